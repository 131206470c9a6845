import type { Platform, SandboxModule } from '../../platform/module.ts';
import type { AccountService } from '../account/index.ts';
import { supportRoutes } from './routes.ts';
import { seedDemoTicket } from './seed.ts';
import { supportService, type SupportService } from './service.ts';
import { ticketsStore } from './store.ts';

export { sendAttachment, ticketBody } from './routes.ts';
export { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_MESSAGE } from './sniffAttachment.ts';
export { TICKET_STATUSES } from './ticketStatus.ts';
export type { DeskFile, SupportService } from './service.ts';
export type { TicketRecord, TicketThreadRecord } from './store.ts';

/**
 * The support module (SPEC §2 support/tickets, §3 Ticket): customers' tickets, their threads and
 * attachments; the staff desk (fakes/support) answers them through `service`.
 *
 * @example
 * const support = supportModule(platform, { account: account.service });
 */
export function supportModule(
  platform: Platform,
  deps: { account: AccountService },
): SandboxModule & { service: SupportService } {
  const service = supportService(ticketsStore(platform.db), platform.now);
  return {
    name: 'support',
    service,
    seed() {
      seedDemoTicket(deps.account, service);
    },
    async register(app) {
      await app.register(supportRoutes, {
        prefix: '/api',
        account: deps.account,
        support: service,
      });
    },
  };
}
