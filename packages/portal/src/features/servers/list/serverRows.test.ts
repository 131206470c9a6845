import { describe, expect, test } from 'vitest';
import { testServer } from '../../../test/serverFixture.ts';
import { DEFAULT_SERVER_LIST_QUERY } from './serverListQuery.ts';
import { distinctValues, toServerRows, visibleServerRows } from './serverRows.ts';

const servers = [
  testServer({ name: 'web-10', created: '2026-01-03T00:00:00Z' }),
  testServer({ name: 'web-9', created: '2026-01-01T00:00:00Z', region: 'us-east1' }),
  testServer({
    name: 'db-1',
    created: '2026-01-02T00:00:00Z',
    status: 'SHUTOFF',
    'OS-EXT-STS:power_state': 4,
    metadata: { os_distro: 'debian' },
    addresses: { public: [{ addr: '198.51.100.7', version: 4 }] },
  }),
  testServer({ name: 'mystery', image: '', metadata: {}, addresses: {} }),
];
const rows = toServerRows(servers, {
  imagesByRegion: {},
  unknownImage: 'Unknown image',
  charges: new Map([[servers[0]?.id ?? '', 1.5]]),
});
const names = (query: Partial<typeof DEFAULT_SERVER_LIST_QUERY>) =>
  visibleServerRows(rows, { ...DEFAULT_SERVER_LIST_QUERY, ...query }).map((row) => row.name);

describe('server rows', () => {
  test('derive status, OS, address, plan and charges', () => {
    expect(rows[2]).toMatchObject({
      status: 'stopped',
      os: 'Debian',
      address: '198.51.100.7',
      plan: 'std.2c4g',
    });
    expect(rows[3]).toMatchObject({ os: 'Unknown image', address: undefined });
    expect(rows[0]?.charges).toBe(1.5);
    expect(rows[1]?.charges).toBeUndefined();
  });

  test('default order is newest first', () => {
    expect(names({})).toEqual(['web-10', 'db-1', 'mystery', 'web-9']);
  });

  test('name sort is natural (web-9 before web-10) and reverses', () => {
    expect(names({ sort: 'name', direction: 'ascending' })).toEqual([
      'db-1',
      'mystery',
      'web-9',
      'web-10',
    ]);
    expect(names({ sort: 'name', direction: 'descending' })).toEqual([
      'web-10',
      'web-9',
      'mystery',
      'db-1',
    ]);
  });

  test('every search word must match, in any field', () => {
    expect(names({ search: 'WEB us-east' })).toEqual(['web-9']);
    expect(names({ search: '198.51.100' })).toEqual(['db-1']);
    expect(names({ search: 'debian' })).toEqual(['db-1']);
    expect(names({ search: 'nothing-like-this' })).toEqual([]);
  });

  test('filters combine', () => {
    expect(names({ status: 'stopped' })).toEqual(['db-1']);
    expect(names({ region: 'eu-west2', os: 'Ubuntu' })).toEqual(['web-10']);
  });

  test('charges sort puts unknown charges last when descending', () => {
    expect(names({ sort: 'charges', direction: 'descending' })[0]).toBe('web-10');
  });

  test('filter options are the distinct values, sorted', () => {
    expect(distinctValues(rows, (row) => row.os)).toEqual(['Debian', 'Ubuntu', 'Unknown image']);
  });
});
