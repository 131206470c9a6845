import { describe, expect, test } from 'vitest';
import { EMPTY_DETAILS, readActivationDetails } from './activationDetails.ts';

const person = {
  ...EMPTY_DETAILS,
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+44 20 7946 0958',
  country: 'gb',
};

describe('readActivationDetails', () => {
  test('a person: the body with the phone as digits after + and the country upper case', () => {
    expect(readActivationDetails(person)).toEqual({
      ok: true,
      body: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone: '+442079460958',
        country: 'GB',
      },
    });
  });

  test('required fields, §5 alphabetic names and the + country code phone rule', () => {
    const reading = readActivationDetails({
      ...EMPTY_DETAILS,
      firstName: 'R2D2',
      phone: '8 495 123 45 67',
    });
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems.firstName?.key).toBe('validation:alphabetic');
    expect(reading.problems.lastName?.key).toBe('validation:required');
    expect(reading.problems.phone?.key).toBe('validation:phone');
    expect(reading.problems.country?.key).toBe('validation:required');
    const country = readActivationDetails({ ...person, country: 'Britain' });
    expect(!country.ok && country.problems.country?.key).toBe('billing:pay.details.countryFormat');
  });

  test('a Russian company needs its INN, and its KPP with a 10-digit INN', () => {
    const company = {
      ...person,
      country: 'RU',
      phone: '+7 916 123-45-67',
      companyName: 'Romashka',
    };
    const noInn = readActivationDetails(company);
    expect(!noInn.ok && noInn.problems.inn?.key).toBe('validation:required');
    const noKpp = readActivationDetails({ ...company, inn: '7707083893' });
    expect(!noKpp.ok && noKpp.problems.kpp?.key).toBe('validation:required');
    expect(readActivationDetails({ ...company, inn: '500100732259' }).ok).toBe(true);
    expect(readActivationDetails({ ...company, inn: '7707083893', kpp: '773601001' })).toEqual({
      ok: true,
      body: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone: '+79161234567',
        country: 'RU',
        company_name: 'Romashka',
        inn: '7707083893',
        kpp: '773601001',
      },
    });
    // A company elsewhere, or a person in Russia, needs neither.
    expect(readActivationDetails({ ...company, country: 'DE' }).ok).toBe(true);
    expect(readActivationDetails({ ...company, companyName: '' }).ok).toBe(true);
  });
});
