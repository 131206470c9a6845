import { assertDataKeyMatches, createDataCipher, loadDataKey } from './dataKey.ts';
import { openDatabase } from './database.ts';
import type { ModuleMigrations } from './migrations.ts';
import type { Platform } from './module.ts';
import { secretsStore } from './secrets.ts';
import { SCRYPT_COST, type ScryptCost } from './security/password.ts';

/**
 * Opens the platform of a data directory: the data key (`dataKey`, the value of
 * `SANDBOX_DATA_KEY`, else `<dataDir>/data.key`, generated on first start), the database with
 * every module's migrations applied, the clock, the secrets and the password-hashing cost
 * (default {@link SCRYPT_COST}). Throws a `DataKeyError` when the key is malformed, readable by
 * others, or not the one the data directory was encrypted with. Close it with
 * `platform.db.close()`.
 *
 * @example
 * const platform = openPlatform({ dataDir, schema: SCHEMA });
 */
export function openPlatform(options: {
  dataDir: string;
  schema: readonly ModuleMigrations[];
  now?: (() => Date) | undefined;
  passwordCost?: ScryptCost | undefined;
  dataKey?: string | undefined;
}): Platform {
  const { key, source } = loadDataKey({
    dataDir: options.dataDir,
    fromEnvironment: options.dataKey,
  });
  const dataCipher = createDataCipher(key);
  const db = openDatabase(options.dataDir, options.schema);
  const secrets = secretsStore(db);
  try {
    assertDataKeyMatches(secrets, dataCipher, source);
  } catch (error) {
    db.close();
    throw error;
  }
  return {
    db,
    now: options.now ?? (() => new Date()),
    secrets,
    passwordCost: options.passwordCost ?? SCRYPT_COST,
    dataCipher,
  };
}
