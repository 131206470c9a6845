import type { IdentityService } from '../../cloud/identity/index.ts';
import type { Platform, SandboxModule } from '../../platform/module.ts';
import type { AccountService } from '../account/index.ts';
import { withCloudCredentials, type ConsumerCredentials } from './cloudCredentials.ts';
import { consumersRoutes } from './routes.ts';
import { seedDemoConsumer } from './seed.ts';
import { provisionConsumer } from './provision.ts';
import { consumersStore, type ConsumerRecord, type ConsumersStore } from './store.ts';

export { DEMO_CONSUMER } from './seed.ts';
export type { ConsumerRecord } from './store.ts';
export type { ConsumerCredentials } from './cloudCredentials.ts';

/** What other modules may use of the consumers module. */
export interface ConsumersService extends Pick<ConsumersStore, 'listByCustomer'> {
  /** The customer's default consumer with its own Keystone project and user, made on first use. */
  provision(customerUuid: string): { consumer: ConsumerRecord; created: boolean };
}

/**
 * The consumers module (SPEC §3 Consumer): the cloud credentials the provider holds for each
 * customer, each with its own Keystone project and user (`service.provision`), and the routes
 * `GET`/`POST /api/consumers/` of the control area's start-up (SPEC §4 Startup, §7). With
 * `cloudCredentials` (proxy mode's `SANDBOX_CLOUD_PROXY_CONSUMER`) those routes answer the real
 * cloud's project user as every consumer's credentials (cloudCredentials.ts); `service` stays
 * the emulated one.
 *
 * @example
 * const consumers = consumersModule(platform, { account: account.service, identity: identity.service });
 */
export function consumersModule(
  platform: Platform,
  deps: {
    account: AccountService;
    identity: IdentityService;
    cloudCredentials?: ConsumerCredentials | undefined;
  },
): SandboxModule & { service: ConsumersService } {
  const store = consumersStore(platform.db, platform.dataCipher);
  // Data directories of older sandboxes hold OpenStack passwords in plaintext: encrypt them in place.
  store.encryptPlaintextSecrets();
  const service: ConsumersService = {
    listByCustomer: (customerUuid) => store.listByCustomer(customerUuid),
    provision: (customerUuid) =>
      platform.db.transaction(() =>
        provisionConsumer({ consumers: store, identity: deps.identity }, customerUuid),
      )(),
  };
  return {
    name: 'consumers',
    service,
    seed() {
      seedDemoConsumer({ consumers: store, account: deps.account, identity: deps.identity });
    },
    async register(app) {
      await app.register(consumersRoutes, {
        prefix: '/api',
        account: deps.account,
        consumers:
          deps.cloudCredentials === undefined
            ? service
            : withCloudCredentials(service, deps.cloudCredentials),
      });
    },
  };
}
