import type { Database } from 'better-sqlite3';

/** Who the customer is (SPEC §3 Form store; §7 activate-with-details). */
export interface CustomerDetails {
  firstName: string;
  lastName: string;
  phone: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  companyName: string | null;
  /** Russian taxpayer number of the company. */
  inn: string | null;
  /** Russian tax registration reason code of the company. */
  kpp: string | null;
}

interface DetailsRow {
  customer_uuid: string;
  first_name: string;
  last_name: string;
  phone: string;
  country: string;
  company_name: string | null;
  inn: string | null;
  kpp: string | null;
  saved_at: string;
}

/**
 * The customers' activation details.
 *
 * @example
 * const details = customerDetailsStore(db);
 * details.save(uuid, { firstName: 'Ivan', ... }, now);
 * details.find(uuid)?.country; // 'RU'
 */
export function customerDetailsStore(db: Database) {
  const upsert = db.prepare<[DetailsRow]>(
    `INSERT INTO customer_details (customer_uuid, first_name, last_name, phone, country,
       company_name, inn, kpp, saved_at)
     VALUES (@customer_uuid, @first_name, @last_name, @phone, @country, @company_name, @inn,
       @kpp, @saved_at)
     ON CONFLICT (customer_uuid) DO UPDATE SET first_name = excluded.first_name,
       last_name = excluded.last_name, phone = excluded.phone, country = excluded.country,
       company_name = excluded.company_name, inn = excluded.inn, kpp = excluded.kpp,
       saved_at = excluded.saved_at`,
  );
  const byUuid = db.prepare<[string], DetailsRow>(
    'SELECT * FROM customer_details WHERE customer_uuid = ?',
  );
  return {
    save(customerUuid: string, details: CustomerDetails, at: Date): void {
      upsert.run({
        customer_uuid: customerUuid,
        first_name: details.firstName,
        last_name: details.lastName,
        phone: details.phone,
        country: details.country,
        company_name: details.companyName,
        inn: details.inn,
        kpp: details.kpp,
        saved_at: at.toISOString(),
      });
    },
    find(customerUuid: string): CustomerDetails | undefined {
      const row = byUuid.get(customerUuid);
      return row === undefined
        ? undefined
        : {
            firstName: row.first_name,
            lastName: row.last_name,
            phone: row.phone,
            country: row.country,
            companyName: row.company_name,
            inn: row.inn,
            kpp: row.kpp,
          };
    },
  };
}

/** The details store's interface. */
export type CustomerDetailsStore = ReturnType<typeof customerDetailsStore>;
