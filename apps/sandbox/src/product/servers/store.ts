import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** A server-created report as stored (SPEC §7 server-created). */
export interface ServerReportRecord {
  id: string;
  customerUuid: string;
  serverId: string;
  region: string;
  isReinstall: boolean;
  /** A root password was given (the password itself is not kept). */
  hasPassword: boolean;
  /** An application panel password was given (not kept either). */
  hasAppPassword: boolean;
  reportedAt: string;
}

interface ServerReportRow {
  id: string;
  customer_uuid: string;
  server_id: string;
  region: string;
  is_reinstall: 0 | 1;
  has_password: 0 | 1;
  has_app_password: 0 | 1;
  reported_at: string;
}

const toRecord = (row: ServerReportRow): ServerReportRecord => ({
  id: row.id,
  customerUuid: row.customer_uuid,
  serverId: row.server_id,
  region: row.region,
  isReinstall: row.is_reinstall === 1,
  hasPassword: row.has_password === 1,
  hasAppPassword: row.has_app_password === 1,
  reportedAt: row.reported_at,
});

/**
 * The server-created reports of the servers module.
 *
 * @example
 * const reports = serverReportsStore(db);
 * reports.record({ customerUuid, serverId, region: 'eu-west2', isReinstall: false, hasPassword: true, hasAppPassword: false }, new Date());
 */
export function serverReportsStore(db: Database) {
  const insert = db.prepare(
    `INSERT INTO server_reports
       (id, customer_uuid, server_id, region, is_reinstall, has_password, has_app_password, reported_at)
     VALUES (@id, @customerUuid, @serverId, @region, @isReinstall, @hasPassword, @hasAppPassword, @reportedAt)`,
  );
  const creationOf = db.prepare<[string], ServerReportRow>(
    'SELECT * FROM server_reports WHERE server_id = ? AND is_reinstall = 0',
  );
  const byId = db.prepare<[string], ServerReportRow>('SELECT * FROM server_reports WHERE id = ?');
  const ofCustomer = db.prepare<[string], ServerReportRow>(
    'SELECT * FROM server_reports WHERE customer_uuid = ? ORDER BY reported_at, rowid',
  );

  return {
    /**
     * Records a report. The creation of a server is recorded once: a repeat answers the first
     * report with `created: false`; every reinstall is recorded.
     */
    record(
      report: Omit<ServerReportRecord, 'id' | 'reportedAt'>,
      now: Date,
    ): { report: ServerReportRecord; created: boolean } {
      return db.transaction(() => {
        if (!report.isReinstall) {
          const earlier = creationOf.get(report.serverId);
          if (earlier !== undefined) return { report: toRecord(earlier), created: false };
        }
        const id = randomUUID();
        insert.run({
          id,
          customerUuid: report.customerUuid,
          serverId: report.serverId,
          region: report.region,
          isReinstall: report.isReinstall ? 1 : 0,
          hasPassword: report.hasPassword ? 1 : 0,
          hasAppPassword: report.hasAppPassword ? 1 : 0,
          reportedAt: now.toISOString(),
        });
        const row = byId.get(id);
        if (row === undefined) throw new Error('The server report was not stored.');
        return { report: toRecord(row), created: true };
      })();
    },

    /** A customer's reports, oldest first. */
    listByCustomer(customerUuid: string): ServerReportRecord[] {
      return ofCustomer.all(customerUuid).map(toRecord);
    },
  };
}

/** The server reports store's interface. */
export type ServerReportsStore = ReturnType<typeof serverReportsStore>;
