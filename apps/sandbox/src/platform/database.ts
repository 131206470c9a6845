import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { runMigrations, type ModuleMigrations } from './migrations.ts';

/** File name of the sandbox database inside the data directory. */
export const DATABASE_FILE = 'sandbox.sqlite';

/**
 * Opens (creating when needed) `<dataDir>/sandbox.sqlite` in WAL mode with foreign keys on and
 * applies the modules' pending migrations (`schema.ts` lists them). Close it with `db.close()`.
 *
 * @example
 * const db = openDatabase('/repo/.data/default', SCHEMA);
 * db.close();
 */
export function openDatabase(dataDir: string, schema: readonly ModuleMigrations[]): Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(join(dataDir, DATABASE_FILE));
  try {
    // WAL: readers do not block the writer, and a crash never leaves a half-written page.
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    runMigrations(db, schema);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
