import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { clockFromFunction, runningClock, type Clock } from './clock.ts';
import { assertDataKeyMatches, createDataCipher, loadDataKey, type DataCipher } from './dataKey.ts';
import { openDatabase } from './database.ts';
import { eventBus } from './events.ts';
import { createFaults } from './faults.ts';
import { randomIds, type Ids } from './ids.ts';
import type { ModuleMigrations } from './migrations.ts';
import type { Platform } from './module.ts';
import { createScheduler } from './scheduler.ts';
import { secretsStore } from './secrets.ts';
import { SCRYPT_COST, type ScryptCost } from './security/password.ts';

/** Where the platform services report a subscriber's or a task's error (Fastify's `app.log`). */
export interface PlatformLogger {
  error(details: object, message: string): void;
}

/** Options of {@link createPlatform} and {@link openPlatform}. */
export interface PlatformOptions {
  /** The sandbox clock. Default: `now` as a clock, else the wall clock. */
  clock?: Clock | undefined;
  /** A plain time function (tests that set the time by hand); ignored when `clock` is given. */
  now?: (() => Date) | undefined;
  /** Id generation. Default {@link randomIds}. */
  ids?: Ids | undefined;
  /** Default: `console.error`. */
  log?: PlatformLogger | undefined;
  /** scrypt cost of new password hashes. Default {@link SCRYPT_COST} (OWASP's minimum). */
  passwordCost?: ScryptCost | undefined;
}

const consoleLogger: PlatformLogger = {
  error: (details, message) => console.error(`cloud-portal sandbox: ${message}`, details),
};

/**
 * The platform services over an open database: clock, ids, events, scheduler, faults, secrets,
 * the password-hashing cost and the cipher of data at rest (default: a throwaway random key, for
 * in-memory tests; {@link openPlatform} uses the data directory's key).
 *
 * @example
 * const platform = createPlatform(db, { clock: manualClock(new Date('2026-01-01T00:00:00Z')) });
 */
export function createPlatform(
  db: Database,
  options: PlatformOptions & { dataCipher?: DataCipher | undefined } = {},
): Platform {
  const clock =
    options.clock ?? (options.now === undefined ? runningClock() : clockFromFunction(options.now));
  const ids = options.ids ?? randomIds();
  const log = options.log ?? consoleLogger;
  return {
    db,
    clock,
    now: () => clock.now(),
    ids,
    events: eventBus({
      clock,
      ids,
      db,
      onHandlerError: (error, meta) =>
        log.error({ err: error, event: meta.name, eventId: meta.id }, 'event handler failed'),
    }),
    scheduler: createScheduler({
      clock,
      ids,
      onTaskError: (error, job) =>
        log.error({ err: error, job: job.name, jobId: job.id }, 'scheduled task failed'),
    }),
    faults: createFaults({ ids }),
    secrets: secretsStore(db),
    passwordCost: options.passwordCost ?? SCRYPT_COST,
    dataCipher: options.dataCipher ?? createDataCipher(randomBytes(32)),
  };
}

/**
 * Opens the platform of a data directory: the data key (`dataKey`, the value of
 * `SANDBOX_DATA_KEY`, else `<dataDir>/data.key`, generated on first start), the database with
 * every module's migrations applied, and the services of {@link createPlatform}. Throws a
 * `DataKeyError` when the key is malformed, readable by others, or not the one the data directory
 * was encrypted with. Close it with {@link closePlatform}.
 *
 * @example
 * const platform = openPlatform({ dataDir, schema: SCHEMA });
 */
export function openPlatform(
  options: PlatformOptions & {
    dataDir: string;
    schema: readonly ModuleMigrations[];
    dataKey?: string | undefined;
  },
): Platform {
  const { key, source } = loadDataKey({
    dataDir: options.dataDir,
    fromEnvironment: options.dataKey,
  });
  const dataCipher = createDataCipher(key);
  const db = openDatabase(options.dataDir, options.schema);
  try {
    assertDataKeyMatches(secretsStore(db), dataCipher, source);
  } catch (error) {
    db.close();
    throw error;
  }
  return createPlatform(db, { ...options, dataCipher });
}

/**
 * Stops the scheduler, lets the queued events reach their subscribers, then closes the database.
 *
 * @example
 * app.addHook('onClose', () => closePlatform(platform));
 */
export async function closePlatform(platform: Platform): Promise<void> {
  platform.scheduler.close();
  await platform.events.drained();
  platform.db.close();
}
