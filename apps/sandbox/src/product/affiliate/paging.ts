/** A page asked for: at most `limit` items after skipping `offset`. */
export interface PageRequest {
  limit: number;
  offset: number;
}

/** A page of a list, in the product API's shape (`TransactionPage`, `NewsPage`...). */
export interface Page<T> {
  count: number;
  limit: number;
  offset: number;
  results: T[];
}

/** The affiliate lists' page sizes (openapi.yaml `Limit`: 1–100, default 20). */
export const AFFILIATE_PAGE = { default: 20, max: 100 } as const;

type Query = Record<string, string | string[] | undefined>;

/** Why a page parameter was refused: the field and what to send instead. */
export interface InvalidPageParameter {
  field: 'limit' | 'offset';
  message: string;
}

function wholeNumber(
  query: Query,
  field: 'limit' | 'offset',
  range: { min: number; max: number },
): number | undefined | InvalidPageParameter {
  const text = query[field];
  if (text === undefined || text === '') return undefined;
  // A repeated parameter arrives as an array: refused, as a sign, a fraction or out of range.
  const value = typeof text === 'string' && /^[0-9]{1,9}$/.test(text) ? Number(text) : undefined;
  if (value === undefined || value < range.min || value > range.max)
    return { field, message: `${field} is a whole number from ${range.min} to ${range.max}.` };
  return value;
}

/**
 * The `limit` and `offset` of a list's query (openapi.yaml `Limit`, `Offset`), with their
 * defaults, or the first one that is malformed.
 *
 * @example
 * pageRequest({ limit: '10', offset: '20' }); // { limit: 10, offset: 20 }
 * pageRequest({ limit: '0' }); // { field: 'limit', message: 'limit is a whole number from 1 to 100.' }
 */
export function pageRequest(query: Query): PageRequest | InvalidPageParameter {
  const limit = wholeNumber(query, 'limit', { min: 1, max: AFFILIATE_PAGE.max });
  if (typeof limit === 'object') return limit;
  const offset = wholeNumber(query, 'offset', { min: 0, max: 999_999_999 });
  if (typeof offset === 'object') return offset;
  return { limit: limit ?? AFFILIATE_PAGE.default, offset: offset ?? 0 };
}

/**
 * One page of a list computed in memory (commissions and referrals follow from the ledger).
 *
 * @example
 * pageOf(['a', 'b', 'c'], { limit: 2, offset: 2 }); // { count: 3, limit: 2, offset: 2, results: ['c'] }
 */
export function pageOf<T>(items: readonly T[], page: PageRequest): Page<T> {
  return {
    count: items.length,
    limit: page.limit,
    offset: page.offset,
    results: items.slice(page.offset, page.offset + page.limit),
  };
}
