import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../../platform/migrations.ts';
import { SCHEMA } from '../../schema.ts';
import { createAgent } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';
import { openTestStores } from '../../test-support/stores.ts';
import { accountRecordsStore } from './accountRecordsStore.ts';
import { DEMO_CUSTOMER } from './index.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

/** Asks for a reset link for the demo customer; answers its token (read from the outbox). */
async function requestResetToken(agent: ReturnType<typeof createAgent>): Promise<string> {
  const requested = await agent.call({
    method: 'POST',
    operation: '/customers/request-reset-password',
    body: { email: DEMO_CUSTOMER.email },
  });
  expect(requested.statusCode).toBe(200);
  const stores = openTestStores(server.dataDir);
  try {
    const [newest] = stores.outbox.list(1);
    const token = new URL(newest?.link ?? '', 'http://x').searchParams.get('token');
    expect(token).toBeTruthy();
    return token ?? '';
  } finally {
    stores.close();
  }
}

function resetWith(agent: ReturnType<typeof createAgent>, token: string, password: string) {
  return agent.call({
    method: 'POST',
    operation: '/customers/reset-password',
    body: { token, password },
  });
}

describe('open reset links are voided', () => {
  it('using one reset link voids the other unused ones', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    const first = await requestResetToken(agent);
    const second = await requestResetToken(agent);

    expect((await resetWith(agent, second, 'reset-password-2026')).statusCode).toBe(200);
    const older = await resetWith(agent, first, 'attacker-password-2026');

    expect(older.statusCode).toBe(400);
    expect(older.json()).toMatchObject({ code: 'invalid_reset_token' });
    expect((await agent.login(DEMO_CUSTOMER.email, 'reset-password-2026')).statusCode).toBe(200);
  });

  it('changing the password voids the open reset links', async () => {
    const agent = createAgent(server.app);
    await agent.primeCsrf();
    const token = await requestResetToken(agent);
    await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);

    const changed = await agent.call({
      method: 'POST',
      operation: '/customers/change-password',
      body: { old_password: DEMO_CUSTOMER.password, password: 'changed-password-2026' },
    });
    expect(changed.statusCode).toBe(200);
    const late = await resetWith(agent, token, 'attacker-password-2026');

    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'invalid_reset_token' });
    expect((await agent.login(DEMO_CUSTOMER.email, 'changed-password-2026')).statusCode).toBe(200);
  });
});

describe('accountRecords.voidPasswordResets', () => {
  it("voids only the customer's unused tokens", () => {
    const db = new BetterSqlite3(':memory:');
    db.pragma('foreign_keys = ON');
    runMigrations(db, SCHEMA);
    const addCustomer = db.prepare(
      `INSERT INTO customers (uuid, email, password_hash, created_at) VALUES (?, ?, 'x', ?)`,
    );
    addCustomer.run('c1', 'one@example.test', '2026-01-01T00:00:00.000Z');
    addCustomer.run('c2', 'two@example.test', '2026-01-01T00:00:00.000Z');
    const records = accountRecordsStore(db);
    const now = new Date('2026-01-01T10:00:00Z');
    const expires = new Date('2026-01-01T11:00:00Z');
    records.addPasswordReset('a', 'c1', now, expires);
    records.addPasswordReset('b', 'c1', now, expires);
    records.addPasswordReset('c', 'c2', now, expires);

    records.voidPasswordResets('c1', now);

    expect(records.consumePasswordReset('a', now)).toBeUndefined();
    expect(records.consumePasswordReset('b', now)).toBeUndefined();
    expect(records.consumePasswordReset('c', now)).toBe('c2');
    db.close();
  });
});
