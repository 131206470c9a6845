import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { DataCipher } from './dataKey.ts';
import type { Clock } from './clock.ts';
import type { EventBus } from './events.ts';
import type { Faults } from './faults.ts';
import type { Ids } from './ids.ts';
import type { Scheduler } from './scheduler.ts';
import type { SecretsStore } from './secrets.ts';
import type { ScryptCost } from './security/password.ts';

/** What every module receives: the shared services of the sandbox. */
export interface Platform {
  /** The one database; a module touches only its own tables (its `migrations.ts`). */
  db: Database;
  /** The sandbox clock: wall time, accelerated by `SANDBOX_CLOCK_SPEED`, or a test's manual one. */
  clock: Clock;
  /** `clock.now`, as a plain function (what modules were given before the clock existed). */
  now: () => Date;
  /** Id generation (UUIDs, OpenStack-style ids, request ids). */
  ids: Ids;
  /** Typed in-process events (`server.created`, `payment.applied`...), delivered after commit. */
  events: EventBus;
  /** Timed transitions on the sandbox clock; in memory only (a restart forgets the jobs). */
  scheduler: Scheduler;
  /** Fault injection rules for `/api`, `/cloud` and `/ws` (browser tests). */
  faults: Faults;
  /** Secrets generated at first start (keys derive from them). */
  secrets: SecretsStore;
  /** scrypt cost of new password hashes (`SCRYPT_COST`, OWASP's minimum; tests pass a cheaper one). */
  passwordCost: ScryptCost;
  /**
   * Encrypts what the sandbox must read back (TOTP secrets, cloud passwords) with the data key,
   * which is not in the database (`SANDBOX_DATA_KEY` or `<dataDir>/data.key`).
   */
  dataCipher: DataCipher;
}

/**
 * A backend area (product/<area>, cloud/<service>, fakes/<party>): its demo data and its routes.
 * Its tables come from its `migrations.ts`, listed in `schema.ts`; what other modules may use of
 * it is its `service`, passed to them by `modules.ts`.
 */
export interface SandboxModule {
  /** The module's name, as in `module_migrations`. */
  readonly name: string;
  /** Inserts the module's demo data when missing (idempotent: edits survive restarts). */
  seed?(): void;
  /** Registers the module's routes on the root instance (with their own prefixes). */
  register?(app: FastifyInstance): Promise<void>;
}

/**
 * Seeds every module in one transaction, in the order given (a module's demo data may use the
 * services of the modules before it).
 *
 * @example
 * seedModules(platform.db, modules);
 */
export function seedModules(db: Database, modules: readonly SandboxModule[]): void {
  db.transaction(() => {
    for (const module of modules) module.seed?.();
  })();
}

/**
 * Registers every module's routes, in the order given. The one registration style of the sandbox.
 *
 * @example
 * await registerModules(app, modules);
 */
export async function registerModules(
  app: FastifyInstance,
  modules: readonly SandboxModule[],
): Promise<void> {
  for (const module of modules) await module.register?.(app);
}
