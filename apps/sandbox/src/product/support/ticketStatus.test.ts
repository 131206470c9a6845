import { describe, expect, it } from 'vitest';
import { nextTicketStatus } from './ticketStatus.ts';

describe('nextTicketStatus (§3 Ticket)', () => {
  it.each([
    ['new', 'support_replied', 'has_reply'],
    ['in_progress', 'support_replied', 'has_reply'],
    ['has_reply', 'customer_replied', 'in_progress'],
    ['new', 'customer_replied', 'in_progress'],
    ['done', 'customer_replied', 'in_progress'],
    ['new', 'closed', 'done'],
    ['has_reply', 'closed', 'done'],
    ['done', 'closed', 'done'],
  ] as const)('%s + %s → %s', (from, event, to) => {
    expect(nextTicketStatus(from, event)).toBe(to);
  });
});
