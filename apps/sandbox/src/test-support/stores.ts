import type { Database } from 'better-sqlite3';
import { keystoneStore } from '../cloud/identity/store.ts';
import { outboxStore } from '../fakes/mail/outboxStore.ts';
import { openDatabase } from '../platform/database.ts';
import { createDataCipher, loadDataKey, type DataCipher } from '../platform/dataKey.ts';
import { secretsStore } from '../platform/secrets.ts';
import { accountRecordsStore } from '../product/account/accountRecordsStore.ts';
import { customersStore } from '../product/account/customersStore.ts';
import { sessionsStore } from '../product/account/sessionsStore.ts';
import { affiliateStore } from '../product/affiliate/store.ts';
import { consumersStore } from '../product/consumers/store.ts';
import { contentStore } from '../product/content/store.ts';
import { donationsStore } from '../product/donate/store.ts';
import { regionsStore } from '../product/regions/store.ts';
import { SCHEMA } from '../schema.ts';

/** What {@link openTestStores} answers. */
export interface TestStores {
  db: Database;
  /** The data directory's cipher (its `data.key`). */
  dataCipher: DataCipher;
  secrets: ReturnType<typeof secretsStore>;
  regions: ReturnType<typeof regionsStore>;
  customers: ReturnType<typeof customersStore>;
  sessions: ReturnType<typeof sessionsStore>;
  accountRecords: ReturnType<typeof accountRecordsStore>;
  keystone: ReturnType<typeof keystoneStore>;
  consumers: ReturnType<typeof consumersStore>;
  outbox: ReturnType<typeof outboxStore>;
  content: ReturnType<typeof contentStore>;
  clicks: ReturnType<typeof affiliateStore>;
  donations: ReturnType<typeof donationsStore>;
  close: () => void;
}

/**
 * Every module's store over a data directory, for tests that look behind the HTTP surface (a
 * running test server's `dataDir` may be opened next to it: SQLite in WAL mode). Close with
 * `close()`. Only tests reach across modules like this.
 *
 * @example
 * const stores = openTestStores(server.dataDir);
 * stores.customers.findByEmail('demo@cloud-portal.test');
 * stores.close();
 */
export function openTestStores(dataDir: string): TestStores {
  const dataCipher = createDataCipher(loadDataKey({ dataDir }).key);
  const db: Database = openDatabase(dataDir, SCHEMA);
  return {
    db,
    dataCipher,
    secrets: secretsStore(db),
    regions: regionsStore(db),
    customers: customersStore(db, dataCipher),
    sessions: sessionsStore(db),
    accountRecords: accountRecordsStore(db),
    keystone: keystoneStore(db),
    consumers: consumersStore(db, dataCipher),
    outbox: outboxStore(db),
    content: contentStore(db),
    clicks: affiliateStore(db),
    donations: donationsStore(db),
    close: () => db.close(),
  };
}
