import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  isTicketStatus,
  isTicketTopic,
  parseTicketStatus,
  parseTicketTopic,
  TICKET_STATUSES,
  TICKET_TOPICS,
  ticketStatusLabelKey,
  ticketTopicLabelKey,
} from './ticket.ts';

describe('ticket statuses (§3)', () => {
  test('are New, Has reply, In progress, Done as codes', () => {
    expect(TICKET_STATUSES).toEqual(['new', 'has_reply', 'in_progress', 'done']);
  });

  test.each([
    ['New', 'new'],
    ['Has reply', 'has_reply'],
    ['In progress', 'in_progress'],
    ['Done', 'done'],
    ['has_reply', 'has_reply'],
    ['  IN-PROGRESS ', 'in_progress'],
    ['in   progress', 'in_progress'],
  ])('parse %j → %s', (text, code) => {
    expect(parseTicketStatus(text)).toBe(code);
  });

  test.each(['closed', '', 'hasreply', 'new reply'])('parse %j → undefined', (text) => {
    expect(parseTicketStatus(text)).toBeUndefined();
  });

  test('the guard accepts exactly the codes', () => {
    for (const status of TICKET_STATUSES) expect(isTicketStatus(status)).toBe(true);
    expect(isTicketStatus('Has reply')).toBe(false);
    expect(isTicketStatus(1)).toBe(false);
    expect(isTicketStatus(null)).toBe(false);
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(isTicketStatus(value)).toBe((TICKET_STATUSES as readonly string[]).includes(value));
      }),
    );
  });

  test('label keys', () => {
    expect(TICKET_STATUSES.map(ticketStatusLabelKey)).toEqual([
      'support:ticketStatus.new',
      'support:ticketStatus.hasReply',
      'support:ticketStatus.inProgress',
      'support:ticketStatus.done',
    ]);
  });
});

describe('ticket topics (§3)', () => {
  test('are Affiliate, Billing, General questions, Technical support as codes', () => {
    expect(TICKET_TOPICS).toEqual([
      'affiliate',
      'billing',
      'general_questions',
      'technical_support',
    ]);
  });

  test.each([
    ['Affiliate', 'affiliate'],
    ['Billing', 'billing'],
    ['General questions', 'general_questions'],
    ['Technical support', 'technical_support'],
    ['technical_support', 'technical_support'],
  ])('parse %j → %s', (text, code) => {
    expect(parseTicketTopic(text)).toBe(code);
  });

  test('unknown topics and non-strings are rejected', () => {
    expect(parseTicketTopic('Sales')).toBeUndefined();
    expect(isTicketTopic('Billing')).toBe(false);
    expect(isTicketTopic(undefined)).toBe(false);
    for (const topic of TICKET_TOPICS) expect(isTicketTopic(topic)).toBe(true);
  });

  test('label keys', () => {
    expect(TICKET_TOPICS.map(ticketTopicLabelKey)).toEqual([
      'support:ticketTopic.affiliate',
      'support:ticketTopic.billing',
      'support:ticketTopic.generalQuestions',
      'support:ticketTopic.technicalSupport',
    ]);
  });
});
