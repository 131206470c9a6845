import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { base32Decode, totpCode } from '@cloud-portal/domain/totp';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCHEMA } from '../schema.ts';
import { buildServer } from '../server.ts';
import { createAgent } from '../test-support/agent.ts';
import { TEST_PASSWORD_COST, makeTempDir } from '../test-support/server.ts';
import { openTestStores } from '../test-support/stores.ts';
import { DATABASE_FILE } from './database.ts';
import { runMigrations } from './migrations.ts';

/** The data directory main made at 06ed36a, before the module layout (see the file's header). */
const FIXTURE = readFileSync(new URL('./fixtures/data-dir-06ed36a.sql', import.meta.url), 'utf8');
const TOTP_USER = {
  email: 'totp-user@example.test',
  password: 'old-main-password-1',
  secret: '4E6NLMRAFDW2G7OV4FVGTBNXYG2ZQOHC',
  recoveryCode: 'ydhjwtm9',
};

/**
 * Starts the sandbox on the fixture, with cheap scrypt (test servers use it too). The first start
 * wraps the fixture's ten legacy recovery-code HMACs in scrypt.
 */
const start = () =>
  buildServer({
    dataDir: temp.path,
    staticDir: join(temp.path, 'dist'),
    passwordCost: TEST_PASSWORD_COST,
  });

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir();
  const db = new BetterSqlite3(join(temp.path, DATABASE_FILE));
  db.exec(FIXTURE);
  db.close();
});
afterEach(() => {
  temp.cleanup();
});

interface Column {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

/** Every table's columns and every index, by name: what must match between old and new. */
function shape(db: BetterSqlite3.Database) {
  const tables = db
    .prepare<[], { name: string }>(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
       AND name NOT IN ('schema_migrations', 'module_migrations') ORDER BY name`,
    )
    .all()
    .map((row) => row.name);
  const indexes = db
    .prepare<[], { name: string; tbl_name: string }>(
      "SELECT name, tbl_name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name",
    )
    .all();
  return {
    tables: Object.fromEntries(
      tables.map((table) => [table, db.prepare<[], Column>(`PRAGMA table_info(${table})`).all()]),
    ),
    indexes,
  };
}

describe('a data directory made before the module layout', () => {
  it('upgrades in place to the same schema a new data directory gets, keeping every row', async () => {
    const before = new BetterSqlite3(join(temp.path, DATABASE_FILE));
    const rowsBefore = before
      .prepare<[], { n: number }>(
        'SELECT (SELECT count(*) FROM customers) + (SELECT count(*) FROM news) + (SELECT count(*) FROM recovery_codes) AS n',
      )
      .get();
    before.close();

    const app = await start();
    await app.close();

    const upgraded = new BetterSqlite3(join(temp.path, DATABASE_FILE));
    const fresh = new BetterSqlite3(':memory:');
    runMigrations(fresh, SCHEMA);
    expect(shape(upgraded)).toEqual(shape(fresh));
    const adopted = upgraded
      .prepare<[], { module: string; version: number }>(
        'SELECT module, version FROM module_migrations ORDER BY module, version',
      )
      .all();
    expect(adopted).toEqual(
      expect.arrayContaining(
        SCHEMA.flatMap(({ module, migrations }) =>
          migrations
            .filter((migration) => migration.legacyVersion !== undefined)
            .map((migration) => ({ module, version: migration.version })),
        ),
      ),
    );
    expect(
      upgraded
        .prepare<[], { n: number }>(
          'SELECT (SELECT count(*) FROM customers) + (SELECT count(*) FROM news) + (SELECT count(*) FROM recovery_codes) AS n',
        )
        .get(),
    ).toEqual(rowsBefore);
    upgraded.close();
    fresh.close();
  });

  it('protects its secrets in place on first start: TOTP secret and cloud password encrypted, recovery-code HMACs wrapped in scrypt', async () => {
    const raw = () => {
      const db = new BetterSqlite3(join(temp.path, DATABASE_FILE));
      const values = {
        totpSecret: db
          .prepare<[string], { totp_secret: string }>(
            'SELECT totp_secret FROM customers WHERE email = ?',
          )
          .get(TOTP_USER.email)?.totp_secret,
        osPassword: db
          .prepare<[], { os_password: string }>('SELECT os_password FROM consumers')
          .get()?.os_password,
        recoveryCodes: db
          .prepare<[], { code_hash: string }>('SELECT code_hash FROM recovery_codes')
          .all()
          .map((row) => row.code_hash),
      };
      db.close();
      return values;
    };
    expect(raw()).toMatchObject({
      totpSecret: TOTP_USER.secret,
      osPassword: 'demo-consumer-password-2026',
    });
    expect(raw().recoveryCodes.every((hash) => /^[A-Za-z0-9_-]{43}$/.test(hash))).toBe(true);

    const app = await start();
    await app.close();

    const after = raw();
    expect(after.totpSecret).toMatch(/^v1:/);
    expect(after.osPassword).toMatch(/^v1:/);
    // Recovery codes were bare HMACs under a key derived from a secret in the same database.
    expect(after.recoveryCodes).toHaveLength(10);
    for (const hash of after.recoveryCodes) expect(hash).toMatch(/^hmac\+scrypt\$256\$8\$1\$/);
    expect(new Set(after.recoveryCodes.map((hash) => hash.split('$')[4])).size).toBe(1);
    const stores = openTestStores(temp.path);
    const customer = stores.customers.findByEmail(TOTP_USER.email);
    expect(customer?.totpSecret).toBe(TOTP_USER.secret);
    const demo = stores.customers.findByEmail('demo@cloud-portal.test');
    expect(stores.consumers.listByCustomer(demo?.uuid ?? '')[0]?.osPassword).toBe(
      'demo-consumer-password-2026',
    );
    stores.close();
  });

  it('still logs its customers in: password, TOTP code and recovery code', async () => {
    const app = await start();
    try {
      const agent = createAgent(app);
      await agent.call({ method: 'GET', operation: '/time/' });
      const challenge = await agent.call({
        method: 'POST',
        operation: '/login/',
        body: { email: TOTP_USER.email, password: TOTP_USER.password },
      });
      expect(challenge.json()).toEqual({ totp_required: true });
      const code = await totpCode(base32Decode(TOTP_USER.secret), Date.now());
      const login = await agent.call({
        method: 'POST',
        operation: '/totp/verify/',
        body: { email: TOTP_USER.email, code },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ customer: { email: TOTP_USER.email } });

      const second = createAgent(app);
      await second.call({ method: 'GET', operation: '/time/' });
      await second.call({
        method: 'POST',
        operation: '/login/',
        body: { email: TOTP_USER.email, password: TOTP_USER.password },
      });
      const withRecovery = await second.call({
        method: 'POST',
        operation: '/totp/verify/',
        body: { email: TOTP_USER.email, code: TOTP_USER.recoveryCode },
      });
      expect(withRecovery.statusCode).toBe(200);

      // Once only, like a new code.
      const third = createAgent(app);
      await third.call({ method: 'GET', operation: '/time/' });
      await third.call({
        method: 'POST',
        operation: '/login/',
        body: { email: TOTP_USER.email, password: TOTP_USER.password },
      });
      const replayed = await third.call({
        method: 'POST',
        operation: '/totp/verify/',
        body: { email: TOTP_USER.email, code: TOTP_USER.recoveryCode },
      });
      expect(replayed.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});
