import type { ModuleMigrations } from '../../platform/migrations.ts';

/**
 * Tables of the support module: tickets, their messages and the messages' attachments (SPEC §3
 * Ticket). Append new migrations at the end; never edit one that was committed.
 */
export const supportMigrations: ModuleMigrations = {
  module: 'support',
  migrations: [
    {
      version: 1,
      name: 'support tickets',
      sql: `
      CREATE TABLE support_tickets (
        id            TEXT PRIMARY KEY,
        customer_uuid TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        subject       TEXT NOT NULL,
        topic         TEXT NOT NULL CHECK (topic IN ('affiliate', 'billing', 'general_questions', 'technical_support')),
        status        TEXT NOT NULL CHECK (status IN ('new', 'has_reply', 'in_progress', 'done')),
        created_at    TEXT NOT NULL,
        updated_at    TEXT NOT NULL
      ) STRICT;
      CREATE INDEX support_tickets_customer ON support_tickets (customer_uuid, updated_at);
      -- Bodies are stored sanitised (sanitizeBody.ts): what is read back is safe to answer.
      CREATE TABLE support_messages (
        id         TEXT PRIMARY KEY,
        ticket_id  TEXT NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
        seq        INTEGER NOT NULL,
        author     TEXT NOT NULL CHECK (author IN ('customer', 'support')),
        body_html  TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (ticket_id, seq)
      ) STRICT;
      -- Uploaded first (message_id NULL), then put on one message of the same customer.
      CREATE TABLE support_attachments (
        id            TEXT PRIMARY KEY,
        customer_uuid TEXT NOT NULL REFERENCES customers (uuid) ON DELETE CASCADE,
        message_id    TEXT REFERENCES support_messages (id) ON DELETE CASCADE,
        file_name     TEXT NOT NULL,
        content_type  TEXT NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'application/pdf', 'text/plain')),
        size          INTEGER NOT NULL CHECK (size BETWEEN 1 AND 5242880),
        content       BLOB NOT NULL,
        created_at    TEXT NOT NULL
      ) STRICT;
      CREATE INDEX support_attachments_message ON support_attachments (message_id);
      `,
    },
  ],
};
