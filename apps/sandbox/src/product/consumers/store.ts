import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { DataCipher } from '../../platform/dataKey.ts';

/** Cloud credentials the provider holds for a customer (SPEC §3 Consumer). */
export interface ConsumerRecord {
  id: string;
  customerUuid: string;
  /** `default_consumer` is the customer's default one. */
  name: string;
  osUser: string;
  /** Stored encrypted (data key): the sandbox must send it to Keystone, so it cannot be hashed. */
  osPassword: string;
  osProject: string;
  osDomain: string;
  createdAt: string;
}

/** Data access for consumers. */
export interface ConsumersStore {
  create(consumer: Omit<ConsumerRecord, 'id' | 'createdAt'> & { createdAt?: Date }): ConsumerRecord;
  listByCustomer(customerUuid: string): ConsumerRecord[];
  /**
   * Encrypts OpenStack passwords still stored in plaintext (data directories of sandboxes
   * before encryption at rest); answers how many it encrypted. Idempotent.
   */
  encryptPlaintextSecrets(): number;
}

interface ConsumerRow {
  id: string;
  customer_uuid: string;
  name: string;
  os_user: string;
  os_password: string;
  os_project: string;
  os_domain: string;
  created_at: string;
}

/** Where an OpenStack password lives: the associated data of its ciphertext. */
const osPasswordPlace = (id: string) => `consumers.os_password:${id}`;

const toRecord = (row: ConsumerRow, cipher: DataCipher): ConsumerRecord => ({
  id: row.id,
  customerUuid: row.customer_uuid,
  name: row.name,
  osUser: row.os_user,
  osPassword: cipher.decrypt(row.os_password, osPasswordPlace(row.id)),
  osProject: row.os_project,
  osDomain: row.os_domain,
  createdAt: row.created_at,
});

/**
 * Creates the consumers repository over an open database. OpenStack passwords are encrypted
 * with `cipher` on write and decrypted on read.
 *
 * @example
 * consumersStore(db, platform.dataCipher).listByCustomer(customer.uuid)[0]?.name; // 'default_consumer'
 */
export function consumersStore(db: Database, cipher: DataCipher): ConsumersStore {
  const insert = db.prepare<[ConsumerRow]>(
    `INSERT INTO consumers (id, customer_uuid, name, os_user, os_password, os_project, os_domain, created_at)
     VALUES (@id, @customer_uuid, @name, @os_user, @os_password, @os_project, @os_domain, @created_at)`,
  );
  const byCustomer = db.prepare<[string], ConsumerRow>(
    `SELECT id, customer_uuid, name, os_user, os_password, os_project, os_domain, created_at
       FROM consumers WHERE customer_uuid = ? ORDER BY created_at, id`,
  );
  const plaintext = db.prepare<[], { id: string; os_password: string }>(
    "SELECT id, os_password FROM consumers WHERE substr(os_password, 1, 3) <> 'v1:'",
  );
  const setPassword = db.prepare('UPDATE consumers SET os_password = ? WHERE id = ?');
  return {
    create(consumer) {
      const id = randomUUID();
      const row: ConsumerRow = {
        id,
        customer_uuid: consumer.customerUuid,
        name: consumer.name,
        os_user: consumer.osUser,
        os_password: cipher.encrypt(consumer.osPassword, osPasswordPlace(id)),
        os_project: consumer.osProject,
        os_domain: consumer.osDomain,
        created_at: (consumer.createdAt ?? new Date()).toISOString(),
      };
      insert.run(row);
      return toRecord(row, cipher);
    },
    listByCustomer(customerUuid) {
      return byCustomer.all(customerUuid).map((row) => toRecord(row, cipher));
    },
    encryptPlaintextSecrets() {
      return db.transaction(() => {
        const rows = plaintext.all();
        for (const row of rows) {
          setPassword.run(cipher.encrypt(row.os_password, osPasswordPlace(row.id)), row.id);
        }
        return rows.length;
      })();
    },
  };
}
