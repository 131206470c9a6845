import type { TicketStatus } from '@cloud-portal/api-client';

/** What happened to a ticket. */
export type TicketEvent = 'support_replied' | 'customer_replied' | 'closed';

/**
 * The status a ticket moves to (SPEC §3 Ticket statuses): support's reply → Has reply; the
 * customer's reply → In progress (also from Done: a reply reopens the ticket); closing by either
 * side → Done. A new ticket starts as New.
 *
 * @example
 * nextTicketStatus('new', 'support_replied'); // 'has_reply'
 * nextTicketStatus('done', 'customer_replied'); // 'in_progress'
 */
export function nextTicketStatus(current: TicketStatus, event: TicketEvent): TicketStatus {
  switch (event) {
    case 'support_replied':
      return 'has_reply';
    case 'customer_replied':
      return 'in_progress';
    case 'closed':
      return current === 'done' ? current : 'done';
    default:
      return event satisfies never;
  }
}

/** Every status, in the order of the flow (the staff desk's select). */
export const TICKET_STATUSES: readonly TicketStatus[] = ['new', 'has_reply', 'in_progress', 'done'];
