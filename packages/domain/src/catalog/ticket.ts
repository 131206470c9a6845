// §3 Ticket: statuses and topics of support tickets, as stable codes with i18n label keys.
import { normaliseCatalogCode } from './normaliseCode.ts';

/** Ticket statuses of §3, in workflow order (New, Has reply, In progress, Done). */
export const TICKET_STATUSES = ['new', 'has_reply', 'in_progress', 'done'] as const;

/** A ticket status code. */
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Ticket topics of §3 (Affiliate, Billing, General questions, Technical support). */
export const TICKET_TOPICS = [
  'affiliate',
  'billing',
  'general_questions',
  'technical_support',
] as const;

/** A ticket topic code. */
export type TicketTopic = (typeof TICKET_TOPICS)[number];

const TICKET_STATUS_LABEL_KEYS = {
  new: 'support:ticketStatus.new',
  has_reply: 'support:ticketStatus.hasReply',
  in_progress: 'support:ticketStatus.inProgress',
  done: 'support:ticketStatus.done',
} as const satisfies Record<TicketStatus, string>;

const TICKET_TOPIC_LABEL_KEYS = {
  affiliate: 'support:ticketTopic.affiliate',
  billing: 'support:ticketTopic.billing',
  general_questions: 'support:ticketTopic.generalQuestions',
  technical_support: 'support:ticketTopic.technicalSupport',
} as const satisfies Record<TicketTopic, string>;

/** The i18n key of a ticket status label. */
export type TicketStatusLabelKey = (typeof TICKET_STATUS_LABEL_KEYS)[TicketStatus];

/** The i18n key of a ticket topic label. */
export type TicketTopicLabelKey = (typeof TICKET_TOPIC_LABEL_KEYS)[TicketTopic];

/**
 * Type guard: is `value` exactly a ticket status code?
 *
 * @example
 * isTicketStatus('has_reply'); // true
 * isTicketStatus('Has reply'); // false (use parseTicketStatus)
 */
export function isTicketStatus(value: unknown): value is TicketStatus {
  return typeof value === 'string' && (TICKET_STATUSES as readonly string[]).includes(value);
}

/**
 * Reads a ticket status from the API: a code or the English label of §3, in any case.
 *
 * @example
 * parseTicketStatus('In progress'); // 'in_progress'
 * parseTicketStatus('closed');      // undefined
 */
export function parseTicketStatus(value: string): TicketStatus | undefined {
  const code = normaliseCatalogCode(value);
  return isTicketStatus(code) ? code : undefined;
}

/**
 * The i18n key of a ticket status label (namespace `support`).
 *
 * @example
 * ticketStatusLabelKey('has_reply'); // 'support:ticketStatus.hasReply'
 */
export function ticketStatusLabelKey(status: TicketStatus): TicketStatusLabelKey {
  return TICKET_STATUS_LABEL_KEYS[status];
}

/**
 * Type guard: is `value` exactly a ticket topic code?
 *
 * @example
 * isTicketTopic('billing'); // true
 */
export function isTicketTopic(value: unknown): value is TicketTopic {
  return typeof value === 'string' && (TICKET_TOPICS as readonly string[]).includes(value);
}

/**
 * Reads a ticket topic: a code or the English label of §3, in any case.
 *
 * @example
 * parseTicketTopic('Technical support'); // 'technical_support'
 */
export function parseTicketTopic(value: string): TicketTopic | undefined {
  const code = normaliseCatalogCode(value);
  return isTicketTopic(code) ? code : undefined;
}

/**
 * The i18n key of a ticket topic label (namespace `support`).
 *
 * @example
 * ticketTopicLabelKey('general_questions'); // 'support:ticketTopic.generalQuestions'
 */
export function ticketTopicLabelKey(topic: TicketTopic): TicketTopicLabelKey {
  return TICKET_TOPIC_LABEL_KEYS[topic];
}
