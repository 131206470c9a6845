// The server list's search, filters and sort as URL query parameters (issue 13: kept in the URL,
// so a filtered list can be reloaded, shared and reached with Back).

/** The columns the list sorts by. */
export const SERVER_SORT_COLUMNS = [
  'name',
  'status',
  'address',
  'os',
  'plan',
  'region',
  'charges',
  'created',
] as const;

/** A sortable column of the list. */
export type ServerSortColumn = (typeof SERVER_SORT_COLUMNS)[number];

/** What the list shows: the search text, the filters (null = all) and the sort. */
export interface ServerListQuery {
  /** Matched against name, address, id, OS and plan, case-insensitive. */
  search: string;
  region: string | null;
  /** A `ServerDisplayStatus`. */
  status: string | null;
  /** An OS name as the OS column shows it. */
  os: string | null;
  sort: ServerSortColumn;
  direction: 'ascending' | 'descending';
}

/** Newest first: the server a customer just created is on top. */
export const DEFAULT_SERVER_LIST_QUERY: ServerListQuery = {
  search: '',
  region: null,
  status: null,
  os: null,
  sort: 'created',
  direction: 'descending',
};

const isSortColumn = (value: string | null): value is ServerSortColumn =>
  (SERVER_SORT_COLUMNS as readonly (string | null)[]).includes(value);

// Filter values are free text from the URL; an over-long one is noise, not a filter.
const MAX_PARAM_LENGTH = 200;
const param = (params: URLSearchParams, name: string): string | null => {
  const value = params.get(name)?.trim();
  return value && value.length <= MAX_PARAM_LENGTH ? value : null;
};

/**
 * Reads the list's query from the URL; anything missing or not understood takes its default.
 * @example parseServerListQuery(new URLSearchParams('q=web&region=eu-west2&sort=name&dir=asc'))
 * // { search: 'web', region: 'eu-west2', status: null, os: null, sort: 'name', direction: 'ascending' }
 */
export function parseServerListQuery(params: URLSearchParams): ServerListQuery {
  const sortParam = params.get('sort');
  const sort = isSortColumn(sortParam) ? sortParam : DEFAULT_SERVER_LIST_QUERY.sort;
  const dir = params.get('dir');
  const direction =
    dir === 'asc'
      ? 'ascending'
      : dir === 'desc'
        ? 'descending'
        : sort === DEFAULT_SERVER_LIST_QUERY.sort
          ? DEFAULT_SERVER_LIST_QUERY.direction
          : 'ascending';
  return {
    search: (params.get('q') ?? '').slice(0, MAX_PARAM_LENGTH),
    region: param(params, 'region'),
    status: param(params, 'status'),
    os: param(params, 'os'),
    sort,
    direction,
  };
}

/**
 * The URL query of a list query, leaving out what equals the default (a clean `/servers/list`
 * for the unfiltered list).
 * @example serverListSearchParams({ ...DEFAULT_SERVER_LIST_QUERY, search: 'web' }).toString() // 'q=web'
 */
export function serverListSearchParams(query: ServerListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search !== '') params.set('q', query.search);
  if (query.region) params.set('region', query.region);
  if (query.status) params.set('status', query.status);
  if (query.os) params.set('os', query.os);
  const defaultSort =
    query.sort === DEFAULT_SERVER_LIST_QUERY.sort &&
    query.direction === DEFAULT_SERVER_LIST_QUERY.direction;
  if (!defaultSort) {
    params.set('sort', query.sort);
    params.set('dir', query.direction === 'ascending' ? 'asc' : 'desc');
  }
  return params;
}
