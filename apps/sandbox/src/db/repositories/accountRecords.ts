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

/** Small account records: secrets, password resets, recovery codes and the mail outbox. */
export interface AccountRecordsRepository {
  /** The secret `name`, created by `create()` and stored on first use (kept across restarts). */
  secret(name: string, create: () => string): string;
  /** Stores a reset token hash for a customer. */
  addPasswordReset(tokenHash: string, customerUuid: string, now: Date, expiresAt: Date): void;
  /** Uses up an unexpired, unused reset token; answers its customer or undefined. */
  consumePasswordReset(tokenHash: string, now: Date): string | undefined;
  /** Replaces the recovery codes (hashes) of a customer. */
  replaceRecoveryCodes(customerUuid: string, codeHashes: readonly string[]): void;
  /** Uses up an unused recovery code of the customer; answers whether it was one. */
  consumeRecoveryCode(customerUuid: string, codeHash: string, now: Date): boolean;
  /** Unused and total recovery codes of a customer. */
  recoveryCodeCounts(customerUuid: string): { remaining: number; total: number };
  /** Deletes the recovery codes of a customer. */
  deleteRecoveryCodes(customerUuid: string): void;
  /** Puts a mail into the outbox. */
  sendMail(mail: Omit<OutboxMail, 'id' | 'createdAt'>, now: Date): OutboxMail;
  /** The outbox, newest first. */
  listMail(limit?: number): OutboxMail[];
}

/**
 * Creates the account-records repository over an open database.
 *
 * @example
 * const records = accountRecordsRepository(db);
 * records.sendMail({ recipient, subject, body, link }, new Date());
 */
export function accountRecordsRepository(db: Database): AccountRecordsRepository {
  const getSecret = db.prepare<[string], { value: string }>(
    'SELECT value FROM sandbox_secrets WHERE name = ?',
  );
  const putSecret = db.prepare(
    'INSERT OR IGNORE INTO sandbox_secrets (name, value, created_at) VALUES (?, ?, ?)',
  );
  const insertReset = db.prepare(
    `INSERT INTO password_resets (token_hash, customer_uuid, created_at, expires_at)
     VALUES (?, ?, ?, ?)`,
  );
  const resetByHash = db.prepare<
    [string],
    { customer_uuid: string; expires_at: string; used_at: string | null }
  >('SELECT customer_uuid, expires_at, used_at FROM password_resets WHERE token_hash = ?');
  const useReset = db.prepare(
    'UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL',
  );
  const deleteCodes = db.prepare('DELETE FROM recovery_codes WHERE customer_uuid = ?');
  const insertCode = db.prepare(
    'INSERT INTO recovery_codes (code_hash, customer_uuid) VALUES (?, ?)',
  );
  const useCode = db.prepare(
    `UPDATE recovery_codes SET used_at = ?
     WHERE code_hash = ? AND customer_uuid = ? AND used_at IS NULL`,
  );
  const countCodes = db.prepare<[string], { remaining: number; total: number }>(
    `SELECT COUNT(*) AS total, COALESCE(SUM(used_at IS NULL), 0) AS remaining
     FROM recovery_codes WHERE customer_uuid = ?`,
  );
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
    secret(name, create) {
      const existing = getSecret.get(name);
      if (existing !== undefined) return existing.value;
      putSecret.run(name, create(), new Date().toISOString());
      // Another process may have won the insert: read back what is stored.
      const stored = getSecret.get(name);
      if (stored === undefined) throw new Error(`Secret ${name} could not be stored.`);
      return stored.value;
    },
    addPasswordReset(tokenHash, customerUuid, now, expiresAt) {
      insertReset.run(tokenHash, customerUuid, now.toISOString(), expiresAt.toISOString());
    },
    consumePasswordReset(tokenHash, now) {
      return db.transaction(() => {
        const reset = resetByHash.get(tokenHash);
        if (reset === undefined || reset.used_at !== null) return undefined;
        if (Date.parse(reset.expires_at) <= now.getTime()) return undefined;
        if (useReset.run(now.toISOString(), tokenHash).changes !== 1) return undefined;
        return reset.customer_uuid;
      })();
    },
    replaceRecoveryCodes(customerUuid, codeHashes) {
      db.transaction(() => {
        deleteCodes.run(customerUuid);
        for (const hash of codeHashes) insertCode.run(hash, customerUuid);
      })();
    },
    consumeRecoveryCode(customerUuid, codeHash, now) {
      return useCode.run(now.toISOString(), codeHash, customerUuid).changes === 1;
    },
    recoveryCodeCounts(customerUuid) {
      return countCodes.get(customerUuid) ?? { remaining: 0, total: 0 };
    },
    deleteRecoveryCodes(customerUuid) {
      deleteCodes.run(customerUuid);
    },
    sendMail(mail, now) {
      const createdAt = now.toISOString();
      const result = insertMail.run({ ...mail, created_at: createdAt });
      return { ...mail, id: Number(result.lastInsertRowid), createdAt };
    },
    listMail(limit = 100) {
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
