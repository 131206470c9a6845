import type { CustomerProfile } from '@cloud-portal/api-client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { customerFixture, jsonResponse } from '../../test/fixtures.ts';
import { AccountInfoScreen } from '../account/info/AccountInfoScreen.tsx';
import { ActivationDetailsForm } from '../billing/pay/ActivationDetailsForm.tsx';
import { browserNavigation } from '../billing/pay/browserNavigation.ts';
import { CouponForm } from '../billing/pay/CouponForm.tsx';
import { gatewaysFixture } from '../billing/pay/payFixtures.ts';
import { RechargeForm } from '../billing/pay/RechargeForm.tsx';
import { sessionApi } from '../session/sessionApi.ts';
import { selectTypedFields } from './formStore.ts';
import { renderWithStore, sentTo } from './testing.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('§3 form store in the pay-with forms', () => {
  const gateways = { 'GET /api/payment-gateways': () => jsonResponse(gatewaysFixture) };

  test('the amount starts at 10, survives leaving and coming back, and goes once a payment is made', async () => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const page = await renderWithStore(() => <RechargeForm cards={[]} />, {
      routes: {
        ...gateways,
        'POST /api/transactions/': () =>
          jsonResponse({ id: 'p1', url: '/sandbox/payments/p1', status: 'pending' }, 201),
      },
    });
    const amount = () => textbox('Amount to add to the balance');
    expect(await screen.findByRole('radio', { name: /Bank card/ })).toBeDefined();
    expect(amount().value).toBe('10.00');
    await page.user.clear(amount());
    await page.user.type(amount(), '25');

    page.remount();
    await screen.findByRole('radio', { name: /Bank card/ });
    expect(amount().value).toBe('25');

    await page.user.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(browserNavigation.assign).toHaveBeenCalled());
    expect(selectTypedFields(page.store.getState())).not.toHaveProperty('amount');
    page.remount();
    await screen.findByRole('radio', { name: /Bank card/ });
    expect(amount().value).toBe('10.00');
  });

  test('a declined payment’s amount shows until the customer types another', async () => {
    const page = await renderWithStore(() => <RechargeForm cards={[]} initialAmount="42.00" />, {
      routes: gateways,
    });
    await screen.findByRole('radio', { name: /Bank card/ });
    expect(textbox('Amount to add to the balance').value).toBe('42.00');
    await page.user.clear(textbox('Amount to add to the balance'));
    await page.user.type(textbox('Amount to add to the balance'), '7');
    page.remount();
    await screen.findByRole('radio', { name: /Bank card/ });
    expect(textbox('Amount to add to the balance').value).toBe('7');
  });

  test('the promo code survives leaving and coming back, stays after a failure, goes once redeemed', async () => {
    let answer = () => jsonResponse({ code: 'coupon_already_used', message: 'Already used.' }, 400);
    const page = await renderWithStore(() => <CouponForm />, {
      routes: { 'POST /api/activate-by-coupon/': () => answer() },
    });
    await page.user.type(textbox('Promo code'), 'WELCOME5');
    page.remount();
    expect(textbox('Promo code').value).toBe('WELCOME5');

    await page.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(textbox('Promo code').value).toBe('WELCOME5');

    answer = () =>
      jsonResponse({
        activated: true,
        coupon: {
          coupon: 'WELCOME5',
          bonus_type: 'sign_up',
          value_type: 'amount',
          value: '5.00',
          status: 'applied',
          amount: '5.0000',
          transaction_id: 7,
          redeemed_at: '2026-11-27T06:00:00.000Z',
        },
      });
    await page.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Promo code applied/)).toBeDefined();
    expect(textbox('Promo code').value).toBe('');
    page.remount();
    expect(textbox('Promo code').value).toBe('');
  });

  test('a sign-out empties the forms', async () => {
    const page = await renderWithStore(() => <CouponForm />, {
      routes: { 'POST /api/logout/': () => jsonResponse({}) },
    });
    await page.user.type(textbox('Promo code'), 'WELCOME5');
    await page.store.dispatch(sessionApi.endpoints.logout.initiate());
    page.remount();
    expect(textbox('Promo code').value).toBe('');
  });
});

