import type { ConsumersService } from './index.ts';
import type { ConsumerRecord } from './store.ts';

/** The cloud credentials of a consumer: what the portal logs in to Keystone with. */
export type ConsumerCredentials = Pick<
  ConsumerRecord,
  'osUser' | 'osPassword' | 'osProject' | 'osDomain'
>;

/**
 * Proxy mode's consumers as the product API answers them (`SANDBOX_CLOUD_PROXY_CONSUMER`): every
 * consumer carries `credentials` (the real cloud's project user) instead of its emulated user's.
 * Nothing is stored: the records keep their own id, name and date, and the database never holds
 * the real cloud's password. Provisioning still makes the emulated project and user, so the
 * customer's consumer is the same once the setting is gone.
 *
 * @example
 * const service = withCloudCredentials(emulated, { osUser: 'portal-demo', osPassword: '…', osProject: 'portal-demo', osDomain: 'Default' });
 * service.listByCustomer(demo.uuid)[0]?.osUser; // 'portal-demo'
 */
export function withCloudCredentials(
  service: ConsumersService,
  credentials: ConsumerCredentials,
): ConsumersService {
  const answer = (consumer: ConsumerRecord): ConsumerRecord => ({ ...consumer, ...credentials });
  return {
    listByCustomer: (customerUuid) => service.listByCustomer(customerUuid).map(answer),
    provision(customerUuid) {
      const { consumer, created } = service.provision(customerUuid);
      return { consumer: answer(consumer), created };
    },
  };
}
