import { afterEach, describe, expect, it } from 'vitest';
import { SCRYPT_COST, hashPasswordSync, verifyPassword } from '../../platform/security/password.ts';
import { composeSandbox } from '../../server.ts';
import { createAgent } from '../../test-support/agent.ts';
import { makeTempDir, startTestServer } from '../../test-support/server.ts';
import { openTestStores } from '../../test-support/stores.ts';
import { DEMO_CUSTOMER } from './index.ts';

const CONFIGURED = { N: 2 ** 11, r: 8, p: 1 };
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function serverWithDemoHash(storedHash: string) {
  const server = await startTestServer({ passwordCost: CONFIGURED });
  cleanups.push(server.close);
  const stores = openTestStores(server.dataDir);
  const demo = stores.customers.findByEmail(DEMO_CUSTOMER.email);
  stores.customers.setPasswordHash(demo?.uuid ?? '', storedHash);
  stores.close();
  return server;
}

function storedDemoHash(dataDir: string): string {
  const stores = openTestStores(dataDir);
  const hash = stores.customers.findByEmail(DEMO_CUSTOMER.email)?.passwordHash ?? '';
  stores.close();
  return hash;
}

describe('password hashes are upgraded on login', () => {
  it('a hash of a cheaper cost is replaced by one of the configured cost after a successful login', async () => {
    const old = hashPasswordSync(DEMO_CUSTOMER.password, { N: 2 ** 10, r: 8, p: 1 });
    const server = await serverWithDemoHash(old);
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    expect((await agent.login(DEMO_CUSTOMER.email, 'not-the-password')).statusCode).toBe(400);
    expect(storedDemoHash(server.dataDir)).toBe(old);

    expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
    const upgraded = storedDemoHash(server.dataDir);
    expect(upgraded).toMatch(/^scrypt\$2048\$8\$1\$/);
    expect(await verifyPassword(DEMO_CUSTOMER.password, upgraded)).toBe(true);
  });

  it('a hash at least as strong as the configured cost is kept (never downgraded)', async () => {
    const stronger = hashPasswordSync(DEMO_CUSTOMER.password, { N: 2 ** 12, r: 8, p: 1 });
    const server = await serverWithDemoHash(stronger);
    const agent = createAgent(server.app);
    await agent.primeCsrf();

    expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
    expect(storedDemoHash(server.dataDir)).toBe(stronger);
  });
});

describe('the default cost', () => {
  it("is OWASP's minimum for scrypt: N=2^17, r=8, p=1", () => {
    expect(SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
  });

  it('is what a sandbox started without the option hashes sign-ups with', async () => {
    const temp = makeTempDir();
    const { app } = await composeSandbox({
      dataDir: temp.path,
      staticDir: `${temp.path}/dist`,
      seed: false,
    });
    cleanups.push(async () => {
      await app.close();
      temp.cleanup();
    });
    const agent = createAgent(app);
    await agent.primeCsrf();
    const signUp = await agent.call({
      method: 'POST',
      operation: '/customers/',
      body: { email: 'owasp@example.test', password: 'a-long-password' },
    });
    expect(signUp.statusCode).toBe(201);

    const stores = openTestStores(temp.path);
    const stored = stores.customers.findByEmail('owasp@example.test')?.passwordHash ?? '';
    stores.close();
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('a-long-password', stored)).toBe(true);
  });
});
