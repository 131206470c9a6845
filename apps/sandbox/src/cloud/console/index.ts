import type { Platform } from '../../platform/module.ts';
import type { CloudService } from '../service.ts';
import { consoleRoutes } from './routes.ts';
import { consoleTokensStore } from './store.ts';
import type { ConsoleTargetLookup } from './targets.ts';
import { consoleTokenService, type ConsoleService } from './tokens.ts';

export { memoryConsoleTargets, type ConsoleTarget, type ConsoleTargetLookup } from './targets.ts';
export { CONSOLE_TOKEN_TTL_SECONDS, websocketPath, type ConsoleService } from './tokens.ts';

/** Options of {@link consoleModule}. */
export interface ConsoleModuleOptions {
  /** Finds a server's state (compute's `consoleTarget`). */
  lookup: ConsoleTargetLookup;
  /** How often an open console re-reads its server and the clock, in ms. Default 250. */
  tickMs?: number;
  /** An RFB handshake not finished by then closes the connection. Default 30 s. */
  handshakeTimeoutMs?: number;
}

/**
 * The emulated server console (nova-novncproxy): console tokens (`service.createToken`, used by
 * compute's remote-console call with {@link websocketPath}) and the RFB 3.8 websocket
 * `/cloud/{region}/console/websockify?token=…` that noVNC connects to. Server state comes from
 * `lookup` (compute's).
 *
 * @example
 * const console = consoleModule(platform, { lookup: (serverId) => compute.consoleTarget(serverId) });
 * const { token } = console.service.createToken({ serverId, region: 'eu-west2', projectId });
 */
export function consoleModule(
  platform: Platform,
  { lookup, ...timing }: ConsoleModuleOptions,
): CloudService & { service: ConsoleService } {
  const service = consoleTokenService(consoleTokensStore(platform.db), platform.now);
  return {
    name: 'console',
    service,
    routes: async (app) => {
      await app.register(consoleRoutes, { tokens: service, lookup, now: platform.now, ...timing });
    },
  };
}
