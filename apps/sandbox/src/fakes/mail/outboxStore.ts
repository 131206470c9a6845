import type { Database } from 'better-sqlite3';

/** A mail in the sandbox outbox. */
export interface OutboxMail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  /** The link the mail is about (reset page...), shown clickable. */
  link: string | null;
  createdAt: string;
}

/** A mail to send: what the account module hands to the mail provider. */
export type OutgoingMail = Omit<OutboxMail, 'id' | 'createdAt'>;

/** The mail provider as modules see it (the sandbox keeps the mail in its outbox). */
export interface Mailer {
  /** Sends a mail (puts it into the outbox). */
  send(mail: OutgoingMail, now: Date): OutboxMail;
}

/** The outbox of the sandbox's stand-in mail provider. */
export interface OutboxStore extends Mailer {
  /** The outbox, newest first. */
  list(limit?: number): OutboxMail[];
}

/**
 * Creates the outbox store over an open database (mail migration 1).
 *
 * @example
 * const outbox = outboxStore(db);
 * outbox.send({ recipient, subject, body, link }, new Date());
 */
export function outboxStore(db: Database): OutboxStore {
  const insertMail = db.prepare(
    `INSERT INTO outbox (recipient, subject, body, link, created_at)
     VALUES (@recipient, @subject, @body, @link, @created_at)`,
  );
  const listMails = db.prepare<
    [number],
    {
      id: number;
      recipient: string;
      subject: string;
      body: string;
      link: string | null;
      created_at: string;
    }
  >('SELECT id, recipient, subject, body, link, created_at FROM outbox ORDER BY id DESC LIMIT ?');

  return {
    send(mail, now) {
      const createdAt = now.toISOString();
      const result = insertMail.run({ ...mail, created_at: createdAt });
      return { ...mail, id: Number(result.lastInsertRowid), createdAt };
    },
    list(limit = 100) {
      return listMails.all(limit).map((row) => ({
        id: row.id,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        link: row.link,
        createdAt: row.created_at,
      }));
    },
  };
}
