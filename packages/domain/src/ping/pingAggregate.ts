// §4 Ping measurement, §9 Limits: up to 50 websocket pings per region, 5000 ms timeout each; the
// result is the fail value -3 when half or fewer succeed.

/** Most pings sent to one region in a measurement (§4, §9). */
export const PING_MAX_SAMPLES = 50;

/** A ping without an echo within this many milliseconds has failed (§4, §9). */
export const PING_TIMEOUT_MS = 5000;

/** The measurement result when half or fewer of the pings succeed (§4). */
export const PING_FAIL_VALUE = -3;

/** A round-trip time in ms, or `null` for a ping that got no echo (error, closed socket). */
export type PingSample = number | null;

function isSuccessfulSample(sample: PingSample): sample is number {
  return sample !== null && Number.isFinite(sample) && sample >= 0 && sample <= PING_TIMEOUT_MS;
}

/**
 * True when a single ping counts as a success: a finite round trip from 0 to 5000 ms inclusive.
 * `null`, negative, non-finite and slower-than-timeout samples are failures.
 *
 * @example
 * isSuccessfulPing(42);   // true
 * isSuccessfulPing(5001); // false
 * isSuccessfulPing(null); // false
 */
export function isSuccessfulPing(sample: PingSample): boolean {
  return isSuccessfulSample(sample);
}

/**
 * Aggregates one region's ping samples (§4 Ping measurement). Only the first 50 samples count.
 * A sample fails when it is `null`, not a finite non-negative number, or above 5000 ms. When half
 * or fewer of the counted samples succeed (including no samples at all) the result is
 * `PING_FAIL_VALUE` (-3). Otherwise it is the MEDIAN of the successful round trips: a median
 * ignores the odd slow echo (GC pause, background tab) that would drag a mean up. With an even
 * count it is the mean of the two middle values; the value is not rounded.
 *
 * @example
 * aggregatePings([40, 42, 300, null]); // 42 (3 of 4 succeeded)
 * aggregatePings([40, null, null]);    // -3 (1 of 3)
 * aggregatePings([40, 60]);            // 50
 */
export function aggregatePings(samples: readonly PingSample[]): number {
  const counted = samples.slice(0, PING_MAX_SAMPLES);
  const successes = counted.filter(isSuccessfulSample).sort((a, b) => a - b);
  if (successes.length * 2 <= counted.length) return PING_FAIL_VALUE;
  // The middle value (odd count) or the two middle values (even count).
  const middle = successes.slice(
    Math.floor((successes.length - 1) / 2),
    Math.floor(successes.length / 2) + 1,
  );
  return middle.reduce((sum, value) => sum + value, 0) / middle.length;
}
