import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SERVER_LIST_QUERY,
  parseServerListQuery,
  serverListSearchParams,
  type ServerListQuery,
} from './serverListQuery.ts';

const parse = (search: string) => parseServerListQuery(new URLSearchParams(search));

describe('server list query in the URL', () => {
  test('an empty query is the default: newest first, no filters', () => {
    expect(parse('')).toEqual(DEFAULT_SERVER_LIST_QUERY);
    expect(serverListSearchParams(DEFAULT_SERVER_LIST_QUERY).toString()).toBe('');
  });

  test('search, filters and sort round-trip', () => {
    const query: ServerListQuery = {
      search: 'web ams',
      region: 'eu-west2',
      status: 'running',
      os: 'Ubuntu',
      sort: 'name',
      direction: 'descending',
    };
    expect(parse(serverListSearchParams(query).toString())).toEqual(query);
  });

  test('a sort column other than created defaults to ascending', () => {
    expect(parse('sort=name')).toMatchObject({ sort: 'name', direction: 'ascending' });
  });

  test('unknown sort columns and directions fall back to the defaults', () => {
    expect(parse('sort=__proto__&dir=sideways')).toMatchObject({
      sort: 'created',
      direction: 'descending',
    });
  });

  test('blank filters are no filters; an over-long one is ignored', () => {
    expect(parse('region=%20&status=')).toMatchObject({ region: null, status: null });
    expect(parse(`os=${'x'.repeat(201)}`).os).toBeNull();
    expect(parse(`q=${'y'.repeat(500)}`).search).toHaveLength(200);
  });
});
