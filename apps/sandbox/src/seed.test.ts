import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from './platform/security/password.ts';
import { DEMO_CUSTOMER } from './product/account/index.ts';
import { DEMO_CONSUMER } from './product/consumers/index.ts';
import { SEED_REGIONS } from './product/regions/index.ts';
import { buildServer } from './server.ts';
import { makeTempDir } from './test-support/server.ts';
import { openTestStores } from './test-support/stores.ts';

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir();
});
afterEach(() => {
  temp.cleanup();
});

async function start(options: { seed?: boolean } = {}): Promise<void> {
  const app = await buildServer({ dataDir: temp.path, staticDir: `${temp.path}/dist`, ...options });
  await app.close();
}

describe('the seed of every module', () => {
  it('creates the demo data on first start', async () => {
    await start();
    const stores = openTestStores(temp.path);

    expect(stores.regions.list().map((region) => region.id)).toEqual(
      SEED_REGIONS.map((region) => region.id),
    );
    const customer = stores.customers.findByEmail(DEMO_CUSTOMER.email);
    expect(customer).toMatchObject({
      email: DEMO_CUSTOMER.email,
      activated: true,
      suspended: false,
    });
    expect(customer?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(customer?.passwordHash).not.toContain(DEMO_CUSTOMER.password);
    expect(await verifyPassword(DEMO_CUSTOMER.password, customer?.passwordHash ?? '')).toBe(true);
    expect(stores.consumers.listByCustomer(customer?.uuid ?? '')).toEqual([
      expect.objectContaining({ name: 'default_consumer', osUser: DEMO_CONSUMER.osUser }),
    ]);
    const cloudUser = stores.keystone.findUserByName('default', DEMO_CONSUMER.osUser);
    expect(await verifyPassword(DEMO_CONSUMER.osPassword, cloudUser?.passwordHash ?? '')).toBe(
      true,
    );
    expect(stores.content.listPlans('eu-west2', 'usd').length).toBeGreaterThan(0);
    stores.close();
  });

  it('is idempotent: a second start creates nothing and keeps the first hashes', async () => {
    await start();
    const first = openTestStores(temp.path);
    const hashBefore = first.customers.findByEmail(DEMO_CUSTOMER.email)?.passwordHash;
    first.close();

    await start();
    const second = openTestStores(temp.path);
    expect(second.customers.findByEmail(DEMO_CUSTOMER.email)?.passwordHash).toBe(hashBefore);
    const count = (table: string) =>
      second.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number };
    expect(count('customers')).toEqual({ n: 1 });
    expect(count('regions')).toEqual({ n: SEED_REGIONS.length });
    expect(count('keystone_users')).toEqual({ n: 1 });
    expect(count('consumers')).toEqual({ n: 1 });
    // The demo customer's starting credit is written once, not at every start.
    expect(
      second.db
        .prepare("SELECT kind, amount_units FROM billing_transactions WHERE kind = 'opening'")
        .all(),
    ).toEqual([{ kind: 'opening', amount_units: 250_000 }]);
    second.close();
  });

  it('keeps data changed while the sandbox ran across a restart', async () => {
    await start();
    const stores = openTestStores(temp.path);
    const created = stores.customers.create({
      email: 'new@customer.test',
      passwordHash: 'scrypt$x',
    });
    const amsterdam = stores.regions.findById('eu-west2');
    if (amsterdam === undefined) throw new Error('seed missing');
    stores.regions.save({ ...amsterdam, meta: { ...amsterdam.meta, is_maintenance: true } }, 0);
    stores.close();

    await start();
    const again = openTestStores(temp.path);
    expect(again.customers.findByUuid(created.uuid)).toEqual(created);
    expect(again.customers.findByEmail('NEW@customer.test')?.uuid).toBe(created.uuid);
    expect(again.regions.findById('eu-west2')?.meta.is_maintenance).toBe(true);
    again.close();
  });

  it('can start without seeding', async () => {
    await start({ seed: false });
    const stores = openTestStores(temp.path);
    expect(stores.regions.list()).toEqual([]);
    expect(stores.customers.findByEmail(DEMO_CUSTOMER.email)).toBeUndefined();
    stores.close();
  });
});
