import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { base32Decode, totpCode } from '@cloud-portal/domain/totp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CONSUMER } from '../product/consumers/index.ts';
import { DEMO_CUSTOMER } from '../product/account/index.ts';
import { buildServer } from '../server.ts';
import { createAgent } from '../test-support/agent.ts';
import { TEST_PASSWORD_COST, makeTempDir } from '../test-support/server.ts';
import { openTestStores } from '../test-support/stores.ts';
import { DATABASE_FILE } from './database.ts';
import { DATA_KEY_FILE, DataKeyError } from './dataKey.ts';

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir();
});
afterEach(() => {
  temp.cleanup();
});

const start = (dataKey?: string) =>
  buildServer({
    dataDir: temp.path,
    staticDir: join(temp.path, 'dist'),
    passwordCost: TEST_PASSWORD_COST,
    dataKey,
  });

function rawColumns() {
  const stores = openTestStores(temp.path);
  const customer = stores.db
    .prepare<[string], { totp_secret: string | null; totp_pending_secret: string | null }>(
      'SELECT totp_secret, totp_pending_secret FROM customers WHERE email = ?',
    )
    .get(DEMO_CUSTOMER.email);
  const consumer = stores.db
    .prepare<[], { os_password: string }>('SELECT os_password FROM consumers')
    .get();
  const secrets = stores.db
    .prepare<[], { value: string }>('SELECT value FROM sandbox_secrets')
    .all()
    .map((row) => row.value);
  stores.close();
  return { customer, consumer, secrets };
}

/** Logs the demo customer in and starts the TOTP setup; answers the agent and the secret. */
async function setUpTotp(app: Awaited<ReturnType<typeof start>>) {
  const agent = createAgent(app);
  await agent.primeCsrf();
  await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const setup = await agent.call({
    method: 'POST',
    operation: '/totp/setup/',
    body: { password: DEMO_CUSTOMER.password },
  });
  return { agent, secret: setup.json().secret as string };
}

describe('secrets at rest', () => {
  it('stores TOTP secrets and cloud passwords encrypted with a key that is not in the database', async () => {
    const app = await start();
    let secret = '';
    try {
      const setup = await setUpTotp(app);
      secret = setup.secret;
      const pending = rawColumns().customer?.totp_pending_secret ?? '';
      expect(pending).toMatch(/^v1:[A-Za-z0-9_-]+$/);
      expect(pending).not.toContain(secret);

      const verified = await setup.agent.call({
        method: 'POST',
        operation: '/totp/verify-setup/',
        body: { code: await totpCode(base32Decode(secret), Date.now()) },
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await app.close();
    }

    const { customer, consumer, secrets } = rawColumns();
    expect(customer?.totp_secret).toMatch(/^v1:/);
    expect(customer?.totp_pending_secret).toBeNull();
    expect(consumer?.os_password).toMatch(/^v1:/);

    // The key is in data.key only: neither it nor the plaintexts are anywhere in the database file.
    const key = readFileSync(join(temp.path, DATA_KEY_FILE), 'utf8').trim();
    expect(secrets).not.toContain(key);
    const database = readFileSync(join(temp.path, DATABASE_FILE));
    for (const needle of [key, secret, DEMO_CONSUMER.osPassword]) {
      expect(database.includes(needle), needle).toBe(false);
    }
    // Read through the stores (with the key), they are what was stored.
    const stores = openTestStores(temp.path);
    const demo = stores.customers.findByEmail(DEMO_CUSTOMER.email);
    expect(demo?.totpSecret).toBe(secret);
    expect(stores.consumers.listByCustomer(demo?.uuid ?? '')[0]?.osPassword).toBe(
      DEMO_CONSUMER.osPassword,
    );
    stores.close();
  });

  it('restarts with the same key and logs in with TOTP; another key stops the start', async () => {
    const key = randomBytes(32).toString('base64');
    const first = await start(key);
    try {
      const { agent, secret } = await setUpTotp(first);
      const code = await totpCode(base32Decode(secret), Date.now());
      const verified = await agent.call({
        method: 'POST',
        operation: '/totp/verify-setup/',
        body: { code },
      });
      expect(verified.statusCode).toBe(200);
    } finally {
      await first.close();
    }

    await expect(start(randomBytes(32).toString('base64'))).rejects.toThrow(DataKeyError);
    // Without SANDBOX_DATA_KEY the sandbox would make a data.key: also not the right key.
    await expect(start()).rejects.toThrow(/is not the one this data directory was encrypted with/);

    const again = await start(key);
    try {
      const agent = createAgent(again);
      await agent.primeCsrf();
      expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).json()).toEqual({
        totp_required: true,
      });
    } finally {
      await again.close();
    }
  });
});
