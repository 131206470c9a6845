import type { AccountService } from '../account/index.ts';
import { DEMO_CUSTOMER } from '../account/index.ts';
import type { SupportService } from './service.ts';

/** The demo ticket's subject (what the seed looks for, so a restart adds no second one). */
export const DEMO_TICKET_SUBJECT = 'How do I add an SSH key to a running server?';

/**
 * Gives the demo customer one answered ticket when it has none, so the support screens of
 * `npm start` are not empty; a demo customer who already has tickets keeps them as they are.
 *
 * @example
 * seedDemoTicket(account.service, support);
 */
export function seedDemoTicket(account: AccountService, support: SupportService): void {
  const demo = account.findCustomerByEmail(DEMO_CUSTOMER.email);
  if (demo === undefined || support.listTickets(demo.uuid).length > 0) return;
  const ticket = support.openTicket(demo.uuid, {
    subject: DEMO_TICKET_SUBJECT,
    topic: 'technical_support',
    body: '<p>Hello! I created a server with a password. How can I add my <strong>SSH key</strong> to it now?</p>',
  });
  support.supportReply(
    ticket.id,
    '<p>Hi! Log in over the web console or SSH with the password, then append your public key to <code>~/.ssh/authorized_keys</code>.</p><p>Our guide: <a href="/knowledge">knowledge base</a>.</p>',
  );
}
