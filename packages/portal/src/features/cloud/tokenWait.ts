import type { CloudError } from '@cloud-portal/cloud-sdk/core';
import { TIMINGS } from '@cloud-portal/domain/session';

/** What {@link waitForCloudToken} watches. */
export interface TokenWaitSource {
  /** The token to send now, or undefined. */
  read(): string | undefined;
  /** Asks for a new token (§4 "a missing token triggers a token-renewal event"). */
  requestRenewal(): void;
  /** True when the renewal asked for has ended without a token: no point waiting longer. */
  gaveUp(): boolean;
}

/** Timing of {@link waitForCloudToken}; defaults are §9's. */
export interface TokenWaitOptions {
  /** Longest wait. Default `TIMINGS.tokenWaitMs` (10 s). */
  timeoutMs?: number;
  /** How often the token is looked at. Default `TIMINGS.tokenRenewPollMs` (200 ms). */
  pollMs?: number;
  /** Waits; tests pass fake timers' setTimeout through the default. */
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal | undefined;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The CloudError of a request that found no token in time (no token was sent: nothing went out). */
export function noTokenError(): CloudError {
  return {
    name: 'CloudError',
    code: 'unauthorized',
    status: 401,
    message: 'No cloud token: the cloud login did not complete in time.',
  };
}

/**
 * The token provider of the portal's cloud client (§4 Request layer): the token at once when
 * there is one; otherwise asks for a renewal and looks again every 200 ms for up to 10 s. Rejects
 * with a 401 CloudError ({@link noTokenError}) when none came, sooner when the renewal failed, so
 * a request never goes out without its token.
 * @example const token = await waitForCloudToken({ read, requestRenewal, gaveUp });
 */
export async function waitForCloudToken(
  source: TokenWaitSource,
  options: TokenWaitOptions = {},
): Promise<string> {
  const timeoutMs = options.timeoutMs ?? TIMINGS.tokenWaitMs;
  const pollMs = options.pollMs ?? TIMINGS.tokenRenewPollMs;
  const sleep = options.sleep ?? defaultSleep;
  const first = source.read();
  if (first !== undefined) return first;
  source.requestRenewal();
  for (let waited = 0; waited < timeoutMs; waited += pollMs) {
    await sleep(pollMs);
    if (options.signal?.aborted) throw options.signal.reason;
    const token = source.read();
    if (token !== undefined) return token;
    if (source.gaveUp()) break;
  }
  throw noTokenError();
}
