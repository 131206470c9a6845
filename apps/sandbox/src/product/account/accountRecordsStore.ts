import type { Database } from 'better-sqlite3';

/** Small account records: password resets and recovery codes. */
export interface AccountRecordsStore {
  /** Stores a reset token hash for a customer. */
  addPasswordReset(tokenHash: string, customerUuid: string, now: Date, expiresAt: Date): void;
  /** Uses up an unexpired, unused reset token; answers its customer or undefined. */
  consumePasswordReset(tokenHash: string, now: Date): string | undefined;
  /**
   * Voids every unused reset token of a customer (marks it used at `now`): after a reset, a
   * password change or an email change, an older link must not work.
   */
  voidPasswordResets(customerUuid: string, now: Date): void;
  /** Replaces the recovery codes (hashes) of a customer. */
  replaceRecoveryCodes(customerUuid: string, codeHashes: readonly string[]): void;
  /** Uses up an unused recovery code of the customer; answers whether it was one. */
  consumeRecoveryCode(customerUuid: string, codeHash: string, now: Date): boolean;
  /** Unused and total recovery codes of a customer. */
  recoveryCodeCounts(customerUuid: string): { remaining: number; total: number };
  /** Deletes the recovery codes of a customer. */
  deleteRecoveryCodes(customerUuid: string): void;
}

/**
 * Creates the account-records repository over an open database.
 *
 * @example
 * const records = accountRecordsStore(db);
 * records.addPasswordReset(tokenHash, customer.uuid, now, expiresAt);
 */
export function accountRecordsStore(db: Database): AccountRecordsStore {
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
  const voidResets = db.prepare(
    'UPDATE password_resets SET used_at = ? WHERE customer_uuid = ? AND used_at IS NULL',
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
  return {
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
    voidPasswordResets(customerUuid, now) {
      voidResets.run(now.toISOString(), customerUuid);
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
  };
}
