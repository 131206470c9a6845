import type { Transaction } from '@cloud-portal/api-client';
import { describe, expect, test } from 'vitest';
import {
  allTransactions,
  csvField,
  csvFileName,
  neutraliseFormula,
  transactionsCsv,
} from './transactionsCsv.ts';

const charge = (id: number, overrides: Partial<Transaction> = {}): Transaction => ({
  id,
  kind: 'charge',
  type: 'server',
  sub_type: null,
  message: `Server web-${id} (eu-west2) at 0.0164 usd/h`,
  amount: '-0.3936',
  currency: 'usd',
  status: 'applied',
  external_id: '5f0c6c1e-8a8e-4a36-9a53-2f2a3b1f6d10',
  period_start: '2026-11-21T05:00:00.000Z',
  period_end: '2026-11-22T05:00:00.000Z',
  created: '2026-11-22T05:00:00.000Z',
  ...overrides,
});

describe('CSV export', () => {
  test('RFC 4180: a header, CRLF line ends, commas, quotes and line breaks quoted', () => {
    const csv = transactionsCsv([charge(1, { message: 'Top-up, "card"\nthanks' })]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'id,created,kind,type,sub_type,message,amount,currency,status,external_id,period_start,period_end',
    );
    expect(csv).toContain('"Top-up, ""card""\nthanks"');
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
  });

  test('formula injection: text fields starting with = + - @ tab or CR get a leading quote', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseFormula(`${start}cmd`)).toBe(`'${start}cmd`);
    }
    expect(neutraliseFormula('Server web-1')).toBe('Server web-1');
    const csv = transactionsCsv([
      charge(7, { message: '=HYPERLINK("http://evil","x")', type: '@SUM(A1)', sub_type: '+1' }),
    ]);
    const row = csv.split('\r\n')[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(row).toContain(",'@SUM(A1),'+1,");
  });

  test('negative amounts stay numbers (no quote, no prefix)', () => {
    const row = transactionsCsv([charge(3, { amount: '-12.5000' })]).split('\r\n')[1]!;
    expect(row.split(',')[6]).toBe('-12.5000');
  });

  test('a null text field is empty', () => {
    const row = transactionsCsv([charge(4, { external_id: null, sub_type: null })]).split(
      '\r\n',
    )[1]!;
    expect(row.split(',')[4]).toBe('');
  });

  test('reads every page by offset until count (1,234 rows = 3 pages of 500)', async () => {
    const total = 1234;
    const asked: { offset?: number | undefined; limit?: number | undefined }[] = [];
    const rows = await allTransactions({ kind: 'charge', year: 2026 }, async (query) => {
      asked.push({ offset: query.offset, limit: query.limit });
      expect(query.kind).toBe('charge');
      expect(query.year).toBe(2026);
      const start = query.offset ?? 0;
      const size = Math.min(query.limit ?? 500, total - start);
      return {
        count: total,
        results: Array.from({ length: size }, (_, index) => charge(start + index + 1)),
      };
    });
    expect(asked).toEqual([
      { offset: 0, limit: 500 },
      { offset: 500, limit: 500 },
      { offset: 1000, limit: 500 },
    ]);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row.id)).size).toBe(total);
  });

  test('stops on an empty page even if count said more', async () => {
    let calls = 0;
    const rows = await allTransactions({}, async () => {
      calls += 1;
      return { count: 900, results: calls === 1 ? [charge(1)] : [] };
    });
    expect(rows).toHaveLength(1);
    expect(calls).toBe(2);
  });

  test('file name says what was exported', () => {
    expect(csvFileName({})).toBe('transactions.csv');
    expect(csvFileName({ kind: 'refill', year: 2026, month: 3, day: 7 })).toBe(
      'transactions-refill-2026-03-07.csv',
    );
  });
});
