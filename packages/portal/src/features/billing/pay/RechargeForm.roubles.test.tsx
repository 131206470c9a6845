import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures.ts';
import { browserNavigation } from './browserNavigation.ts';
import {
  cardFixture,
  linkedGatewaysFixture,
  renderPayWith,
  roubleBrand,
  sent,
} from './testing.tsx';

// The rouble (rocket) brand's pay-with (§9: roubles, integer amounts): the customer types whole
// roubles, every figure is in ₽ like the balance above it, the API gets dollars (openapi
// `PaymentAmount`) to the nearest cent at the rates/ rate.

const PAGE = '/control/billing/make-payment/pay-with';
const NBSP = '\u00a0';
const rub = (units: number) => `${units}${NBSP}₽`;
const payment = {
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  status: 'pending',
  amount: '13.41',
  fee: '0.00',
  total: '13.41',
  currency: 'usd',
  type: 'paymaster',
  sub_type: 'card',
  url: '/sandbox/payments/3b241101-e2bb-4255-8caf-4136c566a962',
  return_url: `${PAGE}/recharge?payment=3b241101-e2bb-4255-8caf-4136c566a962`,
  transaction_id: null,
  decline_reason: null,
  created_at: '2026-11-27T06:00:00.000Z',
  settled_at: null,
};
const rate = (value: number) => () =>
  jsonResponse([{ curr_from: 'usd', curr_to: 'rub', rate: value }]);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Testing Library's text queries collapse the no-break space before ₽ into a space.
const byText = (text: string) => screen.getByText(text.replaceAll(NBSP, ' '));
const quote = (method: string) => screen.getByTestId(`pay-quote-${method}`).textContent;
const amountField = () => screen.getByRole('textbox', { name: 'Amount to add to the balance' });

async function typeAmount(user: Awaited<ReturnType<typeof renderPayWith>>['user'], text: string) {
  await user.clear(amountField());
  if (text !== '') await user.type(amountField(), text);
}

