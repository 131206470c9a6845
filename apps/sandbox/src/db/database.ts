import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { runMigrations } from './migrations.ts';
import { seedDatabase } from './seed.ts';

/** File name of the sandbox database inside the data directory. */
export const DATABASE_FILE = 'sandbox.sqlite';

/** Options of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** Insert the demo data when missing. Default `true`. */
  seed?: boolean;
}

/**
 * Opens (creating when needed) `<dataDir>/sandbox.sqlite` in WAL mode with foreign keys on,
 * applies pending migrations and seeds the demo data. Close it with `db.close()`.
 *
 * @example
 * const db = openDatabase('/repo/.data/default');
 * regionsRepository(db).list();
 * db.close();
 */
export function openDatabase(dataDir: string, options: OpenDatabaseOptions = {}): Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(join(dataDir, DATABASE_FILE));
  try {
    // WAL: readers do not block the writer, and a crash never leaves a half-written page.
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    runMigrations(db);
    if (options.seed !== false) seedDatabase(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
