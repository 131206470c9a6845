import { describe, expect, test } from 'vitest';
import { CHARTS, summarize, toPoints } from './serverMetrics.ts';

const at = (minute: number) => `2030-01-01T00:${String(minute).padStart(2, '0')}:00+00:00`;
const t = (minute: number) => Date.parse(at(minute));

describe('server metrics', () => {
  test('the charts and the Ceilometer meters they read', () => {
    expect(
      CHARTS.map((chart) => [
        chart.id,
        chart.series.map((series) => `${series.metric}:${series.aggregation}`),
      ]),
    ).toEqual([
      ['cpu', ['cpu:rate:mean']],
      ['memory', ['memory.usage:mean']],
      ['disk', ['disk.device.read.bytes:rate:mean', 'disk.device.write.bytes:rate:mean']],
      ['network', ['network.incoming.bytes:rate:mean', 'network.outgoing.bytes:rate:mean']],
    ]);
  });

  test('CPU time per 300 s poll becomes % of the vCPUs', () => {
    // 2 vCPUs fully busy for 300 s: 600e9 ns.
    expect(toPoints([[at(0), 300, 600e9]], 'cpu', 2)).toEqual([{ time: t(0), value: 100 }]);
    expect(toPoints([[at(5), 300, 150e9]], 'cpu', 2)).toEqual([{ time: t(5), value: 25 }]);
    // Unknown vCPUs count as one.
    expect(toPoints([[at(5), 300, 150e9]], 'cpu', 0)).toEqual([{ time: t(5), value: 50 }]);
  });

  test('memory MB become bytes; byte counters per poll become bytes per second', () => {
    expect(toPoints([[at(0), 300, 512]], 'memory', 1)).toEqual([
      { time: t(0), value: 512 * 1024 * 1024 },
    ]);
    expect(toPoints([[at(0), 300, 3_000_000]], 'read', 1)).toEqual([{ time: t(0), value: 10_000 }]);
  });

  test('points are sorted; negative rates (counter resets) and bad points are left out', () => {
    expect(
      toPoints(
        [
          [at(10), 300, 600],
          [at(0), 300, 300],
          [at(5), 300, -9e9],
          ['not a time', 300, 1],
          [at(15), 300, Number.NaN],
        ],
        'out',
        1,
      ),
    ).toEqual([
      { time: t(0), value: 1 },
      { time: t(10), value: 2 },
    ]);
  });

  test('summary: latest, average and maximum; none without points', () => {
    expect(
      summarize([
        { time: 1, value: 2 },
        { time: 2, value: 7 },
        { time: 3, value: 3 },
      ]),
    ).toEqual({ latest: 3, average: 4, max: 7 });
    expect(summarize([])).toBeUndefined();
  });
});
