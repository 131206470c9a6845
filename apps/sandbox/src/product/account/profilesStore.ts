import type { CustomerProfile } from '@cloud-portal/api-client';
import type { Database } from 'better-sqlite3';

/** A profile nobody saved yet: every field empty. */
export const EMPTY_PROFILE: CustomerProfile = {
  first_name: '',
  last_name: '',
  phone: '',
  country: '',
  company_name: '',
  company_address: '',
  taxpayer_kind: 'company',
  inn: '',
  kpp: '',
};

/** Data access for the profile and company details of the account info screen (§3 Form store). */
export interface ProfilesStore {
  /** The customer's profile ({@link EMPTY_PROFILE} when never saved). */
  get(customerUuid: string): CustomerProfile;
  /** Replaces the customer's profile. */
  save(customerUuid: string, profile: CustomerProfile, now: Date): void;
}

/**
 * Creates the profiles repository over an open database.
 *
 * @example
 * profilesStore(db).save(customer.uuid, { ...EMPTY_PROFILE, first_name: 'Ada' }, new Date());
 */
export function profilesStore(db: Database): ProfilesStore {
  const byCustomer = db.prepare<[string], CustomerProfile>(
    `SELECT first_name, last_name, phone, country, company_name, company_address, taxpayer_kind,
            inn, kpp
     FROM customer_profiles WHERE customer_uuid = ?`,
  );
  const upsert = db.prepare(
    `INSERT INTO customer_profiles (customer_uuid, first_name, last_name, phone, country,
       company_name, company_address, taxpayer_kind, inn, kpp, updated_at)
     VALUES (@customer_uuid, @first_name, @last_name, @phone, @country, @company_name,
       @company_address, @taxpayer_kind, @inn, @kpp, @updated_at)
     ON CONFLICT (customer_uuid) DO UPDATE SET
       first_name = excluded.first_name, last_name = excluded.last_name,
       phone = excluded.phone, country = excluded.country,
       company_name = excluded.company_name, company_address = excluded.company_address,
       taxpayer_kind = excluded.taxpayer_kind, inn = excluded.inn, kpp = excluded.kpp,
       updated_at = excluded.updated_at`,
  );
  return {
    get(customerUuid) {
      return { ...(byCustomer.get(customerUuid) ?? EMPTY_PROFILE) };
    },
    save(customerUuid, profile, now) {
      upsert.run({ customer_uuid: customerUuid, ...profile, updated_at: now.toISOString() });
    },
  };
}
