import { hashToken, randomToken } from '../../platform/security/tokens.ts';
import type { ConsoleTokenRecord, ConsoleTokensStore } from './store.ts';

/** Nova's default `[consoleauth] token_ttl`: a console URL works for 10 minutes. */
export const CONSOLE_TOKEN_TTL_SECONDS = 600;

/** What {@link ConsoleService.createToken} needs. */
export interface ConsoleTokenRequest {
  serverId: string;
  region: string;
  projectId: string;
}

/** Why a presented console token does not open a console, or the token it stands for. */
export type ConsoleTokenCheck =
  | { kind: 'valid'; token: ConsoleTokenRecord }
  | { kind: 'unknown' }
  | { kind: 'expired'; token: ConsoleTokenRecord };

/** The console tokens of the emulated nova-novncproxy, for the compute emulator. */
export interface ConsoleService {
  /**
   * A new console token for a server (its hash stored), valid {@link CONSOLE_TOKEN_TTL_SECONDS}
   * on the sandbox clock. Expired tokens are swept at the same time.
   */
  createToken(request: ConsoleTokenRequest): { token: string; expiresAt: string };
  /** Checks a token presented on `region`'s console websocket. */
  checkToken(region: string, token: string | undefined): ConsoleTokenCheck;
}

/**
 * The path (with query) of the console websocket a token opens: what Nova's remote-console
 * answer points noVNC at. The compute emulator prefixes the request origin.
 *
 * @example
 * websocketPath('eu-west2', token); // '/cloud/eu-west2/console/websockify?token=…'
 */
export function websocketPath(region: string, token: string): string {
  return `/cloud/${encodeURIComponent(region)}/console/websockify?token=${encodeURIComponent(token)}`;
}

/**
 * The console token service over its store and the sandbox clock.
 *
 * @example
 * const service = consoleTokenService(consoleTokensStore(db), platform.now);
 * const { token, expiresAt } = service.createToken({ serverId, region: 'eu-west2', projectId });
 */
export function consoleTokenService(
  store: ConsoleTokensStore,
  now: () => Date,
  ttlSeconds = CONSOLE_TOKEN_TTL_SECONDS,
): ConsoleService {
  return {
    createToken({ serverId, region, projectId }) {
      const createdAt = now();
      store.deleteExpired(createdAt);
      const token = randomToken();
      const expiresAt = new Date(createdAt.getTime() + ttlSeconds * 1000).toISOString();
      store.insert({
        tokenHash: hashToken(token),
        serverId,
        region,
        projectId,
        createdAt: createdAt.toISOString(),
        expiresAt,
      });
      return { token, expiresAt };
    },
    checkToken(region, token) {
      if (token === undefined || token === '') return { kind: 'unknown' };
      const record = store.findByHash(hashToken(token));
      // A token of another region is as unknown here as a made-up one.
      if (record === undefined || record.region !== region) return { kind: 'unknown' };
      if (Date.parse(record.expiresAt) <= now().getTime())
        return { kind: 'expired', token: record };
      return { kind: 'valid', token: record };
    },
  };
}
