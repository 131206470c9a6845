import { describe, expect, test } from 'vitest';
import { exportQuery, historySearch, parseHistoryFilters } from './historyFilters.ts';

const parse = (query: string) => parseHistoryFilters(new URLSearchParams(query));

describe('history filters in the URL', () => {
  test('reads kind, year, month, day and page', () => {
    expect(parse('kind=charge&year=2026&month=11&day=2026-11-22&page=3')).toEqual({
      kind: 'charge',
      year: 2026,
      month: 11,
      day: '2026-11-22',
      page: 3,
    });
  });

  test('every kind of the ledger is a filter, refunds included', () => {
    for (const kind of ['charge', 'refill', 'credit', 'bonus', 'refund', 'opening'])
      expect(parse(`kind=${kind}`).kind).toBe(kind);
  });

  test('ignores what is malformed instead of sending it to the API', () => {
    expect(parse('kind=bogus&year=20x6&month=13&day=2026-02-30&page=0')).toEqual({
      kind: undefined,
      year: undefined,
      month: undefined,
      day: undefined,
      page: 1,
    });
    // A month without a year means nothing.
    expect(parse('month=5').month).toBeUndefined();
  });

  test('round trip: the query string of a view reads back as the same view', () => {
    const view = parse('kind=refill&year=2025&month=2&page=4');
    expect(parse(historySearch(view))).toEqual(view);
    expect(historySearch(parse(''))).toBe('');
  });

  test('the export selects the open day, else the year and month, with the kind', () => {
    expect(exportQuery(parse('kind=charge&year=2026&month=1&day=2026-11-22&page=2'))).toEqual({
      kind: 'charge',
      year: 2026,
      month: 11,
      day: 22,
    });
    expect(exportQuery(parse('year=2026&month=1&page=2'))).toEqual({
      kind: undefined,
      year: 2026,
      month: 1,
    });
  });
});
