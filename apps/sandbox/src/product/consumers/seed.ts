import type { IdentityService } from '../../cloud/identity/index.ts';
import { DEFAULT_DOMAIN } from '../../cloud/identity/index.ts';
import { DEMO_CUSTOMER, type AccountService } from '../account/index.ts';
import type { ConsumersStore } from './store.ts';

/** Cloud credentials of the demo customer's default consumer (Keystone user in domain Default). */
export const DEMO_CONSUMER = {
  name: 'default_consumer',
  osUser: 'demo-consumer',
  osPassword: 'demo-consumer-password-2026',
  osProject: 'demo-project',
  osDomain: 'Default',
} as const;

/**
 * Gives the demo customer its default consumer and the matching Keystone project and user, when
 * missing. Runs after the account module's seed (the demo customer must exist). Answers whether
 * it created the consumer.
 *
 * @example
 * seedDemoConsumer({ consumers, account, identity }); // true on a new database
 */
export function seedDemoConsumer({
  consumers,
  account,
  identity,
}: {
  consumers: ConsumersStore;
  account: AccountService;
  identity: IdentityService;
}): boolean {
  const customer = account.findCustomerByEmail(DEMO_CUSTOMER.email);
  if (customer === undefined) throw new Error('The demo customer must be seeded first.');
  const project = identity.ensureProject({
    name: DEMO_CONSUMER.osProject,
    domainId: DEFAULT_DOMAIN.id,
  });
  identity.ensureUser({
    name: DEMO_CONSUMER.osUser,
    domainId: DEFAULT_DOMAIN.id,
    password: DEMO_CONSUMER.osPassword,
    defaultProjectId: project.id,
  });
  if (consumers.listByCustomer(customer.uuid).some((c) => c.name === DEMO_CONSUMER.name)) {
    return false;
  }
  consumers.create({
    customerUuid: customer.uuid,
    name: DEMO_CONSUMER.name,
    osUser: DEMO_CONSUMER.osUser,
    osPassword: DEMO_CONSUMER.osPassword,
    osProject: DEMO_CONSUMER.osProject,
    osDomain: DEMO_CONSUMER.osDomain,
  });
  return true;
}
