import type { Database } from 'better-sqlite3';
import { USER_AGENT_MAX } from './sessionsStore.ts';

/** What a login attempt came to (openapi.yaml `LoginEvent.outcome`). */
export type LoginOutcome = 'success' | 'failure' | 'totp_required' | 'totp_failure';

/** How the attempt proved who it was (openapi.yaml `LoginEvent.method`). */
export type LoginMethod =
  'password' | 'totp' | 'recovery_code' | 'google' | 'vk' | 'yandex' | 'github' | 'linkedin';

/** One login attempt on a known account. */
export interface LoginEventRecord {
  id: number;
  customerUuid: string;
  createdAt: string;
  ip: string;
  userAgent: string;
  outcome: LoginOutcome;
  method: LoginMethod;
}

/** Attempts kept per customer: older ones are deleted as new ones arrive. */
export const LOGIN_HISTORY_LIMIT = 100;

/** Data access for the login history of the account security screen. */
export interface LoginEventsStore {
  /** Appends an attempt and drops the customer's attempts beyond {@link LOGIN_HISTORY_LIMIT}. */
  record(input: Omit<LoginEventRecord, 'id' | 'createdAt'> & { now: Date }): void;
  /** The customer's attempts, newest first. */
  list(customerUuid: string): LoginEventRecord[];
}

interface LoginEventRow {
  id: number;
  customer_uuid: string;
  created_at: string;
  ip: string;
  user_agent: string;
  outcome: LoginOutcome;
  method: LoginMethod;
}

/**
 * Creates the login-events repository over an open database.
 *
 * @example
 * loginEventsStore(db).record({ customerUuid, ip, userAgent, outcome: 'failure', method: 'password', now });
 */
export function loginEventsStore(db: Database): LoginEventsStore {
  const insert = db.prepare(
    `INSERT INTO login_events (customer_uuid, created_at, ip, user_agent, outcome, method)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  // Keeps the newest LOGIN_HISTORY_LIMIT rows of the customer (ids grow with time).
  const trim = db.prepare(
    `DELETE FROM login_events
     WHERE customer_uuid = ? AND id NOT IN (
       SELECT id FROM login_events WHERE customer_uuid = ? ORDER BY id DESC LIMIT ?
     )`,
  );
  const ofCustomer = db.prepare<[string, number], LoginEventRow>(
    `SELECT id, customer_uuid, created_at, ip, user_agent, outcome, method
     FROM login_events WHERE customer_uuid = ? ORDER BY id DESC LIMIT ?`,
  );
  return {
    record({ customerUuid, ip, userAgent, outcome, method, now }) {
      db.transaction(() => {
        insert.run(
          customerUuid,
          now.toISOString(),
          ip,
          userAgent.slice(0, USER_AGENT_MAX),
          outcome,
          method,
        );
        trim.run(customerUuid, customerUuid, LOGIN_HISTORY_LIMIT);
      })();
    },
    list(customerUuid) {
      return ofCustomer.all(customerUuid, LOGIN_HISTORY_LIMIT).map((row) => ({
        id: row.id,
        customerUuid: row.customer_uuid,
        createdAt: row.created_at,
        ip: row.ip,
        userAgent: row.user_agent,
        outcome: row.outcome,
        method: row.method,
      }));
    },
  };
}
