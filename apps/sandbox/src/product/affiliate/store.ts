import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** A recorded affiliate click. */
export interface AffiliateClickRecord {
  id: string;
  affiliateUuid: string;
  unique: boolean;
  utm: Record<string, string>;
  createdAt: string;
}

/** The clicks of one UTC day. */
export interface ClicksOfDay {
  date: string;
  total: number;
  unique: number;
}

/**
 * Clicks of affiliate links (SPEC §7 Affiliate) of the affiliate module.
 *
 * @example
 * const clicks = affiliateStore(db);
 * clicks.recordClick({ affiliateUuid, unique: true, utm: {} }, new Date());
 */
export function affiliateStore(db: Database) {
  const insertClick = db.prepare<[string, string, number, string, string]>(
    'INSERT INTO affiliate_clicks (id, affiliate_uuid, is_unique, utm, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const clicksOf = db.prepare<
    [string],
    { id: string; affiliate_uuid: string; is_unique: number; utm: string; created_at: string }
  >('SELECT * FROM affiliate_clicks WHERE affiliate_uuid = ? ORDER BY created_at, id');
  const perDay = db.prepare<[string, string], { date: string; total: number; unique: number }>(
    `SELECT substr(created_at, 1, 10) AS date, count(*) AS total, sum(is_unique) AS "unique"
     FROM affiliate_clicks WHERE affiliate_uuid = ? AND created_at >= ?
     GROUP BY date ORDER BY date DESC`,
  );

  return {
    /** Records a click on an affiliate link. */
    recordClick(
      input: { affiliateUuid: string; unique: boolean; utm: Record<string, string> },
      now: Date,
    ): AffiliateClickRecord {
      const record: AffiliateClickRecord = {
        id: randomUUID(),
        affiliateUuid: input.affiliateUuid,
        unique: input.unique,
        utm: input.utm,
        createdAt: now.toISOString(),
      };
      insertClick.run(
        record.id,
        record.affiliateUuid,
        record.unique ? 1 : 0,
        JSON.stringify(record.utm),
        record.createdAt,
      );
      return record;
    },

    /** The clicks of an affiliate, oldest first. */
    listClicks(affiliateUuid: string): AffiliateClickRecord[] {
      return clicksOf.all(affiliateUuid).map((row) => ({
        id: row.id,
        affiliateUuid: row.affiliate_uuid,
        unique: row.is_unique === 1,
        utm: JSON.parse(row.utm) as Record<string, string>,
        createdAt: row.created_at,
      }));
    },

    /** An affiliate's clicks per UTC day (`YYYY-MM-DD`) from `since` (ISO time) on, newest first. */
    clicksPerDay(affiliateUuid: string, since: string): ClicksOfDay[] {
      return perDay.all(affiliateUuid, since);
    },
  };
}

/** The affiliate store's interface. */
export type AffiliateStore = ReturnType<typeof affiliateStore>;
