import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../../platform/migrations.ts';
import { SCHEMA } from '../../schema.ts';
import { cookieOf, createAgent } from '../../test-support/agent.ts';
import { startTestServer } from '../../test-support/server.ts';
import { DEMO_CUSTOMER } from './index.ts';
import { accountMigrations } from './migrations.ts';

const DAY = 24 * 60 * 60_000;
const LOGIN_TIME = new Date('2026-11-21T12:00:00Z');
const DEADLINE = new Date(LOGIN_TIME.getTime() + 30 * DAY);

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: Date;

beforeEach(async () => {
  clock = LOGIN_TIME;
  server = await startTestServer({ now: () => clock });
});
afterEach(async () => {
  await server.close();
});

async function loggedIn() {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  const login = await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  expect(login.statusCode).toBe(200);
  expect(login.json().refresh.expires_at).toBe(DEADLINE.toISOString());
  return agent;
}

function refresh(agent: ReturnType<typeof createAgent>) {
  return agent.call({ method: 'POST', operation: '/jwt-refresh/' });
}

describe('absolute session lifetime', () => {
  it('refresh keeps the deadline 30 days after login; the cookie Max-Age shrinks to it', async () => {
    const agent = await loggedIn();

    clock = new Date(LOGIN_TIME.getTime() + 10 * DAY);
    const tenDaysLater = await refresh(agent);
    expect(tenDaysLater.statusCode).toBe(200);
    expect(tenDaysLater.json().refresh.expires_at).toBe(DEADLINE.toISOString());
    expect(cookieOf(tenDaysLater, 'refresh_token__')?.maxAge).toBe((20 * DAY) / 1000);

    clock = new Date(DEADLINE.getTime() - 5 * 60_000);
    const fiveMinutesLeft = await refresh(agent);
    expect(fiveMinutesLeft.statusCode).toBe(200);
    expect(fiveMinutesLeft.json()).toEqual({
      // The access token does not outlive the session either.
      access: { expires_at: DEADLINE.toISOString() },
      refresh: { expires_at: DEADLINE.toISOString() },
    });
    expect(cookieOf(fiveMinutesLeft, 'refresh_token__')?.maxAge).toBe(5 * 60);
    expect(cookieOf(fiveMinutesLeft, 'access_token__')?.maxAge).toBe(5 * 60);
    expect((await agent.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(200);
  });

  it('ends the session at the deadline: refresh and the API answer 401', async () => {
    const agent = await loggedIn();
    // Refreshed every 10 days, as an open tab would: it still ends on day 30.
    for (const day of [10, 20, 29]) {
      clock = new Date(LOGIN_TIME.getTime() + day * DAY);
      expect((await refresh(agent)).statusCode).toBe(200);
    }
    // A copy of the last refresh token kept for after the deadline.
    const keptRefreshToken = agent.jar.get('refresh_token__') ?? '';

    clock = new Date(DEADLINE.getTime() + 1000);
    // As the app does: a call answers 401 (and, the session being over, a new anonymous CSRF
    // token), then the renewal is refused.
    expect((await agent.call({ method: 'GET', operation: '/customers/' })).statusCode).toBe(401);
    const late = await refresh(agent);

    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'invalid_refresh_token' });
    agent.jar.set('refresh_token__', keptRefreshToken);
    expect((await refresh(agent)).statusCode).toBe(401);
  });
});

describe('account migration 3 (absolute session deadline)', () => {
  it('brings sessions that refresh had extended back to 30 days after their start', () => {
    const db = new BetterSqlite3(':memory:');
    db.pragma('foreign_keys = ON');
    const before = SCHEMA.map((module) =>
      module === accountMigrations
        ? { ...module, migrations: module.migrations.filter((m) => m.version < 3) }
        : module,
    );
    runMigrations(db, before);
    db.prepare(
      `INSERT INTO customers (uuid, email, password_hash, created_at)
       VALUES ('c1', 'a@example.test', 'x', '2026-01-01T00:00:00.000Z')`,
    ).run();
    const insert = db.prepare(
      `INSERT INTO sessions (id, customer_uuid, created_at, expires_at) VALUES (?, 'c1', ?, ?)`,
    );
    // Extended by refreshes to 20 days past its absolute deadline; and one still inside it.
    insert.run('extended', '2026-01-01T00:00:00.000Z', '2026-02-20T00:00:00.000Z');
    insert.run('fresh', '2026-01-10T08:30:00.000Z', '2026-01-20T08:30:00.000Z');

    runMigrations(db, SCHEMA);

    const expiry = (id: string) =>
      db
        .prepare<[string], { expires_at: string }>('SELECT expires_at FROM sessions WHERE id = ?')
        .get(id)?.expires_at;
    expect(expiry('extended')).toBe('2026-01-31T00:00:00.000Z');
    expect(expiry('fresh')).toBe('2026-01-20T08:30:00.000Z');
    db.close();
  });
});
