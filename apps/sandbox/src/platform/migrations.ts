import type { Database } from 'better-sqlite3';

/** One schema change of a module. Versions are applied in ascending order, each exactly once. */
export interface Migration {
  /** Positive, unique within the module, never reused or renumbered once committed. */
  version: number;
  /** Short description, stored next to the version for people reading the database. */
  name: string;
  /** SQL run inside the migration's transaction. */
  sql: string;
  /**
   * The version of the single, global migration list (before modules had their own) whose SQL
   * contained this migration's tables. A data directory that recorded that global version has
   * them already, so the migration is recorded as applied without running. Only for migrations
   * that existed before the module layout; never set on a new one.
   */
  legacyVersion?: number;
}

/** The migrations a module owns, under the module's name (`regions`, `account`, `identity`...). */
export interface ModuleMigrations {
  module: string;
  migrations: readonly Migration[];
}

/** A migration the runner applied (or adopted from the global list), in the order it did so. */
export interface AppliedMigration {
  module: string;
  version: number;
  /** `run`: its SQL ran now; `adopted`: the data directory had it from the global list. */
  how: 'run' | 'adopted';
}

/**
 * Applies the migrations the database has not seen yet, module by module in the order given
 * (a module's tables may reference tables of the modules before it), each in its own transaction,
 * and records them in `module_migrations`. A data directory made before the module layout (it has
 * the global `schema_migrations` table) upgrades in place: migrations whose `legacyVersion` it
 * recorded are adopted, the rest run. Running it again is a no-op.
 *
 * @example
 * runMigrations(db, [regionsMigrations, accountMigrations]);
 * // [{ module: 'regions', version: 1, how: 'run' }, ...] on a new database, [] afterwards
 */
export function runMigrations(
  db: Database,
  modules: readonly ModuleMigrations[],
): AppliedMigration[] {
  assertWellFormed(modules);
  db.exec(`
    CREATE TABLE IF NOT EXISTS module_migrations (
      module     TEXT NOT NULL,
      version    INTEGER NOT NULL,
      name       TEXT NOT NULL,
      applied_at TEXT NOT NULL,
      PRIMARY KEY (module, version)
    ) STRICT
  `);
  const applied = new Set(
    db
      .prepare<[], { module: string; version: number }>(
        'SELECT module, version FROM module_migrations',
      )
      .all()
      .map((row) => `${row.module}:${row.version}`),
  );
  const legacy = legacyVersions(db);
  const record = db.prepare<[string, number, string, string]>(
    'INSERT INTO module_migrations (module, version, name, applied_at) VALUES (?, ?, ?, ?)',
  );
  const done: AppliedMigration[] = [];
  for (const { module, migrations } of modules) {
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(`${module}:${migration.version}`)) continue;
      const adopted = migration.legacyVersion !== undefined && legacy.has(migration.legacyVersion);
      // A failing statement rolls back the whole migration, including its module_migrations row.
      db.transaction(() => {
        if (!adopted) db.exec(migration.sql);
        record.run(module, migration.version, migration.name, new Date().toISOString());
      })();
      done.push({ module, version: migration.version, how: adopted ? 'adopted' : 'run' });
    }
  }
  return done;
}

/** The versions recorded by the global migration list of earlier sandboxes (none on a new database). */
function legacyVersions(db: Database): Set<number> {
  const table = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'",
    )
    .get();
  if (table === undefined) return new Set();
  return new Set(
    db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
      .all()
      .map((row) => row.version),
  );
}

function assertWellFormed(modules: readonly ModuleMigrations[]): void {
  const names = new Set<string>();
  for (const { module, migrations } of modules) {
    if (!/^[a-z][a-z0-9-]*$/.test(module)) throw new Error(`Module name "${module}" is not valid.`);
    if (names.has(module)) throw new Error(`Module ${module} is listed twice.`);
    names.add(module);
    const seen = new Set<number>();
    for (const { version } of migrations) {
      if (!Number.isInteger(version) || version < 1) {
        throw new Error(`Migration ${module}:${version} is not a positive integer.`);
      }
      if (seen.has(version)) throw new Error(`Migration ${module}:${version} is used twice.`);
      seen.add(version);
    }
  }
}
