import type { Platform, SandboxModule } from '../../platform/module.ts';
import { donateRoutes } from './routes.ts';
import { donationsStore, type DonationsStore } from './store.ts';

export { donationBody } from './routes.ts';
export type { DonationRecord } from './store.ts';

/** What other modules may use of the donate module: reading and settling donations. */
export type DonationsService = Pick<DonationsStore, 'findDonation' | 'settleDonation'>;

/**
 * The donate module (SPEC §7 `donate-payment`): donations and their payment status.
 *
 * @example
 * const donate = donateModule(platform);
 */
export function donateModule(platform: Platform): SandboxModule & { service: DonationsService } {
  const store = donationsStore(platform.db);
  return {
    name: 'donate',
    service: store,
    async register(app) {
      await app.register(donateRoutes, { prefix: '/api', donations: store, now: platform.now });
    },
  };
}
