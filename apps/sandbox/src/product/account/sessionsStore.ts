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
  /** Client address at login ('' when unknown). */
  ip: string;
  /** User-Agent at login, cut to {@link USER_AGENT_MAX} characters ('' when absent). */
  userAgent: string;
  /** Last call or refresh, to the minute ({@link SessionsStore.touch}); the login time before. */
  lastSeenAt: string;
}

/** Longest User-Agent kept. */
export const USER_AGENT_MAX = 512;

/** How stale `last_seen_at` may get before a call writes it again (one write a minute at most). */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

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
    /** Client address. Default ''. */
    ip?: string;
    /** User-Agent header. Default ''. */
    userAgent?: string;
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
  /** Revokes every session of a customer except `keepId`; answers how many were revoked. */
  revokeAllOf(customerUuid: string, now: Date, keepId?: string): number;
  /**
   * Revokes session `id` only if it is a live session of `customerUuid` (another customer's id
   * changes nothing); answers whether it did.
   */
  revokeOwn(customerUuid: string, id: string, now: Date): boolean;
  /** The live sessions of a customer, newest first. */
  listLive(customerUuid: string, now: Date): SessionRecord[];
  /** Records use of a session at `now`, at most once per {@link LAST_SEEN_RESOLUTION_MS}. */
  touch(id: string, now: Date): void;
}

interface SessionRow {
  id: string;
  customer_uuid: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string;
  user_agent: string;
  last_seen_at: string | null;
}

const COLUMNS =
  'id, customer_uuid, created_at, expires_at, revoked_at, ip, user_agent, last_seen_at';

function toRecord(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    customerUuid: row.customer_uuid,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    ip: row.ip,
    userAgent: row.user_agent,
    lastSeenAt: row.last_seen_at ?? row.created_at,
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
    `INSERT INTO sessions (id, customer_uuid, created_at, expires_at, ip, user_agent, last_seen_at)
     VALUES (@id, @customer_uuid, @created_at, @expires_at, @ip, @user_agent, @created_at)`,
  );
  const insertToken = db.prepare(
    'INSERT INTO refresh_tokens (token_hash, session_id, expires_at) VALUES (?, ?, ?)',
  );
  const byId = db.prepare<[string], SessionRow>(`SELECT ${COLUMNS} FROM sessions WHERE id = ?`);
  const liveOf = db.prepare<[string, string], SessionRow>(
    `SELECT ${COLUMNS} FROM sessions
     WHERE customer_uuid = ? AND revoked_at IS NULL AND expires_at > ?
     ORDER BY created_at DESC, id`,
  );
  const revokeOwned = db.prepare(
    `UPDATE sessions SET revoked_at = ?
     WHERE id = ? AND customer_uuid = ? AND revoked_at IS NULL AND expires_at > ?`,
  );
  const touchOne = db.prepare(
    `UPDATE sessions SET last_seen_at = ?
     WHERE id = ? AND (last_seen_at IS NULL OR last_seen_at < ?)`,
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
    create({
      id,
      customerUuid,
      refreshTokenHash,
      now,
      expiresAt,
      refreshExpiresAt = expiresAt,
      ip = '',
      userAgent = '',
    }) {
      db.transaction(() => {
        insertSession.run({
          id,
          customer_uuid: customerUuid,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          ip,
          user_agent: userAgent.slice(0, USER_AGENT_MAX),
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
      return revokeAll.run(now.toISOString(), customerUuid, keepId ?? null).changes;
    },
    revokeOwn(customerUuid, id, now) {
      const at = now.toISOString();
      return revokeOwned.run(at, id, customerUuid, at).changes === 1;
    },
    listLive(customerUuid, now) {
      return liveOf.all(customerUuid, now.toISOString()).map(toRecord);
    },
    touch(id, now) {
      const staleBefore = new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS).toISOString();
      touchOne.run(now.toISOString(), id, staleBefore);
    },
  };
}
