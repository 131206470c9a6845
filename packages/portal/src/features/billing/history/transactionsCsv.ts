// The CSV export of the history (issue 14): RFC 4180 (CRLF lines, fields with a comma, quote or
// line break quoted, quotes doubled) with a guard against formula injection — a text field a
// spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets a
// leading single quote. Amounts stay plain numbers (a charge's "-0.3936" must stay a number), so
// the guard is applied to the free-text fields only.
import type { Transaction } from '@cloud-portal/api-client';
import type { TransactionQuery } from '../ledgerApi.ts';
import { TRANSACTIONS_PAGE_SIZE } from '../ledgerApi.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text field made safe for spreadsheets: a leading `'` when it would start a formula.
 * @example neutraliseFormula('=HYPERLINK("x")') // "'=HYPERLINK(\"x\")"
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * One RFC 4180 field: quoted when it holds a comma, a double quote, CR or LF (quotes doubled).
 * @example csvField('a "b", c') // '"a ""b"", c"'
 */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The columns of the export, in order (the header row is these names). */
export const CSV_COLUMNS = [
  'id',
  'created',
  'kind',
  'type',
  'sub_type',
  'message',
  'amount',
  'currency',
  'status',
  'external_id',
  'period_start',
  'period_end',
] as const;

/**
 * The transactions as a CSV document (header row, CRLF line ends, a final CRLF).
 * @example transactionsCsv([charge]) // 'id,created,kind,…\r\n42,2026-11-22T05:00:00.000Z,charge,…\r\n'
 */
export function transactionsCsv(transactions: readonly Transaction[]): string {
  const text = (value: string | null) => csvField(neutraliseFormula(value ?? ''));
  const rows = transactions.map((transaction) =>
    [
      String(transaction.id),
      csvField(transaction.created),
      transaction.kind,
      text(transaction.type),
      text(transaction.sub_type),
      text(transaction.message),
      // A signed decimal as the API wrote it: a number, never quoted.
      /^-?\d+(\.\d+)?$/.test(transaction.amount) ? transaction.amount : text(transaction.amount),
      transaction.currency,
      transaction.status,
      text(transaction.external_id),
      csvField(transaction.period_start ?? ''),
      csvField(transaction.period_end ?? ''),
    ].join(','),
  );
  return [CSV_COLUMNS.join(','), ...rows].map((line) => `${line}\r\n`).join('');
}

/** One page of `GET transactions/` as the export reads it. */
export interface TransactionPageLike {
  count: number;
  results: readonly Transaction[];
}

/**
 * Every transaction a query selects, page after page of {@link TRANSACTIONS_PAGE_SIZE} by
 * `offset` until `count` is reached (or a page comes back empty, so a shrinking ledger cannot
 * loop for ever).
 * @example await allTransactions({ kind: 'charge' }, (query) => fetchPage(query))
 */
export async function allTransactions(
  query: TransactionQuery,
  fetchPage: (query: TransactionQuery) => Promise<TransactionPageLike>,
): Promise<Transaction[]> {
  const all: Transaction[] = [];
  for (;;) {
    const page = await fetchPage({ ...query, offset: all.length, limit: TRANSACTIONS_PAGE_SIZE });
    all.push(...page.results);
    if (page.results.length === 0 || all.length >= page.count) return all;
  }
}

/**
 * The file name of an export: `transactions[-kind][-year[-month[-day]]].csv`.
 * @example csvFileName({ kind: 'charge', year: 2026, month: 11 }) // 'transactions-charge-2026-11.csv'
 */
export function csvFileName(query: TransactionQuery): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const parts = ['transactions'];
  if (query.kind) parts.push(query.kind);
  if (query.year !== undefined) parts.push(String(query.year));
  if (query.month !== undefined) parts.push(pad(query.month));
  if (query.day !== undefined) parts.push(pad(query.day));
  return `${parts.join('-')}.csv`;
}
