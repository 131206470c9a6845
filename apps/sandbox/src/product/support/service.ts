import type { TicketAttachment, TicketStatus, TicketTopic } from '@cloud-portal/api-client';
import { ApiProblem } from '../../platform/http/apiError.ts';
import { invalidInput } from '../../platform/http/requestValidation.ts';
import { hasVisibleText, sanitizeTicketHtml } from './sanitizeBody.ts';
import {
  decodeBase64,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_MESSAGE,
  safeFileName,
  sniffAttachmentType,
  type AttachmentType,
} from './sniffAttachment.ts';
import type { AttachmentContent, TicketsStore, TicketThreadRecord } from './store.ts';
import { nextTicketStatus } from './ticketStatus.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROL = /[\u0000-\u001f\u007f]/g;

/**
 * Uploads on no message a customer keeps (older ones are deleted at the next upload): two forms
 * of 5 files each, twice over. Bounds what a customer can store without writing a message.
 */
export const MAX_UNATTACHED_UPLOADS = 20;

/** The one 404 of the support API: unknown, malformed and other customers' ids alike. */
function ticketNotFound(): ApiProblem {
  return new ApiProblem(404, 'ticket_not_found', 'No such ticket on your account.');
}

/** A file the staff desk attaches to support's reply (sent with the reply's form). */
export interface DeskFile {
  fileName: string;
  content: Buffer;
}

/** A new message: its body (HTML or text) and the uploads to put on it. */
export interface MessageInput {
  body: string;
  attachmentIds?: readonly string[] | undefined;
}

/**
 * The support desk's rules over the tickets store (SPEC §3 Ticket): status flow, sanitised
 * bodies, attachment checks, and ownership (a customer reaches only its own tickets and files;
 * anything else is `ticket_not_found` / `attachment_not_found`).
 *
 * @example
 * const support = supportService(ticketsStore(db), () => new Date());
 * support.openTicket(customer.uuid, { subject: 'Hi', topic: 'general_questions', body: '<p>Help</p>' });
 */
