import { PING_FAIL_VALUE } from './pingAggregate.ts';

/** Upper end of the latency colour scale, in ms (§4: "The colour scale runs 0 to 1000 ms"). */
export const PING_COLOUR_SCALE_MAX_MS = 1000;

/** HSL hue at 0 ms (green). */
export const PING_HUE_FAST = 120;

/** HSL hue at 1000 ms and above (red). */
export const PING_HUE_SLOW = 0;

/**
 * Where a latency sits on the colour scale. `position` runs 0 (0 ms) to 1 (1000 ms or more);
 * `hue` is the matching HSL hue from green (120) to red (0). A failed measurement has no place
 * on the scale: the UI shows its own "no response" style.
 */
export type PingColour =
  | { readonly state: 'measured'; readonly position: number; readonly hue: number }
  | { readonly state: 'failed' };

/**
 * Places a latency on the 0–1000 ms colour scale of §4. The fail value -3, any other negative
 * number and non-finite values give `{ state: 'failed' }`; latencies above 1000 ms are clamped
 * to the red end.
 *
 * @example
 * pingColour(0);    // { state: 'measured', position: 0, hue: 120 }
 * pingColour(250);  // { state: 'measured', position: 0.25, hue: 90 }
 * pingColour(-3);   // { state: 'failed' }
 */
export function pingColour(latencyMs: number): PingColour {
  if (latencyMs === PING_FAIL_VALUE || !Number.isFinite(latencyMs) || latencyMs < 0) {
    return { state: 'failed' };
  }
  const position = Math.min(latencyMs, PING_COLOUR_SCALE_MAX_MS) / PING_COLOUR_SCALE_MAX_MS;
  return {
    state: 'measured',
    position,
    hue: PING_HUE_FAST + (PING_HUE_SLOW - PING_HUE_FAST) * position,
  };
}
