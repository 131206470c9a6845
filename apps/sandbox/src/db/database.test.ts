import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../security/password.ts';
import { makeTempDir } from '../test-support/server.ts';
import {
  createRepositories,
  DATABASE_FILE,
  DEMO_CONSUMER,
  DEMO_CUSTOMER,
  openDatabase,
  SEED_REGIONS,
  seedDatabase,
} from './index.ts';

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir();
});
afterEach(() => {
  temp.cleanup();
});

describe('openDatabase', () => {
  it('creates <dataDir>/sandbox.sqlite (and missing folders) in WAL mode with foreign keys on', () => {
    const dataDir = join(temp.path, 'nested', 'default');
    const db = openDatabase(dataDir);

    expect(existsSync(join(dataDir, DATABASE_FILE))).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('seeds the demo data on first start', async () => {
    const db = openDatabase(temp.path);
    const repositories = createRepositories(db);

    expect(repositories.regions.list().map((region) => region.id)).toEqual(
      SEED_REGIONS.map((region) => region.id),
    );
    const customer = repositories.customers.findByEmail(DEMO_CUSTOMER.email);
    expect(customer).toMatchObject({
      email: DEMO_CUSTOMER.email,
      activated: true,
      suspended: false,
    });
    expect(customer?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(customer?.passwordHash).not.toContain(DEMO_CUSTOMER.password);
    expect(await verifyPassword(DEMO_CUSTOMER.password, customer?.passwordHash ?? '')).toBe(true);
    const consumers = repositories.consumers.listByCustomer(customer?.uuid ?? '');
    expect(consumers).toEqual([
      expect.objectContaining({ name: 'default_consumer', osUser: DEMO_CONSUMER.osUser }),
    ]);
    const cloudUser = repositories.keystone.findUserByName('default', DEMO_CONSUMER.osUser);
    expect(await verifyPassword(DEMO_CONSUMER.osPassword, cloudUser?.passwordHash ?? '')).toBe(
      true,
    );
    db.close();
  });

  it('seeds idempotently: a second start creates nothing and keeps the first hashes', () => {
    const first = openDatabase(temp.path);
    const hashBefore = createRepositories(first).customers.findByEmail(
      DEMO_CUSTOMER.email,
    )?.passwordHash;
    expect(seedDatabase(first)).toEqual({ regions: 0, customer: false, consumer: false });
    first.close();

    const second = openDatabase(temp.path);
    const repositories = createRepositories(second);
    expect(repositories.customers.findByEmail(DEMO_CUSTOMER.email)?.passwordHash).toBe(hashBefore);
    expect(second.prepare('SELECT count(*) AS n FROM customers').get()).toEqual({ n: 1 });
    expect(second.prepare('SELECT count(*) AS n FROM regions').get()).toEqual({
      n: SEED_REGIONS.length,
    });
    expect(second.prepare('SELECT count(*) AS n FROM keystone_users').get()).toEqual({ n: 1 });
    second.close();
  });

  it('keeps data across close and reopen, and does not overwrite changed seed data', () => {
    const db = openDatabase(temp.path);
    const repositories = createRepositories(db);
    const created = repositories.customers.create({
      email: 'new@customer.test',
      passwordHash: 'scrypt$x',
      balance: '12.50',
    });
    const amsterdam = repositories.regions.findById('eu-west2');
    if (amsterdam === undefined) throw new Error('seed missing');
    repositories.regions.save(
      { ...amsterdam, meta: { ...amsterdam.meta, is_maintenance: true } },
      0,
    );
    db.close();

    const reopened = openDatabase(temp.path);
    const again = createRepositories(reopened);
    expect(again.customers.findByUuid(created.uuid)).toEqual(created);
    expect(again.customers.findByEmail('NEW@customer.test')?.balance).toBe('12.50');
    expect(again.regions.findById('eu-west2')?.meta.is_maintenance).toBe(true);
    reopened.close();
  });

  it('can open without seeding', () => {
    const db = openDatabase(temp.path, { seed: false });

    expect(createRepositories(db).regions.list()).toEqual([]);
    db.close();
  });
});
