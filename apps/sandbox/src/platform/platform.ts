import { openDatabase } from './database.ts';
import type { ModuleMigrations } from './migrations.ts';
import type { Platform } from './module.ts';
import { secretsStore } from './secrets.ts';
import { SCRYPT_COST, type ScryptCost } from './security/password.ts';

/**
 * Opens the platform of a data directory: the database with every module's migrations applied,
 * the clock, the secrets and the password-hashing cost (default {@link SCRYPT_COST}). Close it
 * with `platform.db.close()`.
 *
 * @example
 * const platform = openPlatform({ dataDir, schema: SCHEMA });
 */
export function openPlatform(options: {
  dataDir: string;
  schema: readonly ModuleMigrations[];
  now?: (() => Date) | undefined;
  passwordCost?: ScryptCost | undefined;
}): Platform {
  const db = openDatabase(options.dataDir, options.schema);
  return {
    db,
    now: options.now ?? (() => new Date()),
    secrets: secretsStore(db),
    passwordCost: options.passwordCost ?? SCRYPT_COST,
  };
}
