import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** A customer account as stored (SPEC §3 Customer). `passwordHash` never leaves the sandbox. */
export interface CustomerRecord {
  uuid: string;
  email: string;
  passwordHash: string;
  activated: boolean;
  suspended: boolean;
  suspendReason: string | null;
  /** Decimal string, for example `'25.00'`. */
  balance: string;
  createdAt: string;
}

/** Fields needed to create a customer; the rest take their defaults. */
export interface NewCustomer {
  email: string;
  passwordHash: string;
  activated?: boolean;
  balance?: string;
  /** Default: a random UUID. */
  uuid?: string;
  /** Default: now. */
  createdAt?: Date;
}

/** Data access for customers. */
export interface CustomersRepository {
  /** Creates a customer and returns it. Throws when the email is taken (case-insensitive). */
  create(customer: NewCustomer): CustomerRecord;
  /** Finds a customer by email, case-insensitively. */
  findByEmail(email: string): CustomerRecord | undefined;
  /** Finds a customer by uuid. */
  findByUuid(uuid: string): CustomerRecord | undefined;
}

interface CustomerRow {
  uuid: string;
  email: string;
  password_hash: string;
  activated: 0 | 1;
  suspended: 0 | 1;
  suspend_reason: string | null;
  balance: string;
  created_at: string;
}

function toRecord(row: CustomerRow): CustomerRecord {
  return {
    uuid: row.uuid,
    email: row.email,
    passwordHash: row.password_hash,
    activated: row.activated === 1,
    suspended: row.suspended === 1,
    suspendReason: row.suspend_reason,
    balance: row.balance,
    createdAt: row.created_at,
  };
}

/**
 * Creates the customers repository over an open database.
 *
 * @example
 * const customers = customersRepository(db);
 * customers.findByEmail('DEMO@cloud-portal.test')?.activated; // true
 */
export function customersRepository(db: Database): CustomersRepository {
  const columns =
    'uuid, email, password_hash, activated, suspended, suspend_reason, balance, created_at';
  const insert = db.prepare(
    `INSERT INTO customers (uuid, email, password_hash, activated, balance, created_at)
     VALUES (@uuid, @email, @password_hash, @activated, @balance, @created_at)`,
  );
  const byEmail = db.prepare<[string], CustomerRow>(
    `SELECT ${columns} FROM customers WHERE email = ?`,
  );
  const byUuid = db.prepare<[string], CustomerRow>(
    `SELECT ${columns} FROM customers WHERE uuid = ?`,
  );

  return {
    create(customer) {
      const uuid = customer.uuid ?? randomUUID();
      insert.run({
        uuid,
        email: customer.email.trim(),
        password_hash: customer.passwordHash,
        activated: customer.activated === true ? 1 : 0,
        balance: customer.balance ?? '0.00',
        created_at: (customer.createdAt ?? new Date()).toISOString(),
      });
      const created = byUuid.get(uuid);
      if (created === undefined)
        throw new Error(`Customer ${uuid} vanished right after its insert.`);
      return toRecord(created);
    },
    findByEmail(email) {
      const row = byEmail.get(email.trim());
      return row === undefined ? undefined : toRecord(row);
    },
    findByUuid(uuid) {
      const row = byUuid.get(uuid);
      return row === undefined ? undefined : toRecord(row);
    },
  };
}
