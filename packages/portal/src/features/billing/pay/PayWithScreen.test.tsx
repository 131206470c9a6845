import { cleanup, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { customerFixture, jsonResponse } from '../../../test/fixtures.ts';
import { payWithView } from './PayWithScreen.tsx';
import { cardFixture, renderPayWith, sent } from './testing.tsx';

const PAGE = '/control/billing/make-payment/pay-with';
const redemption = {
  coupon: 'WELCOME5',
  bonus_type: 'sign_up',
  value_type: 'amount',
  value: '5.00',
  status: 'applied',
  amount: '5.0000',
  transaction_id: 7,
  redeemed_at: '2026-11-27T06:00:00.000Z',
  applied_at: '2026-11-27T06:00:00.000Z',
};
const notActivated = { ...customerFixture, activated: false };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('payWithView', () => {
  test('the view, or the #activate hash (§2) on any view', () => {
    expect(payWithView(undefined, '')).toBe('default');
    expect(payWithView('recharge', '')).toBe('recharge');
    expect(payWithView('activate', '')).toBe('activate');
    expect(payWithView(undefined, '#activate')).toBe('activate');
    expect(payWithView('nonsense', '')).toBe('default');
  });
});

describe('pay-with: the screen', () => {
  test('shows the balance; a failed customer load offers a retry', async () => {
    let fail = true;
    const { user } = await renderPayWith(PAGE, {
      'GET /api/customers/': () =>
        fail
          ? jsonResponse({ code: 'internal', message: 'boom' }, 500)
          : jsonResponse([customerFixture]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your account could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('pay-balance')).textContent).toBe('$10.00');
  });
});

test('recharge without a payment id: nothing to check, a way back', async () => {
  await renderPayWith(`${PAGE}/recharge`);
  expect(await screen.findByText('We could not find this payment.')).toBeDefined();
  expect(screen.getByRole('link', { name: 'Make another payment' }).getAttribute('href')).toBe(
    PAGE,
  );
});

test.each(['..', '..%2F..%2Fcustomers', 'not-a-uuid', '%3Cscript%3E'])(
  'recharge with a malformed payment id (%s) asks nothing and says not found',
  async (id) => {
    const { calls } = await renderPayWith(`${PAGE}/recharge?payment=${id}`);
    expect(await screen.findByText('We could not find this payment.')).toBeDefined();
    // Only the screen's own reads: the customer, cards, and the runway's pending charges.
    const reads = /^GET \/api\/(customers|customer-cards|transactions\/temporary|products)\//;
    expect(calls.filter((call) => !reads.test(call))).toEqual([]);
  },
);

test.each([
  ['the default view with a saved card', PAGE],
  ['the activation view', `${PAGE}/activate`],
])('%s passes axe', async (_name, url) => {
  await renderPayWith(url, {
    'GET /api/customers/': () =>
      jsonResponse([{ ...customerFixture, activated: !url.endsWith('/activate') }]),
    'GET /api/customer-cards/': () => jsonResponse([cardFixture]),
  });
  await screen.findByRole('textbox', { name: 'Promo code' });
  if (url === PAGE) await screen.findByTestId('pay-quote-card');
  const results = await axe.run(document.body, {
    rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes[0]?.html}`)).toEqual([]);
});

describe('pay-with: promo code', () => {
  test('apply: the §8 success message with the bonus', async () => {
    const { user, requests } = await renderPayWith(PAGE, {
      'POST /api/activate-by-coupon/': () => jsonResponse({ activated: true, coupon: redemption }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), ' welcome5 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code applied: a sign-up bonus of $5.00.')).toBeDefined();
    expect(await sent(requests, 'POST /api/activate-by-coupon/')[0]!.json()).toEqual({
      coupon: 'welcome5',
    });
  });

  test('404 marks the coupon not valid on the field; other failures say their §8 text; the code stays', async () => {
    let answer = () =>
      jsonResponse({ code: 'coupon_not_found', message: 'Coupon not found.' }, 404);
    const { user } = await renderPayWith(PAGE, {
      'POST /api/activate-by-coupon/': () => answer(),
    });
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Promo code not found.')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field).toHaveProperty('value', 'NOPE');

    answer = () => jsonResponse({ code: 'coupon_already_used', message: 'Already used.' }, 400);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This promo code has already been used.');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    expect(field).toHaveProperty('value', 'NOPE');
  });
});

describe('pay-with: activation (§4, not-activated accounts)', () => {
  test('the default view of a not-activated account explains why and links to activate', async () => {
    await renderPayWith(PAGE, { 'GET /api/customers/': () => jsonResponse([notActivated]) });
    expect(await screen.findByText(/Servers and account settings are disabled/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Activate' }).getAttribute('href')).toBe(
      `${PAGE}/activate`,
    );
  });

  test('#activate shows the three ways; a coupon activates and the customer is refetched', async () => {
    let activated = false;
    const { user, requests } = await renderPayWith(`${PAGE}#activate`, {
      'GET /api/customers/': () => jsonResponse([{ ...customerFixture, activated }]),
      'POST /api/activate-by-coupon/': () => {
        activated = true;
        return jsonResponse({ activated: true, coupon: redemption });
      },
    });
    expect(await screen.findByRole('heading', { name: 'With a promo code' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'With a bank card' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'With your details' })).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'WELCOME5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Your account is activated.')).toBeDefined();
    expect(sent(requests, 'GET /api/customers/').length).toBeGreaterThan(1);
  });

  test('activate by card: the popup flow, then the customer is refetched', async () => {
    const popup = { closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const { user, requests } = await renderPayWith(`${PAGE}/activate`, {
      'GET /api/customers/': () => jsonResponse([notActivated]),
      'POST /api/activate-by-card/': () =>
        jsonResponse(
          {
            id: '9b2d6c1e-8a8e-4a36-9a53-2f2a3b1f6d10',
            url: '/sandbox/cards/9b2d6c1e-8a8e-4a36-9a53-2f2a3b1f6d10',
            purpose: 'activate',
            status: 'pending',
            created_at: '2026-11-27T06:00:00.000Z',
          },
          201,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    await waitFor(() =>
      expect(popup.location.href).toBe(
        `${window.location.origin}/sandbox/cards/9b2d6c1e-8a8e-4a36-9a53-2f2a3b1f6d10`,
      ),
    );
    const before = sent(requests, 'GET /api/customers/').length;
    const event = new MessageEvent('message', {
      data: { type: 'close', status: 'success' },
      origin: window.location.origin,
    });
    Object.defineProperty(event, 'source', { value: popup });
    window.dispatchEvent(event);
    await waitFor(() =>
      expect(sent(requests, 'GET /api/customers/').length).toBeGreaterThan(before),
    );
    expect(popup.close).toHaveBeenCalled();
  });

  test('activate with details: field rules first, then the body; a server error keeps the input', async () => {
    const { user, requests } = await renderPayWith(`${PAGE}/activate`, {
      'GET /api/customers/': () => jsonResponse([notActivated]),
      'POST /api/activate-with-details/': () =>
        jsonResponse({ code: 'internal', message: 'boom' }, 500),
    });
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(screen.getAllByText('This is a required field.').length).toBeGreaterThanOrEqual(3);
    expect(sent(requests, 'POST /api/activate-with-details/')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ivan');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Petrov');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '8 916 123 45 67');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'RU');
    await user.type(screen.getByRole('textbox', { name: 'Company name (optional)' }), 'Romashka');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(
      screen.getByText(/Enter the number starting with \+ and the country code/),
    ).toBeDefined();
    // A Russian company is asked for its INN.
    expect(
      screen.getByRole('textbox', { name: 'INN (taxpayer number)' }).getAttribute('aria-invalid'),
    ).toBe('true');

    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+7 916 123-45-67');
    await user.type(screen.getByRole('textbox', { name: 'INN (taxpayer number)' }), '500100732259');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(sent(requests, 'POST /api/activate-with-details/')).toHaveLength(1));
    expect(await sent(requests, 'POST /api/activate-with-details/')[0]!.json()).toEqual({
      first_name: 'Ivan',
      last_name: 'Petrov',
      phone: '+79161234567',
      country: 'RU',
      company_name: 'Romashka',
      inn: '500100732259',
    });
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Ivan');
    expect(screen.getByRole('textbox', { name: 'INN (taxpayer number)' })).toHaveProperty(
      'value',
      '500100732259',
    );
  });
});
