import { describe, expect, test } from 'vitest';
import { CHART_RANGES, RANGE_SPECS, chartWindow, parseChartRange } from './chartRanges.ts';

describe('chart ranges', () => {
  test('?range= names a period; anything else is 24 h', () => {
    expect(CHART_RANGES.map((range) => parseChartRange(range))).toEqual(['1h', '24h', '7d', '30d']);
    expect(parseChartRange(null)).toBe('24h');
    expect(parseChartRange('1y')).toBe('24h');
    expect(parseChartRange('')).toBe('24h');
  });

  test('5-minute points up to a day, hourly beyond: 12 to 720 points', () => {
    const points = CHART_RANGES.map(
      (range) => RANGE_SPECS[range].seconds / RANGE_SPECS[range].granularity,
    );
    expect(points).toEqual([12, 288, 168, 720]);
  });

  test('the window ends now and starts on a granularity boundary', () => {
    const now = Date.parse('2030-01-01T12:07:30Z');
    expect(chartWindow('1h', now)).toEqual({
      start: Date.parse('2030-01-01T11:05:00Z'),
      end: now,
      granularity: 300,
    });
    expect(chartWindow('7d', now)).toEqual({
      start: Date.parse('2029-12-25T12:00:00Z'),
      end: now,
      granularity: 3600,
    });
    expect(chartWindow('30d', now).start).toBe(Date.parse('2029-12-02T12:00:00Z'));
  });
});
