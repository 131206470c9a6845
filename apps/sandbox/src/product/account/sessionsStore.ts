import type { Database } from 'better-sqlite3';

/**
 * A login session (SPEC §4 Login): lives until revoked or until `expiresAt`, its absolute
 * deadline set at login (refresh rotation does not move it).
 */
export interface SessionRecord {
  id: string;
  customerUuid: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

/** What presenting a refresh token found. */
export type RefreshLookup =
  | { kind: 'valid'; session: SessionRecord }
  /** A token already exchanged: a replay; the caller revokes the session. */
  | { kind: 'reused'; session: SessionRecord }
  | { kind: 'invalid' };

/** Data access for sessions and their (hashed) refresh tokens. */
export interface SessionsStore {
  /** Creates a session (ending at `expiresAt`) with its first refresh token hash. */
  create(input: {
    id: string;
    customerUuid: string;
    refreshTokenHash: string;
    now: Date;
    expiresAt: Date;
    /** When the first refresh token expires. Default `expiresAt`. */
    refreshExpiresAt?: Date;
  }): SessionRecord;
  /** The session, when it exists, is not revoked and not expired at `now`. */
  findLive(id: string, now: Date): SessionRecord | undefined;
  /** Looks a refresh token hash up (without using it). */
  lookupRefresh(tokenHash: string, now: Date): RefreshLookup;
  /**
   * Marks `oldHash` used and stores `newHash` (expiring at `expiresAt`) for the same session,
   * atomically; false if `oldHash` was already used. The session's own deadline stays.
   */
  rotateRefresh(
    oldHash: string,
    newHash: string,
    sessionId: string,
    now: Date,
    expiresAt: Date,
  ): boolean;
  /** Revokes one session. */
  revoke(id: string, now: Date): void;
  /** Revokes every session of a customer except `keepId`. */
  revokeAllOf(customerUuid: string, now: Date, keepId?: string): void;
}

interface SessionRow {
  id: string;
  customer_uuid: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

function toRecord(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    customerUuid: row.customer_uuid,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}

/**
 * Creates the sessions repository over an open database.
 *
 * @example
 * const sessions = sessionsStore(db);
 * sessions.findLive(claims.sid, new Date());
 */
export function sessionsStore(db: Database): SessionsStore {
  const insertSession = db.prepare(
    `INSERT INTO sessions (id, customer_uuid, created_at, expires_at)
     VALUES (@id, @customer_uuid, @created_at, @expires_at)`,
  );
  const insertToken = db.prepare(
    'INSERT INTO refresh_tokens (token_hash, session_id, expires_at) VALUES (?, ?, ?)',
  );
  const byId = db.prepare<[string], SessionRow>(
    'SELECT id, customer_uuid, created_at, expires_at, revoked_at FROM sessions WHERE id = ?',
  );
  const tokenByHash = db.prepare<
    [string],
    { session_id: string; expires_at: string; used_at: string | null }
  >('SELECT session_id, expires_at, used_at FROM refresh_tokens WHERE token_hash = ?');
  const markUsed = db.prepare(
    'UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL',
  );
  const revokeOne = db.prepare(
    'UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
  );
  const revokeAll = db.prepare(
    `UPDATE sessions SET revoked_at = ?
     WHERE customer_uuid = ? AND revoked_at IS NULL AND id IS NOT ?`,
  );

  function live(row: SessionRow | undefined, now: Date): SessionRecord | undefined {
    if (row === undefined || row.revoked_at !== null) return undefined;
    if (Date.parse(row.expires_at) <= now.getTime()) return undefined;
    return toRecord(row);
  }

  return {
    create({ id, customerUuid, refreshTokenHash, now, expiresAt, refreshExpiresAt = expiresAt }) {
      db.transaction(() => {
        insertSession.run({
          id,
          customer_uuid: customerUuid,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
        });
        insertToken.run(refreshTokenHash, id, refreshExpiresAt.toISOString());
      })();
      const created = byId.get(id);
      if (created === undefined) throw new Error(`Session ${id} vanished right after its insert.`);
      return toRecord(created);
    },
    findLive(id, now) {
      return live(byId.get(id), now);
    },
    lookupRefresh(tokenHash, now) {
      const token = tokenByHash.get(tokenHash);
      if (token === undefined) return { kind: 'invalid' };
      const session = live(byId.get(token.session_id), now);
      if (session === undefined) return { kind: 'invalid' };
      if (token.used_at !== null) return { kind: 'reused', session };
      if (Date.parse(token.expires_at) <= now.getTime()) return { kind: 'invalid' };
      return { kind: 'valid', session };
    },
    rotateRefresh(oldHash, newHash, sessionId, now, expiresAt) {
      return db.transaction(() => {
        if (markUsed.run(now.toISOString(), oldHash).changes !== 1) return false;
        insertToken.run(newHash, sessionId, expiresAt.toISOString());
        return true;
      })();
    },
    revoke(id, now) {
      revokeOne.run(now.toISOString(), id);
    },
    revokeAllOf(customerUuid, now, keepId) {
      revokeAll.run(now.toISOString(), customerUuid, keepId ?? null);
    },
  };
}
