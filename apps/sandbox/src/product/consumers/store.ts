import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** Cloud credentials the provider holds for a customer (SPEC §3 Consumer). */
export interface ConsumerRecord {
  id: string;
  customerUuid: string;
  /** `default_consumer` is the customer's default one. */
  name: string;
  osUser: string;
  osPassword: string;
  osProject: string;
  osDomain: string;
  createdAt: string;
}

/** Data access for consumers. */
export interface ConsumersStore {
  create(consumer: Omit<ConsumerRecord, 'id' | 'createdAt'> & { createdAt?: Date }): ConsumerRecord;
  listByCustomer(customerUuid: string): ConsumerRecord[];
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

const toRecord = (row: ConsumerRow): ConsumerRecord => ({
  id: row.id,
  customerUuid: row.customer_uuid,
  name: row.name,
  osUser: row.os_user,
  osPassword: row.os_password,
  osProject: row.os_project,
  osDomain: row.os_domain,
  createdAt: row.created_at,
});

/**
 * Creates the consumers repository over an open database.
 *
 * @example
 * consumersStore(db).listByCustomer(customer.uuid)[0]?.name; // 'default_consumer'
 */
export function consumersStore(db: Database): ConsumersStore {
  const insert = db.prepare<[ConsumerRow]>(
    `INSERT INTO consumers (id, customer_uuid, name, os_user, os_password, os_project, os_domain, created_at)
     VALUES (@id, @customer_uuid, @name, @os_user, @os_password, @os_project, @os_domain, @created_at)`,
  );
  const byCustomer = db.prepare<[string], ConsumerRow>(
    `SELECT id, customer_uuid, name, os_user, os_password, os_project, os_domain, created_at
       FROM consumers WHERE customer_uuid = ? ORDER BY created_at, id`,
  );
  return {
    create(consumer) {
      const row: ConsumerRow = {
        id: randomUUID(),
        customer_uuid: consumer.customerUuid,
        name: consumer.name,
        os_user: consumer.osUser,
        os_password: consumer.osPassword,
        os_project: consumer.osProject,
        os_domain: consumer.osDomain,
        created_at: (consumer.createdAt ?? new Date()).toISOString(),
      };
      insert.run(row);
      return toRecord(row);
    },
    listByCustomer(customerUuid) {
      return byCustomer.all(customerUuid).map(toRecord);
    },
  };
}
