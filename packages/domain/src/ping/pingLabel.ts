import { PING_FAIL_VALUE } from './pingAggregate.ts';

/** The text of a ping result: a key of the `servers` namespace (region latency) with its params. */
export type PingLabel =
  | { readonly key: 'servers:ping.latency'; readonly params: { readonly ms: number } }
  | { readonly key: 'servers:ping.failed' };

/**
 * The label of an aggregated ping: whole milliseconds, or "No response" for the fail value -3
 * (and any other negative or non-finite value).
 *
 * @example
 * pingLabel(41.5); // { key: 'servers:ping.latency', params: { ms: 42 } }
 * pingLabel(-3);   // { key: 'servers:ping.failed' }
 */
export function pingLabel(latencyMs: number): PingLabel {
  if (latencyMs === PING_FAIL_VALUE || !Number.isFinite(latencyMs) || latencyMs < 0) {
    return { key: 'servers:ping.failed' };
  }
  return { key: 'servers:ping.latency', params: { ms: Math.round(latencyMs) } };
}
