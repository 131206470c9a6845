import { randomBytes } from 'node:crypto';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { createModules, type Modules } from '../modules.ts';
import type { Platform } from '../platform/module.ts';
import { createDataCipher } from '../platform/dataKey.ts';
import { runMigrations } from '../platform/migrations.ts';
import { seedModules } from '../platform/module.ts';
import { secretsStore } from '../platform/secrets.ts';
import { SCHEMA } from '../schema.ts';
import { TEST_PASSWORD_COST } from './server.ts';

/**
 * Every module over an in-memory database with the whole schema, without HTTP. `seed()` runs
 * every module's seed (as the server does at start).
 *
 * @example
 * const sandbox = memorySandbox();
 * sandbox.seed();
 * contentStore(sandbox.db).listPlans('eu-west2');
 */
export function memorySandbox(now: () => Date = () => new Date()): {
  db: Database;
  platform: Platform;
  modules: Modules;
  seed: () => void;
} {
  const db: Database = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  runMigrations(db, SCHEMA);
  const platform = {
    db,
    now,
    secrets: secretsStore(db),
    passwordCost: TEST_PASSWORD_COST,
    dataCipher: createDataCipher(randomBytes(32)),
  };
  const modules = createModules(platform, {
    staticDir: '/nonexistent-static-dir',
    tokenLifetimeSeconds: 3600,
  });
  return { db, platform, modules, seed: () => seedModules(db, modules.list) };
}
