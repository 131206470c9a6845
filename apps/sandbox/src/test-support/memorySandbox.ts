import BetterSqlite3, { type Database } from 'better-sqlite3';
import { createModules, type Modules } from '../modules.ts';
import type { Platform } from '../platform/module.ts';
import { runMigrations } from '../platform/migrations.ts';
import { seedModules } from '../platform/module.ts';
import { closePlatform, createPlatform } from '../platform/platform.ts';
import { SCHEMA } from '../schema.ts';
import { TEST_PASSWORD_COST } from './server.ts';

/**
 * Every module over an in-memory database with the whole schema, without HTTP. `seed()` runs
 * every module's seed (as the server does at start). `close()` stops the scheduler before it closes
 * the database: billing's jobs, due at once on the running clock, would otherwise fail against a
 * closed database in whatever test file the worker runs next.
 *
 * @example
 * const sandbox = memorySandbox();
 * sandbox.seed();
 * contentStore(sandbox.db).listPlans('eu-west2');
 * await sandbox.close();
 */
export function memorySandbox(now: () => Date = () => new Date()): {
  db: Database;
  platform: Platform;
  modules: Modules;
  seed: () => void;
  close: () => Promise<void>;
} {
  const db: Database = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  runMigrations(db, SCHEMA);
  const platform = createPlatform(db, { now, passwordCost: TEST_PASSWORD_COST });
  const modules = createModules(platform, {
    staticDir: '/nonexistent-static-dir',
    tokenLifetimeSeconds: 3600,
  });
  return {
    db,
    platform,
    modules,
    seed: () => seedModules(db, modules.list),
    close: () => closePlatform(platform),
  };
}
