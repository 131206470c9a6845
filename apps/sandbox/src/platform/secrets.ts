import type { Database } from 'better-sqlite3';

/** Secrets generated at first start and kept in the data directory (`sandbox_secrets`). */
export interface SecretsStore {
  /** The secret `name`, created by `create()` and stored on first use (kept across restarts). */
  secret(name: string, create: () => string): string;
}

/**
 * Creates the secrets store over an open database (platform migration 1).
 *
 * @example
 * const master = secretsStore(db).secret('master', () => randomToken(32));
 */
export function secretsStore(db: Database): SecretsStore {
  const getSecret = db.prepare<[string], { value: string }>(
    'SELECT value FROM sandbox_secrets WHERE name = ?',
  );
  const putSecret = db.prepare(
    'INSERT OR IGNORE INTO sandbox_secrets (name, value, created_at) VALUES (?, ?, ?)',
  );
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
  };
}
