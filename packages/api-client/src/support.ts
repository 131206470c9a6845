import type { components } from './schema.generated.ts';

/** Status of a support ticket (SPEC §3 Ticket: New, Has reply, In progress, Done). */
export type TicketStatus = components['schemas']['TicketStatus'];

/** Topic of a support ticket (SPEC §3 Ticket). */
export type TicketTopic = components['schemas']['TicketTopic'];

/** A ticket of `GET /tickets/` (no messages). */
export type TicketSummary = components['schemas']['TicketSummary'];

/** A ticket with its thread (`GET /tickets/{id}/`). */
export type Ticket = components['schemas']['Ticket'];

/** One message of a ticket's thread; `body_html` is sanitised by the server. */
export type TicketMessage = components['schemas']['TicketMessage'];

/** A file on a ticket message. */
export type TicketAttachment = components['schemas']['TicketAttachment'];

/** `POST /tickets/`. */
export type TicketCreateRequest = components['schemas']['TicketCreateRequest'];

/** `POST /tickets/{id}/replies/`. */
export type TicketReplyRequest = components['schemas']['TicketReplyRequest'];

/** `POST /ticket-attachments/`: one base64 file. */
export type TicketAttachmentUpload = components['schemas']['TicketAttachmentUpload'];
