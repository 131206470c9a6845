import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test-support/server.ts';
import { DATABASE_FILE, openDatabase } from './database.ts';
import type { ModuleMigrations } from './migrations.ts';

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir();
});
afterEach(() => {
  temp.cleanup();
});

const notes: ModuleMigrations = {
  module: 'notes',
  migrations: [
    {
      version: 1,
      name: 'notes',
      sql: 'CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT) STRICT',
    },
  ],
};

describe('openDatabase', () => {
  it('creates <dataDir>/sandbox.sqlite (and missing folders) in WAL mode with foreign keys on', () => {
    const dataDir = join(temp.path, 'nested', 'default');
    const db = openDatabase(dataDir, [notes]);

    expect(existsSync(join(dataDir, DATABASE_FILE))).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('applies the schema and keeps data across close and reopen', () => {
    const db = openDatabase(temp.path, [notes]);
    db.prepare("INSERT INTO notes (text) VALUES ('kept')").run();
    db.close();

    const reopened = openDatabase(temp.path, [notes]);
    expect(reopened.prepare('SELECT text FROM notes').all()).toEqual([{ text: 'kept' }]);
    reopened.close();
  });

  it('closes the database when a migration fails', () => {
    const broken: ModuleMigrations = {
      module: 'broken',
      migrations: [{ version: 1, name: 'broken', sql: 'CREATE TABLE (' }],
    };
    expect(() => openDatabase(temp.path, [broken])).toThrow(/syntax error/);
    // The file is not left locked: it opens again.
    openDatabase(temp.path, [notes]).close();
  });
});
