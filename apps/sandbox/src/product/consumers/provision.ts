import { randomBytes } from 'node:crypto';
import { DEFAULT_DOMAIN, type IdentityService } from '../../cloud/identity/index.ts';
import type { ConsumerRecord, ConsumersStore } from './store.ts';

/** The name of a customer's default consumer (SPEC §3 Consumer). */
export const DEFAULT_CONSUMER_NAME = 'default_consumer';

/**
 * The customer's default consumer, made on first use: one Keystone project and one member user of
 * its own (names from the customer's uuid, a random 32-character password kept encrypted by the
 * store), so every customer's cloud resources are apart. Answers the existing one when there is
 * one; `created` says which.
 *
 * @example
 * const { consumer, created } = provisionConsumer({ consumers: store, identity }, customer.uuid);
 */
export function provisionConsumer(
  deps: { consumers: ConsumersStore; identity: IdentityService },
  customerUuid: string,
): { consumer: ConsumerRecord; created: boolean } {
  const existing = deps.consumers
    .listByCustomer(customerUuid)
    .find((consumer) => consumer.name === DEFAULT_CONSUMER_NAME);
  if (existing !== undefined) return { consumer: existing, created: false };
  const suffix = customerUuid.replaceAll('-', '').slice(0, 16);
  const osProject = `customer-${suffix}`;
  const osUser = `consumer-${suffix}`;
  const osPassword = randomBytes(24).toString('base64url');
  const project = deps.identity.ensureProject({ name: osProject, domainId: DEFAULT_DOMAIN.id });
  deps.identity.ensureUser({
    name: osUser,
    domainId: DEFAULT_DOMAIN.id,
    password: osPassword,
    defaultProjectId: project.id,
  });
  const consumer = deps.consumers.create({
    customerUuid,
    name: DEFAULT_CONSUMER_NAME,
    osUser,
    osPassword,
    osProject,
    osDomain: DEFAULT_DOMAIN.name,
  });
  return { consumer, created: true };
}
