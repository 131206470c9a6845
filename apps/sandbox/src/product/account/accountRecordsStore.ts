import type { Database } from 'better-sqlite3';

/** Small account records: password resets and recovery codes (stored as scrypt hashes only). */
export interface AccountRecordsStore {
  /** Stores a reset token hash for a customer. */
  addPasswordReset(tokenHash: string, customerUuid: string, now: Date, expiresAt: Date): void;
  /** Uses up an unexpired, unused reset token; answers its customer or undefined. */
  consumePasswordReset(tokenHash: string, now: Date): string | undefined;
  /** Marks every unused reset token of the customer used at `now`; answers how many. */
  voidPasswordResets(customerUuid: string, now: Date): number;
  /** Replaces the recovery codes (hashes) of a customer. */
  replaceRecoveryCodes(customerUuid: string, codeHashes: readonly string[]): void;
  /** Uses up an unused recovery code of the customer (by its stored hash); answers whether it was one. */
  consumeRecoveryCode(customerUuid: string, codeHash: string, now: Date): boolean;
  /** The stored hashes of a customer's unused recovery codes. */
  unusedRecoveryCodeHashes(customerUuid: string): string[];
  /** Unused rows still holding the bare HMAC of sandboxes before scrypt (no `$` in the hash). */
  unwrappedLegacyRecoveryCodes(): Array<{ customerUuid: string; codeHash: string }>;
  /** Replaces stored hashes by others (wrapping legacy ones), in one transaction. */
  replaceRecoveryCodeHashes(
    replacements: ReadonlyArray<{ oldHash: string; newHash: string }>,
  ): void;
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
  const unusedCodes = db.prepare<[string], { code_hash: string }>(
    'SELECT code_hash FROM recovery_codes WHERE customer_uuid = ? AND used_at IS NULL',
  );
  const bareLegacyCodes = db.prepare<[], { customer_uuid: string; code_hash: string }>(
    `SELECT customer_uuid, code_hash FROM recovery_codes
     WHERE used_at IS NULL AND instr(code_hash, '$') = 0 ORDER BY customer_uuid`,
  );
  const rehashCode = db.prepare('UPDATE recovery_codes SET code_hash = ? WHERE code_hash = ?');
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
      return voidResets.run(now.toISOString(), customerUuid).changes;
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
    unusedRecoveryCodeHashes(customerUuid) {
      return unusedCodes.all(customerUuid).map((row) => row.code_hash);
    },
    unwrappedLegacyRecoveryCodes() {
      return bareLegacyCodes
        .all()
        .map((row) => ({ customerUuid: row.customer_uuid, codeHash: row.code_hash }));
    },
    replaceRecoveryCodeHashes(replacements) {
      db.transaction(() => {
        for (const { oldHash, newHash } of replacements) rehashCode.run(newHash, oldHash);
      })();
    },
    recoveryCodeCounts(customerUuid) {
      return countCodes.get(customerUuid) ?? { remaining: 0, total: 0 };
    },
    deleteRecoveryCodes(customerUuid) {
      deleteCodes.run(customerUuid);
    },
  };
}
