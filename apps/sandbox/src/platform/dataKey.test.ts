import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test-support/server.ts';
import {
  DATA_KEY_FILE,
  DataKeyError,
  assertDataKeyMatches,
  createDataCipher,
  loadDataKey,
  parseDataKey,
} from './dataKey.ts';
import { runMigrations } from './migrations.ts';
import { platformMigrations } from './platformMigrations.ts';
import { secretsStore } from './secrets.ts';

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir();
});
afterEach(() => {
  temp.cleanup();
});

const aKey = () => randomBytes(32).toString('base64');

describe('loadDataKey', () => {
  it('generates data.key (32 bytes, base64, mode 0600) on first start and reads the same key later', () => {
    const first = loadDataKey({ dataDir: temp.path });
    const path = join(temp.path, DATA_KEY_FILE);

    expect(first.key).toHaveLength(32);
    expect(first.source).toBe(path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8')).toMatch(/^[A-Za-z0-9+/]{43}=\n$/);
    expect(loadDataKey({ dataDir: temp.path }).key.equals(first.key)).toBe(true);
    // No temporary file is left next to it.
    expect(readdirSync(temp.path)).toEqual([DATA_KEY_FILE]);
  });

  it('creates the data directory when it is missing', () => {
    const dataDir = join(temp.path, 'nested', 'data');
    expect(loadDataKey({ dataDir }).key).toHaveLength(32);
    expect(existsSync(join(dataDir, DATA_KEY_FILE))).toBe(true);
  });

  it('refuses a key file that group or others may read, saying how to fix it', () => {
    loadDataKey({ dataDir: temp.path });
    const path = join(temp.path, DATA_KEY_FILE);
    chmodSync(path, 0o644);

    expect(() => loadDataKey({ dataDir: temp.path })).toThrow(DataKeyError);
    expect(() => loadDataKey({ dataDir: temp.path })).toThrow(
      `${path} has mode 0644: other users may read the data key. Run \`chmod 600 ${path}\``,
    );
    chmodSync(path, 0o640);
    expect(() => loadDataKey({ dataDir: temp.path })).toThrow(/mode 0640/);
  });

  it('refuses a malformed key file instead of replacing it', () => {
    const path = join(temp.path, DATA_KEY_FILE);
    writeFileSync(path, 'not a key\n', { mode: 0o600 });

    expect(() => loadDataKey({ dataDir: temp.path })).toThrow(
      `${path} must hold 32 random bytes in base64`,
    );
    expect(readFileSync(path, 'utf8')).toBe('not a key\n');
  });

  it('takes the key from the environment when given, and then writes no file', () => {
    const value = aKey();
    const loaded = loadDataKey({ dataDir: temp.path, fromEnvironment: value });

    expect(loaded).toEqual({ key: Buffer.from(value, 'base64'), source: 'SANDBOX_DATA_KEY' });
    expect(existsSync(join(temp.path, DATA_KEY_FILE))).toBe(false);
  });

  it.each([
    ['', 'empty'],
    [randomBytes(16).toString('base64'), '16 bytes'],
    [randomBytes(32).toString('hex'), 'hex'],
    [randomBytes(32).toString('base64url'), 'base64url without padding'],
    [`${aKey().slice(0, 40)}!!!=`, 'foreign characters'],
  ])('refuses a malformed SANDBOX_DATA_KEY (%#: %s)', (value) => {
    expect(() => parseDataKey(value, 'SANDBOX_DATA_KEY')).toThrow(
      'SANDBOX_DATA_KEY must hold 32 random bytes in base64 (44 characters',
    );
  });
});

describe('createDataCipher', () => {
  const cipher = createDataCipher(randomBytes(32));
  const place = 'customers.totp_secret:7b0c';

  it('encrypts to v1: + base64url(iv | ciphertext | tag) with a fresh IV, and decrypts back', () => {
    const first = cipher.encrypt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', place);
    const second = cipher.encrypt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', place);

    expect(first).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(Buffer.from(first.slice(3), 'base64url')).toHaveLength(12 + 32 + 16);
    expect(first).not.toBe(second);
    expect(first).not.toContain('GEZD');
    expect(cipher.decrypt(first, place)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(cipher.isEncrypted(first)).toBe(true);
    expect(cipher.isEncrypted('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')).toBe(false);
  });

  it('refuses another key, another place, a changed value and plaintext', () => {
    const stored = cipher.encrypt('secret', place);
    const raw = Buffer.from(stored.slice(3), 'base64url');
    raw[14] = (raw[14] ?? 0) ^ 1;

    expect(() => createDataCipher(randomBytes(32)).decrypt(stored, place)).toThrow(DataKeyError);
    expect(() => cipher.decrypt(stored, 'customers.totp_secret:other')).toThrow(
      'A value of customers.totp_secret:other does not decrypt with the data key.',
    );
    expect(() => cipher.decrypt(`v1:${raw.toString('base64url')}`, place)).toThrow(DataKeyError);
    expect(() => cipher.decrypt('v1:c2hvcnQ', place)).toThrow(/too short/);
    expect(() => cipher.decrypt('secret', place)).toThrow(/is not encrypted/);
    expect(() => createDataCipher(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('assertDataKeyMatches', () => {
  it('passes for the key of the first start and stops another key with a message', () => {
    const db = new BetterSqlite3(':memory:');
    runMigrations(db, [platformMigrations]);
    const secrets = secretsStore(db);
    const key = randomBytes(32);

    assertDataKeyMatches(secrets, createDataCipher(key), '/data/data.key');
    assertDataKeyMatches(secrets, createDataCipher(key), '/data/data.key');
    expect(() =>
      assertDataKeyMatches(secrets, createDataCipher(randomBytes(32)), 'SANDBOX_DATA_KEY'),
    ).toThrow(
      'The data key from SANDBOX_DATA_KEY is not the one this data directory was encrypted with.',
    );
    db.close();
  });
});
