// What the history shows lives in the URL (STYLE: view state that belongs in the URL), so a
// reload, the back button or a shared link keep it: `?kind=charge&year=2026&month=11&page=2`,
// and `&day=2026-11-22` for one day's transactions.
import type { TransactionKind } from '@cloud-portal/api-client';
import type { TransactionQuery } from '../ledgerApi.ts';

/** The kinds of §3 Transaction (the API's `TransactionKind`), in the filter's order. */
export const TRANSACTION_KINDS: readonly TransactionKind[] = [
  'charge',
  'refill',
  'credit',
  'bonus',
  'refund',
  'opening',
];

/** The history's view: its filters, the open day and the page. */
export interface HistoryFilters {
  kind: TransactionKind | undefined;
  year: number | undefined;
  /** 1–12; only with a year. */
  month: number | undefined;
  /** A UTC day `YYYY-MM-DD` whose transactions are shown (the drill-down). */
  day: string | undefined;
  /** 1-based. */
  page: number;
}

const isKind = (value: string | null): value is TransactionKind =>
  (TRANSACTION_KINDS as readonly string[]).includes(value ?? '');

function integerIn(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,4}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

function dayOf(value: string | null): string | undefined {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/**
 * The view a query string asks for; anything malformed (an unknown kind, month 13, a day that
 * does not exist, page 0) is ignored rather than sent to the API.
 * @example parseHistoryFilters(new URLSearchParams('kind=charge&page=2')) // { kind: 'charge', page: 2, … }
 */
export function parseHistoryFilters(params: URLSearchParams): HistoryFilters {
  const kind = params.get('kind');
  const year = integerIn(params.get('year'), 1970, 9999);
  return {
    kind: isKind(kind) ? kind : undefined,
    year,
    month: year === undefined ? undefined : integerIn(params.get('month'), 1, 12),
    day: dayOf(params.get('day')),
    page: integerIn(params.get('page'), 1, 9999) ?? 1,
  };
}

/**
 * The query string of a view (defaults left out, so the bare path is the first page of all).
 * @example historySearch({ kind: 'charge', year: undefined, month: undefined, day: undefined, page: 1 }) // 'kind=charge'
 */
export function historySearch(filters: HistoryFilters): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.year !== undefined) params.set('year', String(filters.year));
  if (filters.year !== undefined && filters.month !== undefined)
    params.set('month', String(filters.month));
  if (filters.day) params.set('day', filters.day);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/**
 * The `GET transactions/` filters of what the view selects (the CSV exports exactly this): the
 * open day, else the year and month, and the kind.
 * @example exportQuery({ kind: 'refill', year: 2026, month: 3, day: undefined, page: 4 }) // { kind: 'refill', year: 2026, month: 3 }
 */
export function exportQuery(filters: HistoryFilters): TransactionQuery {
  if (filters.day) {
    const [year, month, day] = filters.day.split('-').map(Number);
    return { kind: filters.kind, year, month, day };
  }
  return { kind: filters.kind, year: filters.year, month: filters.month };
}
