import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, runMigrations, type Migration } from './migrations.ts';

function tableNames(db: BetterSqlite3.Database): string[] {
  return db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
    )
    .all()
    .map((row) => row.name);
}

describe('runMigrations', () => {
  it('applies every migration once on a new database, and nothing on the next runs', () => {
    const db = new BetterSqlite3(':memory:');

    expect(runMigrations(db)).toEqual(MIGRATIONS.map((migration) => migration.version));
    const schemaAfterFirstRun = tableNames(db);
    expect(runMigrations(db)).toEqual([]);
    expect(runMigrations(db)).toEqual([]);

    expect(tableNames(db)).toEqual(schemaAfterFirstRun);
    expect(schemaAfterFirstRun).toEqual(
      expect.arrayContaining([
        'schema_migrations',
        'regions',
        'region_networks',
        'customers',
        'consumers',
        'keystone_tokens',
      ]),
    );
    const recorded = db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations ORDER BY version')
      .all();
    expect(recorded.map((row) => row.version)).toEqual(
      MIGRATIONS.map((migration) => migration.version),
    );
    db.close();
  });

  it('applies only the migrations added since the last run, in version order', () => {
    const db = new BetterSqlite3(':memory:');
    const first: Migration = { version: 1, name: 'a', sql: 'CREATE TABLE a (x INTEGER) STRICT' };
    const second: Migration = { version: 2, name: 'b', sql: 'CREATE TABLE b (x INTEGER) STRICT' };
    const third: Migration = { version: 3, name: 'c', sql: 'ALTER TABLE b ADD COLUMN y TEXT' };

    expect(runMigrations(db, [first])).toEqual([1]);
    expect(runMigrations(db, [third, first, second])).toEqual([2, 3]);
    expect(tableNames(db)).toEqual(['a', 'b', 'schema_migrations']);
    db.close();
  });

  it('rolls a failing migration back completely and does not record it', () => {
    const db = new BetterSqlite3(':memory:');
    const good: Migration = {
      version: 1,
      name: 'good',
      sql: 'CREATE TABLE good (x INTEGER) STRICT',
    };
    const bad: Migration = {
      version: 2,
      name: 'bad',
      sql: 'CREATE TABLE half (x INTEGER) STRICT; INSERT INTO missing_table VALUES (1);',
    };

    expect(() => runMigrations(db, [good, bad])).toThrow(/missing_table/);

    expect(tableNames(db)).toEqual(['good', 'schema_migrations']);
    expect(db.prepare('SELECT version FROM schema_migrations').all()).toEqual([{ version: 1 }]);
    db.close();
  });

  it('refuses duplicate or non-positive versions', () => {
    const db = new BetterSqlite3(':memory:');
    const migration: Migration = { version: 1, name: 'a', sql: 'SELECT 1' };

    expect(() => runMigrations(db, [migration, { ...migration, name: 'again' }])).toThrow(
      /used twice/,
    );
    expect(() => runMigrations(db, [{ ...migration, version: 0 }])).toThrow(/positive integer/);
    db.close();
  });
});
