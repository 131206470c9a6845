import { randomUUID } from 'node:crypto';
import type {
  TicketAttachment,
  TicketMessage,
  TicketStatus,
  TicketSummary,
  TicketTopic,
} from '@cloud-portal/api-client';
import type { Database } from 'better-sqlite3';
import type { AttachmentType } from './sniffAttachment.ts';

/** A stored ticket, with its owner. */
export interface TicketRecord extends TicketSummary {
  customerUuid: string;
}

/** A stored ticket with its thread. */
export interface TicketThreadRecord extends TicketRecord {
  messages: TicketMessage[];
}

/** A stored attachment's bytes and facts. */
export interface AttachmentContent extends TicketAttachment {
  customerUuid: string;
  messageId: string | null;
  content: Buffer;
}

interface TicketRow {
  id: string;
  customer_uuid: string;
  subject: string;
  topic: TicketTopic;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
}

interface MessageRow {
  id: string;
  author: 'customer' | 'support';
  body_html: string;
  created_at: string;
}

interface AttachmentRow {
  id: string;
  customer_uuid: string;
  message_id: string | null;
  file_name: string;
  content_type: AttachmentType;
  size: number;
  content: Buffer;
}

function toTicket(row: TicketRow): TicketRecord {
  return {
    id: row.id,
    customerUuid: row.customer_uuid,
    subject: row.subject,
    topic: row.topic,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toAttachment(row: Omit<AttachmentRow, 'content'>): TicketAttachment {
  return { id: row.id, file_name: row.file_name, content_type: row.content_type, size: row.size };
}

/**
 * Tickets, messages and attachments of the support module (SPEC §3 Ticket). Bodies arrive
 * sanitised; the status rules live in the service.
 *
 * @example
 * const tickets = ticketsStore(db);
 * tickets.createTicket({ customerUuid, subject: 'Hi', topic: 'general_questions' }, new Date());
 */
export function ticketsStore(db: Database) {
  const insertTicket = db.prepare(
    `INSERT INTO support_tickets (id, customer_uuid, subject, topic, status, created_at, updated_at)
     VALUES (@id, @customerUuid, @subject, @topic, 'new', @now, @now)`,
  );
  const ticketById = db.prepare<[string], TicketRow>('SELECT * FROM support_tickets WHERE id = ?');
  const ticketsOf = db.prepare<[string], TicketRow>(
    'SELECT * FROM support_tickets WHERE customer_uuid = ? ORDER BY updated_at DESC, rowid DESC',
  );
  const allTickets = db.prepare<[], TicketRow>(
    'SELECT * FROM support_tickets ORDER BY updated_at DESC, rowid DESC',
  );
  const setStatus = db.prepare<[TicketStatus, string, string]>(
    'UPDATE support_tickets SET status = ?, updated_at = ? WHERE id = ?',
  );
  const insertMessage = db.prepare(
    `INSERT INTO support_messages (id, ticket_id, seq, author, body_html, created_at)
     VALUES (@id, @ticketId,
       (SELECT COALESCE(MAX(seq), 0) + 1 FROM support_messages WHERE ticket_id = @ticketId),
       @author, @bodyHtml, @now)`,
  );
  const messagesOf = db.prepare<[string], MessageRow>(
    'SELECT id, author, body_html, created_at FROM support_messages WHERE ticket_id = ? ORDER BY seq',
  );
  const attachmentsOfTicket = db.prepare<[string], Omit<AttachmentRow, 'content'>>(
    `SELECT a.id, a.customer_uuid, a.message_id, a.file_name, a.content_type, a.size
     FROM support_attachments a JOIN support_messages m ON m.id = a.message_id
     WHERE m.ticket_id = ? ORDER BY a.created_at, a.rowid`,
  );
  const insertAttachment = db.prepare(
    `INSERT INTO support_attachments (id, customer_uuid, message_id, file_name, content_type, size, content, created_at)
     VALUES (@id, @customerUuid, NULL, @fileName, @contentType, @size, @content, @now)`,
  );
  const attachmentById = db.prepare<[string], AttachmentRow>(
    'SELECT * FROM support_attachments WHERE id = ?',
  );
  const pruneUnattached = db.prepare<[string, number]>(
    `DELETE FROM support_attachments WHERE id IN (
       SELECT id FROM support_attachments WHERE customer_uuid = ? AND message_id IS NULL
       ORDER BY created_at DESC, rowid DESC LIMIT -1 OFFSET ?)`,
  );
  const attachToMessage = db.prepare<[string, string, string]>(
    'UPDATE support_attachments SET message_id = ? WHERE id = ? AND customer_uuid = ? AND message_id IS NULL',
  );

  function thread(ticket: TicketRecord): TicketThreadRecord {
    const attachments = new Map<string, TicketAttachment[]>();
    for (const row of attachmentsOfTicket.all(ticket.id)) {
      const list = attachments.get(row.message_id ?? '') ?? [];
      list.push(toAttachment(row));
      attachments.set(row.message_id ?? '', list);
    }
    const messages = messagesOf.all(ticket.id).map((row) => ({
      id: row.id,
      author: row.author,
      body_html: row.body_html,
      created_at: row.created_at,
      attachments: attachments.get(row.id) ?? [],
    }));
    return { ...ticket, messages };
  }

  return {
    /** Opens a ticket in status `new` (its first message is added with {@link addMessage}). */
    createTicket(
      input: { customerUuid: string; subject: string; topic: TicketTopic },
      now: Date,
    ): TicketRecord {
      const id = randomUUID();
      insertTicket.run({ id, ...input, now: now.toISOString() });
      const row = ticketById.get(id);
      if (row === undefined) throw new Error('The ticket was not stored.');
      return toTicket(row);
    },

    findTicket(id: string): TicketRecord | undefined {
      const row = ticketById.get(id);
      return row === undefined ? undefined : toTicket(row);
    },

    /** The ticket with its messages and their attachments. */
    findThread(id: string): TicketThreadRecord | undefined {
      const row = ticketById.get(id);
      return row === undefined ? undefined : thread(toTicket(row));
    },

    /** A customer's tickets, most recently updated first. */
    listByCustomer(customerUuid: string): TicketRecord[] {
      return ticketsOf.all(customerUuid).map(toTicket);
    },

    /** Every ticket, most recently updated first (the staff desk). */
    listAll(): TicketRecord[] {
      return allTickets.all().map(toTicket);
    },

    setStatus(id: string, status: TicketStatus, now: Date): void {
      setStatus.run(status, now.toISOString(), id);
    },

    /**
     * Appends a message (body already sanitised) and puts the given attachments on it; answers
     * its id. Attachments must be `customerUuid`'s and on no message yet: the caller checks
     * with {@link findAttachment} in the same transaction.
     */
    addMessage(
      input: {
        ticketId: string;
        author: 'customer' | 'support';
        bodyHtml: string;
        attachmentIds: readonly string[];
        customerUuid: string;
      },
      now: Date,
    ): string {
      const id = randomUUID();
      insertMessage.run({
        id,
        ticketId: input.ticketId,
        author: input.author,
        bodyHtml: input.bodyHtml,
        now: now.toISOString(),
      });
      for (const attachmentId of input.attachmentIds) {
        if (attachToMessage.run(id, attachmentId, input.customerUuid).changes !== 1)
          throw new Error(`Attachment ${attachmentId} is not free to attach.`);
      }
      return id;
    },

    /** Stores an uploaded file, on no message yet. */
    addAttachment(
      input: {
        customerUuid: string;
        fileName: string;
        contentType: AttachmentType;
        content: Buffer;
      },
      now: Date,
    ): TicketAttachment {
      const id = randomUUID();
      insertAttachment.run({
        id,
        customerUuid: input.customerUuid,
        fileName: input.fileName,
        contentType: input.contentType,
        size: input.content.length,
        content: input.content,
        now: now.toISOString(),
      });
      return {
        id,
        file_name: input.fileName,
        content_type: input.contentType,
        size: input.content.length,
      };
    },

    /**
     * Keeps only the customer's `keep` newest uploads that are on no message (older ones were
     * abandoned in a form); answers how many were deleted.
     */
    pruneUnattached(customerUuid: string, keep: number): number {
      return pruneUnattached.run(customerUuid, keep).changes;
    },

    findAttachment(id: string): AttachmentContent | undefined {
      const row = attachmentById.get(id);
      if (row === undefined) return undefined;
      return {
        ...toAttachment(row),
        customerUuid: row.customer_uuid,
        messageId: row.message_id,
        content: row.content,
      };
    },

    /** Runs `work` in one transaction (a message and its attachments land together). */
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },
  };
}

/** The tickets store's interface. */
export type TicketsStore = ReturnType<typeof ticketsStore>;
