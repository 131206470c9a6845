import { PING_FAIL_VALUE } from './pingAggregate.ts';

/** The text of a ping result: a key of the `account` namespace with its params. */
export type PingLabel =
  | { readonly key: 'account:ping.latency'; readonly params: { readonly ms: number } }
  | { readonly key: 'account:ping.failed' };

/**
 * The label of an aggregated ping: whole milliseconds, or "No response" for the fail value -3
 * (and any other negative or non-finite value).
 *
 * @example
 * pingLabel(41.5); // { key: 'account:ping.latency', params: { ms: 42 } }
 * pingLabel(-3);   // { key: 'account:ping.failed' }
 */
export function pingLabel(latencyMs: number): PingLabel {
  if (latencyMs === PING_FAIL_VALUE || !Number.isFinite(latencyMs) || latencyMs < 0) {
    return { key: 'account:ping.failed' };
  }
  return { key: 'account:ping.latency', params: { ms: Math.round(latencyMs) } };
}
