import BetterSqlite3 from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { consoleModule } from '../cloud/console/index.ts';
import {
  memoryConsoleTargets,
  type ConsoleTarget,
  type MemoryConsoleTargets,
} from '../cloud/console/targets.ts';
import type { ConsoleService } from '../cloud/console/tokens.ts';
import { cloudModule } from '../cloud/index.ts';
import { manualClock, type ManualClock } from '../platform/clock.ts';
import { addFaultInjection } from '../platform/faultsHttp.ts';
import { runMigrations } from '../platform/migrations.ts';
import { registerModules, seedModules, type Platform } from '../platform/module.ts';
import { createPlatform } from '../platform/platform.ts';
import { regionsModule } from '../product/regions/index.ts';
import { SCHEMA } from '../schema.ts';
import { TEST_PASSWORD_COST } from './server.ts';

/** A running sandbox slice with the console over in-memory servers, for console tests. */
export interface ConsoleTestServer {
  app: FastifyInstance;
  platform: Platform;
  clock: ManualClock;
  /** The servers the console's lookup sees; change them to move a server through states. */
  targets: MemoryConsoleTargets;
  tokens: ConsoleService;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

/**
 * Starts, on a free loopback port, the parts of the sandbox the console needs: the regions module
 * (which also serves `/ws/ping`, so both websockets share one app as in the sandbox), the cloud
 * plugin with the console service over {@link memoryConsoleTargets}, and the fault hook; over an
 * in-memory database on a manual clock. The console re-reads its server every `tickMs` (20).
 *
 * @example
 * const server = await startConsoleTestServer([target]);
 * const { token } = server.tokens.createToken({ serverId: target.serverId, region: 'eu-west2', projectId: 'p' });
 */
export async function startConsoleTestServer(
  targets: readonly ConsoleTarget[],
  {
    start = new Date('2026-11-26T10:00:00Z'),
    tickMs = 20,
    handshakeTimeoutMs,
  }: { start?: Date; tickMs?: number; handshakeTimeoutMs?: number } = {},
): Promise<ConsoleTestServer> {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  runMigrations(db, SCHEMA);
  const clock = manualClock(start);
  const platform = createPlatform(db, { clock, passwordCost: TEST_PASSWORD_COST });
  const memory = memoryConsoleTargets(targets);
  const regions = regionsModule(platform);
  const serverConsole = consoleModule(platform, {
    lookup: memory.lookup,
    tickMs,
    ...(handshakeTimeoutMs === undefined ? {} : { handshakeTimeoutMs }),
  });
  const modules = [regions, cloudModule({ regions: regions.service, services: [serverConsole] })];
  seedModules(db, modules);
  const app = Fastify({ logger: false });
  addFaultInjection(app, platform.faults);
  await registerModules(app, modules);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    platform,
    clock,
    targets: memory,
    tokens: serverConsole.service,
    origin,
    close: async () => {
      await app.close();
      db.close();
    },
  };
}
