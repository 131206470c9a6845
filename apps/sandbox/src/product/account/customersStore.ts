import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { DataCipher } from '../../platform/dataKey.ts';

/**
 * A customer account as stored (SPEC §3 Customer). `passwordHash` never leaves the sandbox. The
 * balance is not here: it is the sum of the billing ledger (`billing.service.balance`); the old
 * `customers.balance` column is read once by billing's ledger migration and never again.
 */
export interface CustomerRecord {
  uuid: string;
  email: string;
  passwordHash: string;
  activated: boolean;
  suspended: boolean;
  suspendReason: string | null;
  createdAt: string;
  /** Browser fingerprint given at sign-up (SPEC §3). */
  fp: string | null;
  /** Fingerprint components as JSON text. */
  fpData: string | null;
  affiliateUuid: string | null;
  affiliateHit: string | null;
  /** Social provider the account logs in with, or null (such accounts cannot use TOTP, §6). */
  socialProvider: string | null;
  /** Active TOTP secret (base32), or null when TOTP is off. Stored encrypted (data key). */
  totpSecret: string | null;
  /** Secret awaiting its first code (`totp/verify-setup/`). Stored encrypted (data key). */
  totpPendingSecret: string | null;
  /** Last TOTP step accepted (a code is accepted once); -1 before the first. */
  totpLastStep: number;
}

/** Fields needed to create a customer; the rest take their defaults. */
export interface NewCustomer {
  email: string;
  passwordHash: string;
  activated?: boolean;
  /** Default: a random UUID. */
  uuid?: string;
  /** Default: now. */
  createdAt?: Date;
  fp?: string | null;
  fpData?: string | null;
  affiliateUuid?: string | null;
  affiliateHit?: string | null;
  socialProvider?: string | null;
}

/**
 * The one form of an email address the sandbox stores and looks up: trimmed, lower case. (Local
 * parts are case-sensitive in theory; in practice providers treat them case-insensitively, and
 * one account per spelling would invite confusion and duplicate accounts.)
 *
 * @example
 * normaliseEmail('  Demo@Cloud-Portal.TEST '); // 'demo@cloud-portal.test'
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Data access for customers. */
export interface CustomersStore {
  /** Creates a customer and returns it. Throws when the email is taken (case-insensitive). */
  create(customer: NewCustomer): CustomerRecord;
  /** Finds a customer by email, case-insensitively. */
  findByEmail(email: string): CustomerRecord | undefined;
  /** Finds a customer by uuid. */
  findByUuid(uuid: string): CustomerRecord | undefined;
  /** Replaces the password hash. */
  setPasswordHash(uuid: string, passwordHash: string): void;
  /** Changes the email (normalised). Throws when another account has it. */
  setEmail(uuid: string, email: string): void;
  /** Stores (or clears with null) the TOTP secret awaiting confirmation. */
  setTotpPendingSecret(uuid: string, secret: string | null): void;
  /** Makes the pending secret active (TOTP on) and records the step of the confirming code. */
  enableTotp(uuid: string, secret: string, step: number): void;
  /** Turns TOTP off: both secrets cleared. */
  disableTotp(uuid: string): void;
  /** Records the last accepted TOTP step. Only moves forward; answers whether it did. */
  advanceTotpStep(uuid: string, step: number): boolean;
  /** Sets the social provider (social login; tests). */
  setSocialProvider(uuid: string, provider: string | null): void;
  /** Marks the account activated or not (SPEC §4 Account; the sandbox admin page). */
  setActivated(uuid: string, activated: boolean): void;
  /**
   * Suspends the account with a reason (`BALANCE`, `NONE`...), or lifts the suspension with
   * null, which also clears the reason (SPEC §3 Customer, §4; the sandbox admin page).
   */
  setSuspension(uuid: string, reason: string | null): void;
  /** Every customer, oldest first (sandbox admin page). */
  list(): CustomerRecord[];
  /** Every customer's uuid, oldest first (no secrets decrypted: billing's deduction run). */
  uuids(): string[];
  /**
   * The customers who signed up with `affiliateUuid` as their referrer (compared in lower case;
   * never the affiliate itself), newest first; no secrets decrypted (the affiliate module).
   */
  referredBy(affiliateUuid: string): ReferredCustomer[];
  /**
   * Encrypts TOTP secrets still stored in plaintext (data directories of sandboxes before
   * encryption at rest); answers how many values it encrypted. Idempotent.
   */
  encryptPlaintextSecrets(): number;
}

