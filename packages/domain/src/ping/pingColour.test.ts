import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { PING_FAIL_VALUE } from './pingAggregate.ts';
import { pingColour, type PingColour } from './pingColour.ts';

describe('pingColour (§4: scale 0 to 1000 ms)', () => {
  test.each<[number, PingColour]>([
    [0, { state: 'measured', position: 0, hue: 120 }],
    [250, { state: 'measured', position: 0.25, hue: 90 }],
    [500, { state: 'measured', position: 0.5, hue: 60 }],
    [1000, { state: 'measured', position: 1, hue: 0 }],
    [4999, { state: 'measured', position: 1, hue: 0 }],
    [PING_FAIL_VALUE, { state: 'failed' }],
    [-1, { state: 'failed' }],
    [Number.NaN, { state: 'failed' }],
    [Number.POSITIVE_INFINITY, { state: 'failed' }],
  ])('%s ms → %j', (latency, expected) => {
    expect(pingColour(latency)).toEqual(expected);
  });

  const latency = fc.double({ min: 0, max: 10_000, noNaN: true });

  test('position stays in 0..1 and hue in 0..120, hue falling as position rises', () => {
    fc.assert(
      fc.property(latency, (ms) => {
        const colour = pingColour(ms);
        if (colour.state !== 'measured') throw new Error('a non-negative latency must be measured');
        expect(colour.position).toBeGreaterThanOrEqual(0);
        expect(colour.position).toBeLessThanOrEqual(1);
        expect(colour.hue).toBeCloseTo(120 * (1 - colour.position), 9);
      }),
    );
  });

  test('a slower latency never sits nearer the green end', () => {
    fc.assert(
      fc.property(latency, latency, (a, b) => {
        const [fast, slow] = a <= b ? [a, b] : [b, a];
        const fastColour = pingColour(fast);
        const slowColour = pingColour(slow);
        if (fastColour.state !== 'measured' || slowColour.state !== 'measured') {
          throw new Error('non-negative latencies must be measured');
        }
        expect(slowColour.position).toBeGreaterThanOrEqual(fastColour.position);
        expect(slowColour.hue).toBeLessThanOrEqual(fastColour.hue);
      }),
    );
  });
});
