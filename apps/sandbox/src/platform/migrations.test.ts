import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SCHEMA } from '../schema.ts';
import { runMigrations, type Migration, type ModuleMigrations } from './migrations.ts';

function tableNames(db: BetterSqlite3.Database): string[] {
  return db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
    )
    .all()
    .map((row) => row.name);
}

const table = (version: number, name: string, sql = `CREATE TABLE ${name} (x INTEGER) STRICT`) =>
  ({ version, name, sql }) satisfies Migration;

describe('runMigrations', () => {
  it('applies every module migration of the schema once, and nothing on the next runs', () => {
    const db = new BetterSqlite3(':memory:');
    db.pragma('foreign_keys = ON');

    const applied = runMigrations(db, SCHEMA);
    expect(applied).toEqual(
      SCHEMA.flatMap(({ module, migrations }) =>
        migrations.map((migration) => ({ module, version: migration.version, how: 'run' })),
      ),
    );
    const schemaAfterFirstRun = tableNames(db);
    expect(runMigrations(db, SCHEMA)).toEqual([]);
    expect(tableNames(db)).toEqual(schemaAfterFirstRun);
    expect(schemaAfterFirstRun).toEqual(
      expect.arrayContaining(['module_migrations', 'regions', 'customers', 'keystone_tokens']),
    );
    expect(schemaAfterFirstRun).not.toContain('schema_migrations');
    db.close();
  });

  it('applies only the migrations added since the last run, module by module in version order', () => {
    const db = new BetterSqlite3(':memory:');
    const alpha: ModuleMigrations = { module: 'alpha', migrations: [table(1, 'a')] };
    const beta: ModuleMigrations = { module: 'beta', migrations: [table(1, 'b')] };

    runMigrations(db, [alpha, beta]);
    const grown: ModuleMigrations[] = [
      {
        module: 'alpha',
        migrations: [
          table(3, 'a3', 'ALTER TABLE a2 ADD COLUMN y TEXT'),
          table(1, 'a'),
          table(2, 'a2'),
        ],
      },
      { module: 'beta', migrations: [table(1, 'b'), table(2, 'b2')] },
    ];
    expect(runMigrations(db, grown)).toEqual([
      { module: 'alpha', version: 2, how: 'run' },
      { module: 'alpha', version: 3, how: 'run' },
      { module: 'beta', version: 2, how: 'run' },
    ]);
    expect(tableNames(db)).toEqual(['a', 'a2', 'b', 'b2', 'module_migrations']);
    db.close();
  });

  it('keeps version numbers apart per module (two modules may both have a version 1)', () => {
    const db = new BetterSqlite3(':memory:');
    runMigrations(db, [{ module: 'alpha', migrations: [table(1, 'a')] }]);
    expect(runMigrations(db, [{ module: 'beta', migrations: [table(1, 'b')] }])).toEqual([
      { module: 'beta', version: 1, how: 'run' },
    ]);
    db.close();
  });

  it('adopts the migrations a data directory of the global list already has, and runs the rest', () => {
    const db = new BetterSqlite3(':memory:');
    // What a sandbox before the module layout left: its global versions 1 and 2, and their tables.
    db.exec(`
      CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT;
      INSERT INTO schema_migrations VALUES (1, 'one', 'x'), (2, 'two', 'x');
      CREATE TABLE a (x INTEGER) STRICT;
      CREATE TABLE b (x INTEGER) STRICT;
    `);
    const modules: ModuleMigrations[] = [
      { module: 'alpha', migrations: [{ ...table(1, 'a'), legacyVersion: 1 }, table(2, 'a2')] },
      { module: 'beta', migrations: [{ ...table(1, 'b'), legacyVersion: 2 }] },
      { module: 'gamma', migrations: [{ ...table(1, 'c'), legacyVersion: 3 }] },
    ];

    expect(runMigrations(db, modules)).toEqual([
      { module: 'alpha', version: 1, how: 'adopted' },
      { module: 'alpha', version: 2, how: 'run' },
      { module: 'beta', version: 1, how: 'adopted' },
      // Global version 3 was never applied there: its SQL runs.
      { module: 'gamma', version: 1, how: 'run' },
    ]);
    expect(tableNames(db)).toEqual(['a', 'a2', 'b', 'c', 'module_migrations', 'schema_migrations']);
    expect(runMigrations(db, modules)).toEqual([]);
    db.close();
  });

  it('rolls a failing migration back completely and does not record it', () => {
    const db = new BetterSqlite3(':memory:');
    const modules: ModuleMigrations[] = [
      {
        module: 'alpha',
        migrations: [
          table(1, 'good'),
          table(
            2,
            'bad',
            'CREATE TABLE half (x INTEGER) STRICT; INSERT INTO missing_table VALUES (1);',
          ),
        ],
      },
    ];

    expect(() => runMigrations(db, modules)).toThrow(/missing_table/);

    expect(tableNames(db)).toEqual(['good', 'module_migrations']);
    expect(db.prepare('SELECT module, version FROM module_migrations').all()).toEqual([
      { module: 'alpha', version: 1 },
    ]);
    db.close();
  });

  it('refuses duplicate or non-positive versions, duplicate modules and bad module names', () => {
    const db = new BetterSqlite3(':memory:');
    const one = table(1, 'a');

    expect(() =>
      runMigrations(db, [{ module: 'alpha', migrations: [one, { ...one, name: 'again' }] }]),
    ).toThrow(/alpha:1 is used twice/);
    expect(() =>
      runMigrations(db, [{ module: 'alpha', migrations: [{ ...one, version: 0 }] }]),
    ).toThrow(/positive integer/);
    expect(() =>
      runMigrations(db, [
        { module: 'alpha', migrations: [one] },
        { module: 'alpha', migrations: [] },
      ]),
    ).toThrow(/listed twice/);
    expect(() => runMigrations(db, [{ module: 'Alpha Beta', migrations: [] }])).toThrow(
      /not valid/,
    );
    db.close();
  });
});