/** A customer as its referrer's affiliate screen knows it. */
export interface ReferredCustomer {
  uuid: string;
  email: string;
  createdAt: string;
}

interface CustomerRow {
  uuid: string;
  email: string;
  password_hash: string;
  activated: 0 | 1;
  suspended: 0 | 1;
  suspend_reason: string | null;
  created_at: string;
  fp: string | null;
  fp_data: string | null;
  affiliate_uuid: string | null;
  affiliate_hit: string | null;
  social_provider: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number;
}

/** Where a secret column's value lives: the associated data of its ciphertext. */
const totpSecretPlace = (uuid: string) => `customers.totp_secret:${uuid}`;
const totpPendingPlace = (uuid: string) => `customers.totp_pending_secret:${uuid}`;

function toRecord(row: CustomerRow, cipher: DataCipher): CustomerRecord {
  return {
    uuid: row.uuid,
    email: row.email,
    passwordHash: row.password_hash,
    activated: row.activated === 1,
    suspended: row.suspended === 1,
    suspendReason: row.suspend_reason,
    createdAt: row.created_at,
    fp: row.fp,
    fpData: row.fp_data,
    affiliateUuid: row.affiliate_uuid,
    affiliateHit: row.affiliate_hit,
    socialProvider: row.social_provider,
    totpSecret:
      row.totp_secret === null ? null : cipher.decrypt(row.totp_secret, totpSecretPlace(row.uuid)),
    totpPendingSecret:
      row.totp_pending_secret === null
        ? null
        : cipher.decrypt(row.totp_pending_secret, totpPendingPlace(row.uuid)),
    totpLastStep: row.totp_last_step,
  };
}

/**
 * Creates the customers repository over an open database. TOTP secrets are encrypted with
 * `cipher` on write and decrypted on read.
 *
 * @example
 * const customers = customersStore(db, platform.dataCipher);
 * customers.findByEmail('DEMO@cloud-portal.test')?.activated; // true
 */
