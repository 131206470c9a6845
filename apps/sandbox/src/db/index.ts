import type { Database } from 'better-sqlite3';
import { consumersRepository, type ConsumersRepository } from './repositories/consumers.ts';
import { customersRepository, type CustomersRepository } from './repositories/customers.ts';
import { keystoneRepository, type KeystoneRepository } from './repositories/keystone.ts';
import {
  accountRecordsRepository,
  type AccountRecordsRepository,
} from './repositories/accountRecords.ts';
import { sessionsRepository, type SessionsRepository } from './repositories/sessions.ts';
import { regionsRepository, type RegionsRepository } from './repositories/regions.ts';
import { contentRepository, type ContentRepository } from './repositories/content.ts';
import { paymentsRepository, type PaymentsRepository } from './repositories/payments.ts';

export type { RegionInput } from './repositories/regions.ts';
export { normaliseEmail, type CustomerRecord } from './repositories/customers.ts';
export type { SessionRecord, RefreshLookup } from './repositories/sessions.ts';
export type { OutboxMail } from './repositories/accountRecords.ts';
export type { AffiliateClickRecord, DonationRecord } from './repositories/payments.ts';
export { CONTENT_LOCALES, hourlyFromMonthlyMinor, minorToDecimal } from './repositories/content.ts';
export type { ConsumerRecord } from './repositories/consumers.ts';
export type { KeystoneProject, KeystoneToken, KeystoneUser } from './repositories/keystone.ts';

export { openDatabase, DATABASE_FILE, type OpenDatabaseOptions } from './database.ts';
export { MIGRATIONS, runMigrations, type Migration } from './migrations.ts';
export {
  DEFAULT_DOMAIN,
  DEMO_CONSUMER,
  DEMO_CUSTOMER,
  SEED_REGIONS,
  seedDatabase,
} from './seed.ts';

/** Every repository over one database: what routes receive instead of SQL. */
export interface Repositories {
  regions: RegionsRepository;
  customers: CustomersRepository;
  consumers: ConsumersRepository;
  keystone: KeystoneRepository;
  sessions: SessionsRepository;
  accountRecords: AccountRecordsRepository;
  content: ContentRepository;
  payments: PaymentsRepository;
}

/**
 * Creates all repositories over an open database.
 *
 * @example
 * const repositories = createRepositories(openDatabase(dataDir));
 * repositories.regions.list();
 */
export function createRepositories(db: Database): Repositories {
  return {
    regions: regionsRepository(db),
    customers: customersRepository(db),
    consumers: consumersRepository(db),
    keystone: keystoneRepository(db),
    sessions: sessionsRepository(db),
    accountRecords: accountRecordsRepository(db),
    content: contentRepository(db),
    payments: paymentsRepository(db),
  };
}
