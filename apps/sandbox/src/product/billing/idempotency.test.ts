import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../platform/migrations.ts';
import { SCHEMA } from '../../schema.ts';
import {
  CLAIM_TIMEOUT_MS,
  idempotencyKeyOf,
  requestFingerprint,
  runIdempotent,
  type StoredAnswer,
} from './idempotency.ts';
import { paymentsStore } from './paymentsStore.ts';

function setUp() {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  runMigrations(db, SCHEMA);
  for (const uuid of ['c1', 'c2'])
    db.prepare(
      `INSERT INTO customers (uuid, email, password_hash, created_at) VALUES (?, ?, 'x', ?)`,
    ).run(uuid, `${uuid}@x.test`, '2026-01-01T00:00:00.000Z');
  return paymentsStore(db);
}

const at = (ms: number) => new Date(Date.UTC(2026, 10, 27) + ms);
const request = (customerUuid: string, key: string, body: unknown, ms = 0) => ({
  customerUuid,
  key,
  fingerprint: requestFingerprint('createPayment', body),
  now: at(ms),
});

describe('runIdempotent', () => {
  it('runs once per customer and key, replays the answer, refuses another body', () => {
    const store = setUp();
    let runs = 0;
    const work = (): StoredAnswer => ({ statusCode: 201, body: { run: (runs += 1) } });
    const first = runIdempotent(store, request('c1', 'k', { amount: '10' }), work);
    const again = runIdempotent(store, request('c1', 'k', { amount: '10' }), work);
    const other = runIdempotent(store, request('c1', 'k', { amount: '11' }), work);
    const otherCustomer = runIdempotent(store, request('c2', 'k', { amount: '10' }), work);
    expect(first).toEqual({ kind: 'fresh', answer: { statusCode: 201, body: { run: 1 } } });
    expect(again).toEqual({ kind: 'replayed', answer: { statusCode: 201, body: { run: 1 } } });
    expect(other).toEqual({ kind: 'mismatch' });
    expect(otherCustomer).toEqual({ kind: 'fresh', answer: { statusCode: 201, body: { run: 2 } } });
  });

  it('the same body in another key order is the same request', () => {
    expect(requestFingerprint('op', { a: 1, b: [{ c: 2, d: 3 }] })).toBe(
      requestFingerprint('op', { b: [{ d: 3, c: 2 }], a: 1 }),
    );
    expect(requestFingerprint('op', { a: 1 })).not.toBe(requestFingerprint('op', { a: '1' }));
  });

  it('a duplicate that arrives while the first is in flight is in_use (409)', () => {
    const store = setUp();
    let inner: unknown;
    const outer = runIdempotent(store, request('c1', 'k', {}), () => {
      inner = runIdempotent(store, request('c1', 'k', {}), () => ({ statusCode: 201, body: 2 }));
      return { statusCode: 201, body: 1 };
    });
    expect(inner).toEqual({ kind: 'in_use' });
    expect(outer).toMatchObject({ kind: 'fresh', answer: { body: 1 } });
  });

  it('a failed run releases the key; a claim abandoned for a minute is taken over', () => {
    const store = setUp();
    expect(() =>
      runIdempotent(store, request('c1', 'k', {}), () => {
        throw new Error('database busy');
      }),
    ).toThrow('database busy');
    expect(
      runIdempotent(store, request('c1', 'k', {}), () => ({ statusCode: 201, body: 1 })),
    ).toMatchObject({
      kind: 'fresh',
    });

    // A request that died mid-way (a crash) left its claim.
    expect(
      store.claimKey('c1', 'dead', requestFingerprint('createPayment', {}), at(0).toISOString()),
    ).toBe(true);
    const soon = runIdempotent(store, request('c1', 'dead', {}, CLAIM_TIMEOUT_MS - 1), () => ({
      statusCode: 201,
      body: 'x',
    }));
    const later = runIdempotent(store, request('c1', 'dead', {}, CLAIM_TIMEOUT_MS), () => ({
      statusCode: 201,
      body: 'y',
    }));
    expect(soon).toEqual({ kind: 'in_use' });
    expect(later).toEqual({ kind: 'fresh', answer: { statusCode: 201, body: 'y' } });
  });
});

describe('idempotencyKeyOf', () => {
  it('reads bare and structured-field (quoted) keys of 1–255 printable characters', () => {
    expect(idempotencyKeyOf('abc')).toBe('abc');
    expect(idempotencyKeyOf('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toBe(
      '8e03978e-40d5-43e8-bc93-6894a57f9324',
    );
    expect(idempotencyKeyOf('x'.repeat(255))).toBe('x'.repeat(255));
    for (const bad of ['', '""', 'x'.repeat(256), 'tab\there', 'é'])
      expect(idempotencyKeyOf(bad), bad).toBeUndefined();
  });
});
