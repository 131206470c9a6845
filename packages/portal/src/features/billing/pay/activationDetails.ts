import type { ActivationDetails } from '@cloud-portal/api-client';
import {
  validateAlphabetic,
  validatePhone,
  validateRequired,
} from '@cloud-portal/domain/validation';
import type { FormField } from '../../forms/formStore.ts';

/** A field message: an i18n key `<namespace>:<path>` and its params. */
export interface FieldMessage {
  readonly key: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** The activation form as typed (§3 form store: names, phone, country, company name/INN/KPP). */
export interface DetailsDraft {
  firstName: string;
  lastName: string;
  phone: string;
  country: string;
  companyName: string;
  inn: string;
  kpp: string;
}

/** An empty draft. */
export const EMPTY_DETAILS: DetailsDraft = {
  firstName: '',
  lastName: '',
  phone: '',
  country: '',
  companyName: '',
  inn: '',
  kpp: '',
};

/** Where each field of the draft lives in the §3 form store (shared with account info). */
export const DETAILS_FORM_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  phone: 'phone',
  country: 'country',
  companyName: 'companyName',
  inn: 'inn',
  kpp: 'kpp',
} as const satisfies Record<keyof DetailsDraft, FormField>;

/** Each field's name in the request body and in the `errors` of a 400 (openapi `ActivationDetails`). */
export const DETAILS_API_NAMES = {
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  country: 'country',
  companyName: 'company_name',
  inn: 'inn',
  kpp: 'kpp',
} as const satisfies Record<keyof DetailsDraft, keyof ActivationDetails>;

/** What is wrong with each field, when something is. */
export type DetailsProblems = Partial<Record<keyof DetailsDraft, FieldMessage>>;

const COUNTRY = /^[A-Za-z]{2}$/;

/** Whether the draft is a Russian company, which needs an INN (and a KPP with a 10-digit INN). */
export const isRussianCompany = (draft: DetailsDraft) =>
  draft.country.trim().toUpperCase() === 'RU' && draft.companyName.trim() !== '';

/**
 * Checks the activation details (§5: names alphabetic, phone '+' and a country code; the
 * contract: ISO country code; a Russian company names its INN, and its KPP with a 10-digit INN).
 * Returns the problems, or the request body when there are none.
 * @example readActivationDetails({ ...EMPTY_DETAILS, firstName: 'Ada' }).ok // false
 */
export function readActivationDetails(
  draft: DetailsDraft,
): { ok: true; body: ActivationDetails } | { ok: false; problems: DetailsProblems } {
  const problems: DetailsProblems = {};
  const add = (field: keyof DetailsDraft, message: FieldMessage | null) => {
    if (message) problems[field] = message;
  };
  add('firstName', validateAlphabetic(draft.firstName));
  add('lastName', validateAlphabetic(draft.lastName));
  add('phone', validatePhone(draft.phone));
  add(
    'country',
    validateRequired(draft.country) ??
      (COUNTRY.test(draft.country.trim())
        ? null
        : { key: 'billing:pay.details.countryFormat', params: {} }),
  );
  const inn = draft.inn.trim();
  if (isRussianCompany(draft)) {
    add('inn', validateRequired(inn));
    if (inn.length === 10) add('kpp', validateRequired(draft.kpp));
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const company = draft.companyName.trim();
  return {
    ok: true,
    body: {
      first_name: draft.firstName.trim(),
      last_name: draft.lastName.trim(),
      // The API takes the phone as digits after '+' (§5 allows typing groups and brackets).
      phone: draft.phone.replace(/[\s()-]/g, ''),
      country: draft.country.trim().toUpperCase(),
      ...(company === '' ? {} : { company_name: company }),
      ...(company !== '' && inn !== '' ? { inn } : {}),
      ...(company !== '' && draft.kpp.trim() !== '' ? { kpp: draft.kpp.trim() } : {}),
    },
  };
}