export function customersStore(db: Database, cipher: DataCipher): CustomersStore {
  const columns = `uuid, email, password_hash, activated, suspended, suspend_reason,
    created_at, fp, fp_data, affiliate_uuid, affiliate_hit, social_provider, totp_secret,
    totp_pending_secret, totp_last_step`;
  const insert = db.prepare(
    `INSERT INTO customers (uuid, email, password_hash, activated, created_at, fp,
       fp_data, affiliate_uuid, affiliate_hit, social_provider)
     VALUES (@uuid, @email, @password_hash, @activated, @created_at, @fp, @fp_data,
       @affiliate_uuid, @affiliate_hit, @social_provider)`,
  );
  const update = (sql: string) => db.prepare(`UPDATE customers SET ${sql} WHERE uuid = @uuid`);
  const setPassword = update('password_hash = @value');
  const setEmail = update('email = @value');
  const setPending = update('totp_pending_secret = @value');
  const enable = update(
    'totp_secret = @secret, totp_pending_secret = NULL, totp_last_step = @step',
  );
  const disable = update('totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = -1');
  const advance = db.prepare(
    'UPDATE customers SET totp_last_step = @step WHERE uuid = @uuid AND totp_last_step < @step',
  );
  const setProvider = update('social_provider = @value');
  const setActivated = update('activated = @value');
  const setSuspension = update('suspended = @suspended, suspend_reason = @reason');
  const all = db.prepare<[], CustomerRow>(
    `SELECT ${columns} FROM customers ORDER BY created_at, email`,
  );
  const allUuids = db.prepare<[], { uuid: string }>(
    'SELECT uuid FROM customers ORDER BY created_at, email',
  );
  const referred = db.prepare<
    [string, string],
    { uuid: string; email: string; created_at: string }
  >(
    `SELECT uuid, email, created_at FROM customers
     WHERE lower(trim(affiliate_uuid)) = ? AND uuid <> ? ORDER BY created_at DESC, email`,
  );
  const byEmail = db.prepare<[string], CustomerRow>(
    `SELECT ${columns} FROM customers WHERE email = ?`,
  );
  const byUuid = db.prepare<[string], CustomerRow>(
    `SELECT ${columns} FROM customers WHERE uuid = ?`,
  );
  const plaintextSecrets = db.prepare<
    [],
    { uuid: string; totp_secret: string | null; totp_pending_secret: string | null }
  >(
    `SELECT uuid, totp_secret, totp_pending_secret FROM customers
     WHERE substr(totp_secret, 1, 3) <> 'v1:' OR substr(totp_pending_secret, 1, 3) <> 'v1:'`,
  );
  const setSecrets = update('totp_secret = @secret, totp_pending_secret = @pending');
  const toRecordOf = (row: CustomerRow) => toRecord(row, cipher);

  return {
    create(customer) {
      const uuid = customer.uuid ?? randomUUID();
      insert.run({
        uuid,
        email: normaliseEmail(customer.email),
        password_hash: customer.passwordHash,
        activated: customer.activated === true ? 1 : 0,
        created_at: (customer.createdAt ?? new Date()).toISOString(),
        fp: customer.fp ?? null,
        fp_data: customer.fpData ?? null,
        affiliate_uuid: customer.affiliateUuid ?? null,
        affiliate_hit: customer.affiliateHit ?? null,
        social_provider: customer.socialProvider ?? null,
      });
      const created = byUuid.get(uuid);
      if (created === undefined)
        throw new Error(`Customer ${uuid} vanished right after its insert.`);
      return toRecordOf(created);
    },
    findByEmail(email) {
      const row = byEmail.get(normaliseEmail(email));
      return row === undefined ? undefined : toRecordOf(row);
    },
    findByUuid(uuid) {
      const row = byUuid.get(uuid);
      return row === undefined ? undefined : toRecordOf(row);
    },
    setPasswordHash(uuid, passwordHash) {
      setPassword.run({ uuid, value: passwordHash });
    },
    setEmail(uuid, email) {
      setEmail.run({ uuid, value: normaliseEmail(email) });
    },
    setTotpPendingSecret(uuid, secret) {
      setPending.run({
        uuid,
        value: secret === null ? null : cipher.encrypt(secret, totpPendingPlace(uuid)),
      });
    },
    enableTotp(uuid, secret, step) {
      enable.run({ uuid, secret: cipher.encrypt(secret, totpSecretPlace(uuid)), step });
    },
    disableTotp(uuid) {
      disable.run({ uuid });
    },
    advanceTotpStep(uuid, step) {
      return advance.run({ uuid, step }).changes === 1;
    },
    setSocialProvider(uuid, provider) {
      setProvider.run({ uuid, value: provider });
    },
    setActivated(uuid, activated) {
      setActivated.run({ uuid, value: activated ? 1 : 0 });
    },
    setSuspension(uuid, reason) {
      setSuspension.run({ uuid, suspended: reason === null ? 0 : 1, reason });
    },
    list() {
      return all.all().map(toRecordOf);
    },
    uuids() {
      return allUuids.all().map((row) => row.uuid);
    },
    referredBy(affiliateUuid) {
      const key = affiliateUuid.trim().toLowerCase();
      return referred
        .all(key, key)
        .map((row) => ({ uuid: row.uuid, email: row.email, createdAt: row.created_at }));
    },
    encryptPlaintextSecrets() {
      return db.transaction(() => {
        let encrypted = 0;
        const seal = (value: string | null, place: string) => {
          if (value === null || cipher.isEncrypted(value)) return value;
          encrypted += 1;
          return cipher.encrypt(value, place);
        };
        for (const row of plaintextSecrets.all()) {
          setSecrets.run({
            uuid: row.uuid,
            secret: seal(row.totp_secret, totpSecretPlace(row.uuid)),
            pending: seal(row.totp_pending_secret, totpPendingPlace(row.uuid)),
          });
        }
        return encrypted;
      })();
    },
  };
}