describe('activate with details', () => {
  const fill = async (user: Awaited<ReturnType<typeof renderWithStore>>['user']) => {
    await user.type(textbox('First name'), 'Ivan');
    await user.type(textbox('Last name'), 'Petrov');
    await user.type(textbox('Phone'), '+7 916 123-45-67');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'RU');
    await user.type(textbox('Company name (optional)'), 'Romashka');
    await user.type(textbox('INN (taxpayer number)'), '7707083893');
    await user.type(textbox('KPP (registration reason code)'), '77');
  };

  test('what was typed survives leaving and coming back, and goes once the account is activated', async () => {
    const page = await renderWithStore(() => <ActivationDetailsForm />, {
      routes: {
        'POST /api/activate-with-details/': () =>
          jsonResponse({ ...customerFixture, activated: true }),
      },
    });
    await fill(page.user);
    page.remount();
    expect(textbox('First name').value).toBe('Ivan');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' }).value).toBe('RU');
    expect(textbox('INN (taxpayer number)').value).toBe('7707083893');

    await page.user.clear(textbox('KPP (registration reason code)'));
    await page.user.type(textbox('KPP (registration reason code)'), '770701001');
    await page.user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(sentTo(page.requests, 'POST /api/activate-with-details/')).toHaveLength(1),
    );
    await waitFor(() => expect(selectTypedFields(page.store.getState())).toEqual({}));
    page.remount();
    expect(textbox('First name').value).toBe('');
  });

  test('the server’s field errors show under their fields, with no alert; others in the alert', async () => {
    let answer = () =>
      jsonResponse(
        {
          code: 'company_details_required',
          message: 'A Russian company needs its INN and KPP.',
          errors: { kpp: ['The KPP has 9 digits.'], phone: ['This number is not in use.'] },
        },
        400,
      );
    const page = await renderWithStore(() => <ActivationDetailsForm />, {
      routes: { 'POST /api/activate-with-details/': () => answer() },
    });
    await fill(page.user);
    await page.user.clear(textbox('KPP (registration reason code)'));
    await page.user.type(textbox('KPP (registration reason code)'), '770701001');
    await page.user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('The KPP has 9 digits.')).toBeDefined();
    expect(textbox('KPP (registration reason code)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This number is not in use.')).toBeDefined();
    expect(textbox('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    // Editing a field takes the server's (now stale) message about it away.
    await page.user.type(textbox('Phone'), '8');
    expect(screen.queryByText('This number is not in use.')).toBeNull();
    expect(screen.getByText('The KPP has 9 digits.')).toBeDefined();

    // An error about no field, or a field the form does not show, is the alert's (and the
    // field errors still land on their fields).
    answer = () =>
      jsonResponse(
        {
          code: 'invalid_input',
          message: 'The details could not be checked.',
          errors: {
            phone: ['This number is not in use.'],
            non_field_errors: ['The details could not be checked.'],
          },
        },
        400,
      );
    await page.user.click(screen.getByRole('button', { name: 'Activate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The details could not be checked.');
    expect(screen.getByText('This number is not in use.')).toBeDefined();
    answer = () => jsonResponse({ code: 'internal', message: 'boom' }, 500);
    await page.user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(sentTo(page.requests, 'POST /api/activate-with-details/')).toHaveLength(3),
    );
    expect(await screen.findByRole('alert')).toBeDefined();
  });

  test('the country is picked from a list named in the interface language; the code is sent', async () => {
    await renderWithStore(() => <ActivationDetailsForm />, { language: 'ru' });
    const country = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Страна' });
    expect(within(country).getByRole('option', { name: 'Россия' })).toHaveProperty('value', 'RU');
    expect(within(country).getByRole('option', { name: 'Германия' })).toHaveProperty('value', 'DE');
  });
});

describe('account info', () => {
  const EMPTY: CustomerProfile = {
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
  const routes = (saved: CustomerProfile) => ({
    'GET /api/customers/': () => jsonResponse([customerFixture]),
    'GET /api/customers/profile/': () => jsonResponse(saved),
    'PUT /api/customers/profile/': async (request: Request) => {
      Object.assign(saved, await request.json());
      return jsonResponse(saved);
    },
  });

  test('unsaved company details survive leaving and coming back, with a note; discard restores the saved ones', async () => {
    const saved = { ...EMPTY, company_name: 'Acme' };
    const page = await renderWithStore(() => <AccountInfoScreen />, { routes: routes(saved) });
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Company name' });
    expect(name.value).toBe('Acme');
    expect(screen.queryByText(/Your changes are not saved yet/)).toBeNull();
    await page.user.clear(name);
    await page.user.type(name, 'Romashka');
    await page.user.type(textbox('Address'), '1 Main St');

    page.remount();
    expect(
      (await screen.findByRole<HTMLInputElement>('textbox', { name: 'Company name' })).value,
    ).toBe('Romashka');
    expect(textbox('Address').value).toBe('1 Main St');
    expect(screen.getByText(/Your changes are not saved yet/)).toBeDefined();

    await page.user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(textbox('Company name').value).toBe('Acme');
    expect(textbox('Address').value).toBe('');
    expect(screen.queryByText(/Your changes are not saved yet/)).toBeNull();
  });

  test('a saved profile leaves the store: coming back shows the server’s values', async () => {
    const saved = { ...EMPTY };
    const page = await renderWithStore(() => <AccountInfoScreen />, { routes: routes(saved) });
    await page.user.type(await screen.findByRole('textbox', { name: 'Company name' }), 'Acme');
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved.company_name).toBe('Acme'));
    await waitFor(() => expect(selectTypedFields(page.store.getState())).toEqual({}));
    page.remount();
    expect(
      (await screen.findByRole<HTMLInputElement>('textbox', { name: 'Company name' })).value,
    ).toBe('Acme');
    expect(screen.queryByText(/Your changes are not saved yet/)).toBeNull();
  });
});
