import { computeMigrations } from './cloud/compute/migrations.ts';
import { consoleMigrations } from './cloud/console/migrations.ts';
import { identityMigrations } from './cloud/identity/migrations.ts';
import { volumeMigrations } from './cloud/volume/migrations.ts';
import { imageMigrations } from './cloud/image/migrations.ts';
import { networkMigrations } from './cloud/network/migrations.ts';
import { mailMigrations } from './fakes/mail/migrations.ts';
import type { ModuleMigrations } from './platform/migrations.ts';
import { platformMigrations } from './platform/platformMigrations.ts';
import { accountMigrations } from './product/account/migrations.ts';
import { affiliateMigrations } from './product/affiliate/migrations.ts';
import { billingMigrations } from './product/billing/migrations.ts';
import { consumersMigrations } from './product/consumers/migrations.ts';
import { contentMigrations } from './product/content/migrations.ts';
import { donateMigrations } from './product/donate/migrations.ts';
import { regionsMigrations } from './product/regions/migrations.ts';
import { serversMigrations } from './product/servers/migrations.ts';
import { supportMigrations } from './product/support/migrations.ts';

/**
 * The database schema: every module's migrations, in the order they run. A module's tables may
 * reference tables of the modules above it (customers before consumers, regions before plans).
 * A new module appends its `migrations.ts` here.
 */
export const SCHEMA: readonly ModuleMigrations[] = [
  platformMigrations,
  regionsMigrations,
  accountMigrations,
  identityMigrations,
  consumersMigrations,
  mailMigrations,
  contentMigrations,
  affiliateMigrations,
  donateMigrations,
  computeMigrations,
  consoleMigrations,
  volumeMigrations,
  imageMigrations,
  networkMigrations,
  billingMigrations,
  serversMigrations,
  supportMigrations,
];
