import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memorySandbox } from '../../test-support/memorySandbox.ts';
import { contentStore, hourlyFromMonthlyMinor, minorToDecimal } from './store.ts';

describe('minorToDecimal', () => {
  it('writes minor units with two decimals', () => {
    expect(minorToDecimal(0)).toBe('0.00');
    expect(minorToDecimal(59)).toBe('0.59');
    expect(minorToDecimal(1250)).toBe('12.50');
    expect(minorToDecimal(4900)).toBe('49.00');
    expect(minorToDecimal(-5)).toBe('-0.05');
  });

  it('round-trips any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (minor) => {
        expect(Math.round(Number(minorToDecimal(minor)) * 100)).toBe(minor);
      }),
    );
  });
});

describe('hourlyFromMonthlyMinor', () => {
  it('divides by 730 hours and rounds half up to 4 decimals', () => {
    expect(hourlyFromMonthlyMinor(1200)).toBe('0.0164'); // 12 / 730 = 0.016438
    expect(hourlyFromMonthlyMinor(300)).toBe('0.0041'); // 3 / 730 = 0.004110
    expect(hourlyFromMonthlyMinor(110_400)).toBe('1.5123'); // 1104 ₽ / 730 = 1.512329
    expect(hourlyFromMonthlyMinor(73_000)).toBe('1.0000');
  });

  it('stays within half a ten-thousandth of the exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (minor) => {
        const exact = minor / 100 / 730;
        expect(Math.abs(Number(hourlyFromMonthlyMinor(minor)) - exact)).toBeLessThanOrEqual(
          0.00005 + 1e-12,
        );
      }),
    );
  });
});

describe('content seed', () => {
  it('is idempotent and keeps edits made after the first run', async () => {
    const sandbox = memorySandbox();
    const { db } = sandbox;
    sandbox.seed();
    const count = (table: string) =>
      db.prepare<[], { count: number }>(`SELECT count(*) AS count FROM ${table}`).get()?.count;
    const before = ['news', 'news_translations', 'kb_articles', 'notifications', 'plans'].map(
      count,
    );
    db.prepare(
      "UPDATE news_translations SET title = 'Edited' WHERE news_id = 1 AND lang = 'en'",
    ).run();

    sandbox.seed();

    expect(
      ['news', 'news_translations', 'kb_articles', 'notifications', 'plans'].map(count),
    ).toEqual(before);
    expect(contentStore(db).findNews(1, 'en')?.title).toBe('Edited');
    await sandbox.close();
  });

  it('has every text in en, ru and zh, and falls back to English when one is missing', async () => {
    const sandbox = memorySandbox();
    const { db } = sandbox;
    sandbox.seed();
    const missing = db
      .prepare<[], { news_id: number }>(
        `SELECT n.id AS news_id FROM news n WHERE (SELECT count(*) FROM news_translations t WHERE t.news_id = n.id) <> 3`,
      )
      .all();
    expect(missing).toEqual([]);

    db.prepare("DELETE FROM news_translations WHERE news_id = 2 AND lang = 'zh'").run();
    const fallback = contentStore(db).findNews(2, 'zh');
    expect(fallback?.lang).toBe('en');
    expect(fallback?.title).toMatch(/two-factor/i);
    await sandbox.close();
  });
});
