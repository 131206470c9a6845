import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures.ts';
import { goalReached } from '../../analytics/goalReached.ts';
import { browserNavigation } from './browserNavigation.ts';
import {
  cardFixture,
  deferredResponse,
  linkedGatewaysFixture,
  renderPayWith,
  sent,
} from './testing.tsx';

const PAGE = '/control/billing/make-payment/pay-with';
const payment = {
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  status: 'pending',
  amount: '10.00',
  fee: '0.00',
  total: '10.00',
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

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const quote = (method: string) => screen.getByTestId(`pay-quote-${method}`).textContent;
const amountField = () => screen.getByRole('textbox', { name: 'Amount to add to the balance' });

async function typeAmount(user: Awaited<ReturnType<typeof renderPayWith>>['user'], text: string) {
  await user.clear(amountField());
  if (text !== '') await user.type(amountField(), text);
}

describe('pay-with: the recharge form', () => {
  test('each method shows its fee and what is paid and credited, live, around the $5 boundary', async () => {
    const { user } = await renderPayWith(PAGE);
    await screen.findByRole('radio', { name: /Bank card/ });
    // The default amount (§3 form store) is 10: above $5 nothing pays a fee.
    expect(amountField()).toHaveProperty('value', '10.00');
    expect(quote('card')).toBe('You pay $10.00 (fee $0.00), $10.00 is credited');
    expect(quote('webmoney_wmz')).toBe('You pay $10.00 (fee $0.00), $10.00 is credited');

    await typeAmount(user, '5');
    expect(quote('card')).toBe('You pay $5.55 (fee $0.55), $5.00 is credited');
    expect(quote('paypal')).toBe('You pay $5.68 (fee $0.68), $5.00 is credited');
    expect(quote('webmoney_wmz')).toBe('You pay $6.00 (fee $1.00), $5.00 is credited');
    expect(quote('crypto')).toBe('You pay $5.00 (fee $0.00), $5.00 is credited');
    expect(screen.getByRole('radio', { name: /Bank card · fee 5% \+ \$0\.30/ })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Pay $5.55' })).toBeDefined();

    await typeAmount(user, '5.01');
    expect(quote('card')).toBe('You pay $5.01 (fee $0.00), $5.01 is credited');
    expect(quote('paypal')).toBe('You pay $5.01 (fee $0.00), $5.01 is credited');
  });

  test('below the minimum: $5 without a card; $1 with a linked card; $5 for a Russian card', async () => {
    const first = await renderPayWith(PAGE);
    await screen.findByRole('radio', { name: /Bank card/ });
    await typeAmount(first.user, '4');
    expect(screen.getByText('The minimum payment is $5.00.')).toBeDefined();
    expect(screen.queryByTestId('pay-quote-card')).toBeNull();
    await first.user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(sent(first.requests, 'POST /api/transactions/')).toHaveLength(0);
    cleanup();

    const linked = await renderPayWith(PAGE, {
      'GET /api/customer-cards/': () => jsonResponse([cardFixture]),
      'GET /api/payment-gateways': () => jsonResponse(linkedGatewaysFixture),
    });
    await screen.findByRole('radio', { name: /Bank card/ });
    await typeAmount(linked.user, '4');
    expect(screen.queryByText(/The minimum payment is/)).toBeNull();
    expect(quote('card')).toBe('You pay $4.50 (fee $0.50), $4.00 is credited');
    await typeAmount(linked.user, '0');
    expect(screen.getByText('Enter an amount greater than zero.')).toBeDefined();
    cleanup();

    const russian = await renderPayWith(PAGE, {
      'GET /api/customer-cards/': () =>
        jsonResponse([{ ...cardFixture, brand: 'mir', country: 'RU' }]),
      'GET /api/payment-gateways': () => jsonResponse(linkedGatewaysFixture),
    });
    await screen.findByRole('radio', { name: /Bank card/ });
    await typeAmount(russian.user, '4');
    expect(screen.getByText('The minimum payment is $5.00.')).toBeDefined();
    // PayPal is not paid with the Russian card: its $1 minimum holds.
    await russian.user.click(screen.getByRole('radio', { name: /PayPal/ }));
    expect(screen.queryByText(/The minimum payment is/)).toBeNull();
  });

  test('more than two decimals, empty and too large amounts are refused with their message', async () => {
    const { user } = await renderPayWith(PAGE);
    await screen.findByRole('radio', { name: /Bank card/ });
    await typeAmount(user, '10.123');
    expect(screen.getByText('Use at most two decimals, for example 10.50.')).toBeDefined();
    await typeAmount(user, '10001');
    expect(screen.getByText('The largest payment is $10000.00.')).toBeDefined();
    await typeAmount(user, '');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByText('Enter the amount you want to add.')).toBeDefined();
  });

  test('Pay sends the attempt, dispatches try_payment and goes to the payment page in the same tab', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { user, requests, dispatch } = await renderPayWith(PAGE, {
      'POST /api/transactions/': () => jsonResponse(payment, 201),
    });
    await user.click(await screen.findByRole('radio', { name: /PayPal/ }));
    await user.click(screen.getByRole('button', { name: 'Pay $10.00' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`${window.location.origin}${payment.url}`),
    );
    const [request] = sent(requests, 'POST /api/transactions/');
    expect(await request!.json()).toEqual({
      amount: '10.00',
      kind: 'refill',
      type: 'paymaster',
      sub_type: 'paypal',
      message: 'Payment',
    });
    expect(request!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(dispatch.mock.calls.filter(([action]) => goalReached.match(action))).toEqual([
      [goalReached('try_payment')],
    ]);
  });

  test('a 502 keeps the form and the key: the retry sends the same Idempotency-Key; an edit renews it', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const answers = [
      () => jsonResponse({ code: 'bad_gateway', message: 'Bad gateway' }, 502),
      () => jsonResponse(payment, 201),
    ];
    const { user, requests, dispatch } = await renderPayWith(PAGE, {
      'POST /api/transactions/': () => (answers.shift() ?? answers[0]!)(),
    });
    await screen.findByRole('radio', { name: /Bank card/ });
    await typeAmount(user, '12');
    await user.click(screen.getByRole('button', { name: 'Pay $12.00' }));
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.getByText(/press Pay again to retry the same payment/)).toBeDefined();
    expect(amountField()).toHaveProperty('value', '12');
    expect(assign).not.toHaveBeenCalled();
    expect(dispatch.mock.calls.some(([action]) => goalReached.match(action))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Pay $12.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const keys = sent(requests, 'POST /api/transactions/').map((request) =>
      request.headers.get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // The goal counts the payment started, once, not each send.
    expect(dispatch.mock.calls.filter(([action]) => goalReached.match(action))).toEqual([
      [goalReached('try_payment')],
    ]);

    // Another attempt: after an edit the next Pay gets a new key.
    await typeAmount(user, '13');
    await user.click(screen.getByRole('button', { name: 'Pay $13.00' }));
    await waitFor(() => expect(sent(requests, 'POST /api/transactions/')).toHaveLength(3));
    const third = sent(requests, 'POST /api/transactions/')[2]!.headers.get('Idempotency-Key');
    expect(third).not.toBe(keys[0]);
  });

  test('a network failure keeps the key too, and the method change renews it', async () => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    let fail = true;
    const { user, requests } = await renderPayWith(PAGE, {
      'POST /api/transactions/': () => {
        if (fail) throw new TypeError('Failed to fetch');
        return jsonResponse(payment, 201);
      },
    });
    await screen.findByRole('radio', { name: /Bank card/ });
    await user.click(screen.getByRole('button', { name: 'Pay $10.00' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Pay $10.00' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Pay $10.00' }));
    await waitFor(() => expect(sent(requests, 'POST /api/transactions/')).toHaveLength(3));
    const keys = sent(requests, 'POST /api/transactions/').map((request) =>
      request.headers.get('Idempotency-Key'),
    );
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('no double submit: the button is disabled while the payment is being created', async () => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const answer = deferredResponse();
    const { user, requests } = await renderPayWith(PAGE, {
      'POST /api/transactions/': () => answer.promise,
    });
    await screen.findByRole('radio', { name: /Bank card/ });
    const pay = screen.getByRole('button', { name: /Pay \$10\.00/ });
    await user.click(pay);
    await user.click(pay);
    await waitFor(() => expect(pay).toHaveProperty('disabled', true));
    answer.release(jsonResponse(payment, 201));
    await waitFor(() => expect(browserNavigation.assign).toHaveBeenCalledTimes(1));
    expect(sent(requests, 'POST /api/transactions/')).toHaveLength(1);
  });

  test('a payment url that is not a web page is never opened', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = await renderPayWith(PAGE, {
      'POST /api/transactions/': () =>
        jsonResponse({ ...payment, url: 'javascript:alert(document.cookie)' }, 201),
    });
    await screen.findByRole('radio', { name: /Bank card/ });
    await user.click(screen.getByRole('button', { name: 'Pay $10.00' }));
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(assign).not.toHaveBeenCalled();
  });

  test('the methods failing to load offer a retry', async () => {
    let fail = true;
    const { user } = await renderPayWith(PAGE, {
      'GET /api/payment-gateways': () =>
        fail
          ? jsonResponse({ code: 'internal', message: 'boom' }, 500)
          : jsonResponse(linkedGatewaysFixture),
    });
    expect(await screen.findByText('The payment methods could not be loaded.')).toBeDefined();
    fail = false;
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByRole('radio', { name: /Bank card/ })).toBeDefined();
  });
});