describe('pay-with on the rouble brand', () => {
  test('the default $10 as 920 ₽ at the default rate; fees, quotes and Pay in ₽ like the balance', async () => {
    const { user } = await renderPayWith(PAGE, {}, 'en', roubleBrand);
    await screen.findByRole('radio', { name: /Bank card/ });
    expect(screen.getByTestId('pay-balance').textContent).toBe(rub(920));
    expect(amountField()).toHaveProperty('value', '920');
    expect(byText('₽')).toBeDefined(); // the symbol in the box
    expect(byText(`At least ${rub(460)} with this method.`)).toBeDefined();
    expect(
      screen.getByRole('radio', {
        name: `Bank card · fee 5% + ${rub(28)}, none above ${rub(460)}`,
      }),
    ).toBeDefined();
    expect(quote('card')).toBe(`You pay ${rub(920)} (fee ${rub(0)}), ${rub(920)} is credited`);

    // 460 ₽ is $5.00: the card's fee ($0.55 → 51 ₽) applies; 461 ₽ is $5.01, free.
    await typeAmount(user, '460');
    expect(quote('card')).toBe(`You pay ${rub(511)} (fee ${rub(51)}), ${rub(460)} is credited`);
    expect(quote('webmoney_wmz')).toBe(
      `You pay ${rub(552)} (fee ${rub(92)}), ${rub(460)} is credited`,
    );
    expect(screen.getByRole('button', { name: `Pay ${rub(511)}` })).toBeDefined();
    await typeAmount(user, '461');
    expect(quote('card')).toBe(`You pay ${rub(461)} (fee ${rub(0)}), ${rub(461)} is credited`);
  });

  test('the rates/ rate decides every figure; Pay sends dollars to the nearest cent', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { user, requests } = await renderPayWith(
      PAGE,
      { 'GET /api/rates/': rate(100), 'POST /api/transactions/': () => jsonResponse(payment, 201) },
      'en',
      roubleBrand,
    );
    await screen.findByRole('radio', { name: /Bank card/ });
    expect(amountField()).toHaveProperty('value', '1000');
    expect(byText(`At least ${rub(500)} with this method.`)).toBeDefined();

    await typeAmount(user, '1341');
    await user.click(screen.getByRole('button', { name: `Pay ${rub(1341)}` }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const [request] = sent(requests, 'POST /api/transactions/');
    expect(await request!.json()).toEqual({
      amount: '13.41',
      kind: 'refill',
      type: 'paymaster',
      sub_type: 'card',
      message: 'Payment',
    });
  });

  test('at 92, 1000 ₽ is sent as $10.87 and shown back as 1000 ₽ credited', async () => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { user, requests } = await renderPayWith(
      PAGE,
      { 'POST /api/transactions/': () => jsonResponse(payment, 201) },
      'en',
      roubleBrand,
    );
    await screen.findByRole('radio', { name: /Bank card/ });
    await typeAmount(user, '1 000');
    expect(quote('card')).toBe(`You pay ${rub(1000)} (fee ${rub(0)}), ${rub(1000)} is credited`);
    await user.click(screen.getByRole('button', { name: `Pay ${rub(1000)}` }));
    await waitFor(() => expect(sent(requests, 'POST /api/transactions/')).toHaveLength(1));
    const body = (await sent(requests, 'POST /api/transactions/')[0]!.json()) as {
      amount: string;
    };
    expect(body.amount).toBe('10.87');
  });

  test('kopecks, the minimum and the maximum are refused in roubles, and nothing is sent', async () => {
    const { user, requests } = await renderPayWith(PAGE, {}, 'en', roubleBrand);
    await screen.findByRole('radio', { name: /Bank card/ });
    await typeAmount(user, '920.50');
    expect(byText('Enter whole roubles, for example 1000.')).toBeDefined();
    expect(screen.queryByTestId('pay-quote-card')).toBeNull();
    await typeAmount(user, '459');
    expect(byText(`The minimum payment is ${rub(460)}.`)).toBeDefined();
    await typeAmount(user, '920001');
    // Five digits and more are grouped by three (domain's formatAmount).
    expect(byText(`The largest payment is 920${NBSP}000${NBSP}₽.`)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(sent(requests, 'POST /api/transactions/')).toHaveLength(0);
  });

  test('a linked card lowers the minimum to 92 ₽ ($1); a Russian card keeps 460 ₽', async () => {
    const linked = await renderPayWith(
      PAGE,
      {
        'GET /api/customer-cards/': () => jsonResponse([cardFixture]),
        'GET /api/payment-gateways': () => jsonResponse(linkedGatewaysFixture),
      },
      'en',
      roubleBrand,
    );
    await screen.findByRole('radio', { name: /Bank card/ });
    await typeAmount(linked.user, '92');
    expect(screen.queryByText(/The minimum payment is/)).toBeNull();
    await typeAmount(linked.user, '91');
    expect(byText(`The minimum payment is ${rub(92)}.`)).toBeDefined();
    cleanup();

    const russian = await renderPayWith(
      PAGE,
      {
        'GET /api/customer-cards/': () =>
          jsonResponse([{ ...cardFixture, brand: 'mir', country: 'RU' }]),
        'GET /api/payment-gateways': () => jsonResponse(linkedGatewaysFixture),
      },
      'en',
      roubleBrand,
    );
    await screen.findByRole('radio', { name: /Bank card/ });
    await typeAmount(russian.user, '400');
    expect(byText(`The minimum payment is ${rub(460)}.`)).toBeDefined();
  });

  test('in Russian: the messages name roubles too', async () => {
    const { user } = await renderPayWith(PAGE, {}, 'ru', roubleBrand);
    const field = await screen.findByRole('textbox', { name: 'Сумма пополнения' });
    await user.clear(field);
    await user.type(field, '10,5');
    expect(byText('Введите сумму в целых рублях, например 1000.')).toBeDefined();
    await user.clear(field);
    await user.type(field, '100');
    expect(byText(`Минимальная сумма платежа — ${rub(460)}.`)).toBeDefined();
  });
});

describe('pay-with/recharge on the rouble brand', () => {
  test('a declined payment brings its dollar amount back in roubles', async () => {
    const id = '3b241101-e2bb-4255-8caf-4136c566a962';
    await renderPayWith(
      `${PAGE}/recharge?payment=${id}`,
      {
        [`GET /api/payments/${id}/`]: () =>
          jsonResponse({
            ...payment,
            status: 'declined',
            amount: '12.00',
            total: '12.00',
            decline_reason: 'Bank declined your payment',
            settled_at: '2026-11-27T06:01:00.000Z',
          }),
      },
      'en',
      roubleBrand,
    );
    expect(await screen.findByText('Bank declined your payment')).toBeDefined();
    const field = await screen.findByRole('textbox', { name: 'Amount to add to the balance' });
    expect(field).toHaveProperty('value', '1104'); // $12 at 92
    expect(screen.getByRole('button', { name: `Pay ${rub(1104)}` })).toBeDefined();
  });
});
