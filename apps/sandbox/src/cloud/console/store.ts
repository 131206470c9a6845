import type { Database } from 'better-sqlite3';

/** A console token as stored (its hash, never the token itself). */
export interface ConsoleTokenRecord {
  /** SHA-256 of the token, hex. */
  tokenHash: string;
  serverId: string;
  region: string;
  projectId: string;
  /** ISO 8601, sandbox clock. */
  createdAt: string;
  /** ISO 8601, sandbox clock. */
  expiresAt: string;
}

/** Data access of the console tokens (console migration 1). */
export interface ConsoleTokensStore {
  insert(token: ConsoleTokenRecord): void;
  /** The token with this hash, expired or not; `undefined` when unknown. */
  findByHash(tokenHash: string): ConsoleTokenRecord | undefined;
  /** Removes the tokens that expired at or before `now`; answers how many. */
  deleteExpired(now: Date): number;
}

interface ConsoleTokenRow {
  token_hash: string;
  server_id: string;
  region: string;
  project_id: string;
  created_at: string;
  expires_at: string;
}

/**
 * Creates the console tokens store over an open database.
 *
 * @example
 * const tokens = consoleTokensStore(db);
 * tokens.findByHash(hashToken(token))?.serverId;
 */
export function consoleTokensStore(db: Database): ConsoleTokensStore {
  const insert = db.prepare<[ConsoleTokenRow]>(
    `INSERT INTO console_tokens (token_hash, server_id, region, project_id, created_at, expires_at)
     VALUES (@token_hash, @server_id, @region, @project_id, @created_at, @expires_at)`,
  );
  const select = db.prepare<[string], ConsoleTokenRow>(
    `SELECT token_hash, server_id, region, project_id, created_at, expires_at
       FROM console_tokens WHERE token_hash = ?`,
  );
  const deleteExpired = db.prepare<[string]>(`DELETE FROM console_tokens WHERE expires_at <= ?`);
  return {
    insert(token) {
      insert.run({
        token_hash: token.tokenHash,
        server_id: token.serverId,
        region: token.region,
        project_id: token.projectId,
        created_at: token.createdAt,
        expires_at: token.expiresAt,
      });
    },
    findByHash(tokenHash) {
      const row = select.get(tokenHash);
      if (row === undefined) return undefined;
      return {
        tokenHash: row.token_hash,
        serverId: row.server_id,
        region: row.region,
        projectId: row.project_id,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
      };
    },
    deleteExpired(now) {
      return deleteExpired.run(now.toISOString()).changes;
    },
  };
}
