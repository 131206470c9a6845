import type { Database } from 'better-sqlite3';

/** A key pair of the emulated Nova (per user and region). */
export interface KeypairRecord {
  region: string;
  userId: string;
  name: string;
  publicKey: string;
  fingerprint: string;
  type: 'ssh' | 'x509';
  createdAt: string;
}

/** Data access of the emulated Nova's key pairs. */
export interface KeypairsStore {
  find(region: string, userId: string, name: string): KeypairRecord | undefined;
  /** The user's key pairs in the region, by name (Nova's order). */
  list(region: string, userId: string): KeypairRecord[];
  /** Inserts; false when the name is taken. */
  insert(keypair: KeypairRecord): boolean;
  delete(region: string, userId: string, name: string): boolean;
}

interface KeypairRow {
  region: string;
  user_id: string;
  name: string;
  public_key: string;
  fingerprint: string;
  type: 'ssh' | 'x509';
  created_at: string;
}

function fromRow(row: KeypairRow): KeypairRecord {
  return {
    region: row.region,
    userId: row.user_id,
    name: row.name,
    publicKey: row.public_key,
    fingerprint: row.fingerprint,
    type: row.type,
    createdAt: row.created_at,
  };
}

/**
 * Creates the key pairs store over an open database (compute migration 2).
 *
 * @example
 * keypairsStore(db).list('eu-west2', userId);
 */
export function keypairsStore(db: Database): KeypairsStore {
  const find = db.prepare<[string, string, string], KeypairRow>(
    `SELECT * FROM compute_keypairs WHERE region = ? AND user_id = ? AND name = ?`,
  );
  const list = db.prepare<[string, string], KeypairRow>(
    `SELECT * FROM compute_keypairs WHERE region = ? AND user_id = ? ORDER BY name`,
  );
  const insert = db.prepare<[KeypairRow]>(
    `INSERT OR IGNORE INTO compute_keypairs (region, user_id, name, public_key, fingerprint, type, created_at)
     VALUES (@region, @user_id, @name, @public_key, @fingerprint, @type, @created_at)`,
  );
  const remove = db.prepare<[string, string, string]>(
    `DELETE FROM compute_keypairs WHERE region = ? AND user_id = ? AND name = ?`,
  );
  return {
    find(region, userId, name) {
      const row = find.get(region, userId, name);
      return row === undefined ? undefined : fromRow(row);
    },
    list: (region, userId) => list.all(region, userId).map(fromRow),
    insert: (keypair) =>
      insert.run({
        region: keypair.region,
        user_id: keypair.userId,
        name: keypair.name,
        public_key: keypair.publicKey,
        fingerprint: keypair.fingerprint,
        type: keypair.type,
        created_at: keypair.createdAt,
      }).changes === 1,
    delete: (region, userId, name) => remove.run(region, userId, name).changes === 1,
  };
}