export function supportService(store: TicketsStore, now: () => Date) {
  function cleanBody(body: string): string {
    const clean = sanitizeTicketHtml(body);
    if (!hasVisibleText(clean)) throw invalidInput({ body: ['Write a message.'] });
    return clean;
  }

  function checkAttachments(customerUuid: string, ids: readonly string[]): string[] {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (unique.length > MAX_ATTACHMENTS_PER_MESSAGE)
      throw new ApiProblem(
        400,
        'too_many_attachments',
        `A message can have at most ${MAX_ATTACHMENTS_PER_MESSAGE} attachments.`,
      );
    for (const id of unique) {
      const attachment = UUID.test(id) ? store.findAttachment(id) : undefined;
      if (
        attachment === undefined ||
        attachment.customerUuid !== customerUuid ||
        attachment.messageId !== null
      )
        throw new ApiProblem(
          400,
          'attachment_not_found',
          'An attachment was not found or is already on a message; upload it again.',
          { attachment_ids: ['Upload the file again.'] },
        );
    }
    return unique;
  }

  /**
   * A file that may be attached, whoever attaches it: its bytes within `MAX_ATTACHMENT_BYTES`,
   * its type sniffed from them (PNG, JPEG, PDF, text), its name made safe; else the API's
   * refusal (`attachment_too_large`, `attachment_type_not_allowed`, 400).
   */
  function checkedFile(
    fileName: string,
    content: Buffer,
    field: string,
  ): { fileName: string; contentType: AttachmentType; content: Buffer } {
    if (content.length === 0) throw invalidInput({ [field]: ['The file is empty.'] });
    if (content.length > MAX_ATTACHMENT_BYTES)
      throw new ApiProblem(400, 'attachment_too_large', 'A file can be at most 5 MB.', {
        [field]: ['A file can be at most 5 MB.'],
      });
    const contentType = sniffAttachmentType(content);
    if (contentType === undefined)
      throw new ApiProblem(
        400,
        'attachment_type_not_allowed',
        'Attach PNG or JPEG images, PDF documents, or text and log files.',
        { [field]: ['This type of file cannot be attached.'] },
      );
    return { fileName: safeFileName(fileName), contentType, content };
  }

  function ownThread(customerUuid: string, id: string): TicketThreadRecord {
    const thread = UUID.test(id) ? store.findThread(id.toLowerCase()) : undefined;
    if (thread === undefined || thread.customerUuid !== customerUuid) throw ticketNotFound();
    return thread;
  }

  function threadOf(id: string): TicketThreadRecord {
    const thread = store.findThread(id);
    if (thread === undefined) throw ticketNotFound();
    return thread;
  }

  return {
    /** The customer's tickets, most recently updated first. */
    listTickets(customerUuid: string) {
      return store.listByCustomer(customerUuid);
    },

    /** The customer's own ticket with its thread; anything else throws `ticket_not_found`. */
    ticketOf(customerUuid: string, id: string): TicketThreadRecord {
      return ownThread(customerUuid, id);
    },

    /** Opens a ticket (status New) with the customer's first message. */
    openTicket(
      customerUuid: string,
      input: MessageInput & { subject: string; topic: TicketTopic },
    ): TicketThreadRecord {
      const subject = input.subject.replace(CONTROL, ' ').trim();
      if (subject === '') throw invalidInput({ subject: ['Write a subject.'] });
      const bodyHtml = cleanBody(input.body);
      return store.transaction(() => {
        const attachmentIds = checkAttachments(customerUuid, input.attachmentIds ?? []);
        const at = now();
        const ticket = store.createTicket({ customerUuid, subject, topic: input.topic }, at);
        store.addMessage(
          { ticketId: ticket.id, author: 'customer', bodyHtml, attachmentIds, customerUuid },
          at,
        );
        return threadOf(ticket.id);
      });
    },

    /** The customer's reply: the ticket goes to In progress (a closed one reopens). */
    customerReply(customerUuid: string, id: string, input: MessageInput): TicketThreadRecord {
      const ticket = ownThread(customerUuid, id);
      const bodyHtml = cleanBody(input.body);
      return store.transaction(() => {
        const attachmentIds = checkAttachments(customerUuid, input.attachmentIds ?? []);
        const at = now();
        store.addMessage(
          { ticketId: ticket.id, author: 'customer', bodyHtml, attachmentIds, customerUuid },
          at,
        );
        store.setStatus(ticket.id, nextTicketStatus(ticket.status, 'customer_replied'), at);
        return threadOf(ticket.id);
      });
    },

    /** The customer closes its ticket (Done); closing a closed one changes nothing. */
    customerClose(customerUuid: string, id: string): TicketThreadRecord {
      const ticket = ownThread(customerUuid, id);
      if (ticket.status === 'done') return ticket;
      store.setStatus(ticket.id, nextTicketStatus(ticket.status, 'closed'), now());
      return threadOf(ticket.id);
    },

    /** Stores one uploaded file after checking its size and sniffing its type. */
    uploadAttachment(
      customerUuid: string,
      input: { fileName: string; contentBase64: string },
    ): TicketAttachment {
      const content = decodeBase64(input.contentBase64);
      if (content === undefined || content.length === 0)
        throw invalidInput({ content_base64: ['The file must be sent as base64.'] });
      const file = checkedFile(input.fileName, content, 'content_base64');
      return store.transaction(() => {
        const attachment = store.addAttachment({ customerUuid, ...file }, now());
        // Uploads abandoned in a form are not kept forever: the newest few stay usable.
        store.pruneUnattached(customerUuid, MAX_UNATTACHED_UPLOADS);
        return attachment;
      });
    },

    /** The customer's own file, or undefined (another customer's is not told apart). */
    attachmentOf(customerUuid: string, id: string): AttachmentContent | undefined {
      const attachment = UUID.test(id) ? store.findAttachment(id.toLowerCase()) : undefined;
      return attachment?.customerUuid === customerUuid ? attachment : undefined;
    },

    // The staff desk (fakes/support): every ticket, support's replies and status changes.

    /** Every ticket, most recently updated first. */
    listAllTickets() {
      return store.listAll();
    },

    /** Any ticket with its thread, or undefined. */
    findThread(id: string): TicketThreadRecord | undefined {
      return UUID.test(id) ? store.findThread(id.toLowerCase()) : undefined;
    },

    /** Any attachment (the staff desk's downloads), or undefined. */
    findAttachment(id: string): AttachmentContent | undefined {
      return UUID.test(id) ? store.findAttachment(id.toLowerCase()) : undefined;
    },

    /**
     * Support's reply, with the files the desk attaches to it: the ticket goes to Has reply. The
     * files have the customer's limits (at most `MAX_ATTACHMENTS_PER_MESSAGE`, each within
     * `MAX_ATTACHMENT_BYTES`, PNG, JPEG, PDF or text by their bytes) and the same storage: they
     * belong to the ticket's customer, so the thread lists them on support's message and the
     * customer downloads them as its own. Nothing is stored when one is refused.
     */
    supportReply(id: string, body: string, files: readonly DeskFile[] = []): TicketThreadRecord {
      const ticket = threadOf(id);
      const bodyHtml = cleanBody(body);
      if (files.length > MAX_ATTACHMENTS_PER_MESSAGE)
        throw new ApiProblem(
          400,
          'too_many_attachments',
          `A message can have at most ${MAX_ATTACHMENTS_PER_MESSAGE} attachments.`,
        );
      const checked = files.map((file) => checkedFile(file.fileName, file.content, 'files'));
      return store.transaction(() => {
        const at = now();
        const attachmentIds = checked.map(
          (file) => store.addAttachment({ customerUuid: ticket.customerUuid, ...file }, at).id,
        );
        store.addMessage(
          {
            ticketId: ticket.id,
            author: 'support',
            bodyHtml,
            attachmentIds,
            customerUuid: ticket.customerUuid,
          },
          at,
        );
        store.setStatus(ticket.id, nextTicketStatus(ticket.status, 'support_replied'), at);
        return threadOf(ticket.id);
      });
    },

    /** Support sets a status by hand (the desk's select), e.g. closes a ticket. */
    setStatus(id: string, status: TicketStatus): TicketThreadRecord {
      const ticket = threadOf(id);
      if (ticket.status !== status) store.setStatus(ticket.id, status, now());
      return threadOf(ticket.id);
    },
  };
}

/** The support service's interface. */
export type SupportService = ReturnType<typeof supportService>;
