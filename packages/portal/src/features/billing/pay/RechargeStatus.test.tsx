import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { customerFixture, jsonResponse } from '../../../test/fixtures.ts';
import { goalReached } from '../../analytics/goalReached.ts';
import { PAYMENT_PENDING_TOO_LONG_MS, PAYMENT_POLL_MS } from './RechargeStatus.tsx';
import { renderPayWith, sent } from './testing.tsx';

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const RETURN = `/control/billing/make-payment/pay-with/recharge?payment=${ID}`;
const payment = (status: 'pending' | 'paid' | 'declined') => ({
  id: ID,
  status,
  amount: '12.00',
  fee: '0.00',
  total: '12.00',
  currency: 'usd',
  type: 'paymaster',
  sub_type: 'paypal',
  url: `/sandbox/payments/${ID}`,
  return_url: RETURN,
  transaction_id: status === 'paid' ? 41 : null,
  decline_reason: status === 'declined' ? 'Bank declined your payment' : null,
  created_at: '2026-11-27T06:00:00.000Z',
  settled_at: status === 'pending' ? null : '2026-11-27T06:01:00.000Z',
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const successGoals = (dispatch: { mock: { calls: unknown[][] } }) =>
  dispatch.mock.calls.filter(
    ([action]) => goalReached.match(action) && action.payload === 'success_payment',
  );

describe('pay-with/recharge: back from the payment page', () => {
  test('polls until paid, then shows the amount credited and the refetched balance; success_payment once', async () => {
    let polls = 0;
    let customerCalls = 0;
    const { requests, dispatch } = await renderPayWith(RETURN, {
      'GET /api/customers/': () => {
        customerCalls += 1;
        return jsonResponse([
          { ...customerFixture, balance: customerCalls > 1 ? '22.00' : '10.00' },
        ]);
      },
      // Pending for the first two asks, paid from the third.
      [`GET /api/payments/${ID}/`]: () => {
        polls += 1;
        return jsonResponse(payment(polls < 3 ? 'pending' : 'paid'));
      },
    });
    await screen.findByText('Waiting for the payment to be confirmed…');
    expect(customerCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    expect(screen.queryByText('Payment received')).toBeNull();
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS);
    await waitFor(() =>
      expect(screen.getByTestId('pay-credited').textContent).toBe(
        '$12.00 has been added. Your balance is now $22.00.',
      ),
    );
    expect(screen.getByText('Payment received')).toBeDefined();
    expect(successGoals(dispatch)).toHaveLength(1);
    // Settled: no more polling.
    expect(polls).toBe(3);
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3);
    expect(sent(requests, `GET /api/payments/${ID}/`)).toHaveLength(3);
    expect(successGoals(dispatch)).toHaveLength(1);
  });

  test('success_payment is not dispatched again when the return page is opened again', async () => {
    const first = await renderPayWith(RETURN, {
      [`GET /api/payments/${ID}/`]: () => jsonResponse(payment('paid')),
    });
    await screen.findByText('Payment received');
    expect(successGoals(first.dispatch)).toHaveLength(1);
    cleanup();
    const again = await renderPayWith(RETURN, {
      [`GET /api/payments/${ID}/`]: () => jsonResponse(payment('paid')),
    });
    await screen.findByText('Payment received');
    expect(successGoals(again.dispatch)).toHaveLength(0);
  });

  test('declined: "Bank declined your payment" and the form again holding the amount and method', async () => {
    const { dispatch } = await renderPayWith(RETURN, {
      [`GET /api/payments/${ID}/`]: () => jsonResponse(payment('declined')),
    });
    expect(await screen.findByText('Bank declined your payment')).toBeDefined();
    const amount = await screen.findByRole('textbox', { name: 'Amount to add to the balance' });
    expect(amount).toHaveProperty('value', '12.00');
    expect(screen.getByRole('radio', { name: /PayPal/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pay $12.00' })).toBeDefined();
    expect(successGoals(dispatch)).toHaveLength(0);
  });

  test('declined with a code: its translated reason, in the reader’s language', async () => {
    const declined = {
      ...payment('declined'),
      sub_type: 'card',
      decline_code: 'insufficient_funds',
      decline_reason: 'The card has insufficient funds',
    };
    await renderPayWith(RETURN, { [`GET /api/payments/${ID}/`]: () => jsonResponse(declined) });
    expect(await screen.findByText('The card has insufficient funds')).toBeDefined();
    cleanup();

    await renderPayWith(
      RETURN,
      { [`GET /api/payments/${ID}/`]: () => jsonResponse(declined) },
      'ru',
    );
    expect(await screen.findByText('На карте недостаточно средств')).toBeDefined();
    expect(screen.queryByText('The card has insufficient funds')).toBeNull();
    cleanup();

    await renderPayWith(
      RETURN,
      {
        [`GET /api/payments/${ID}/`]: () =>
          jsonResponse({ ...declined, decline_code: 'cancelled', decline_reason: 'x' }),
      },
      'zh',
    );
    expect(await screen.findByText('付款已在支付页面取消')).toBeDefined();
    cleanup();

    await renderPayWith(
      RETURN,
      {
        [`GET /api/payments/${ID}/`]: () =>
          jsonResponse({ ...declined, decline_code: 'card_declined', decline_reason: 'x' }),
      },
      'ru',
    );
    expect(await screen.findByText('Банк отклонил ваш платёж')).toBeDefined();
  });

  test('declined with a code this portal does not know: the provider’s text', async () => {
    // A provider may add codes; the contract types do not know them, the screen still copes.
    const unknown = {
      ...payment('declined'),
      decline_code: 'do_not_honor',
      decline_reason: 'Do not honor',
    };
    await renderPayWith(RETURN, { [`GET /api/payments/${ID}/`]: () => jsonResponse(unknown) });
    expect(await screen.findByText('Do not honor')).toBeDefined();
    expect(screen.queryByText('Bank declined your payment')).toBeNull();
  });

  test('pending too long: a "still processing" state whose refresh asks again', async () => {
    let status: 'pending' | 'paid' = 'pending';
    const { requests } = await renderPayWith(RETURN, {
      [`GET /api/payments/${ID}/`]: () => jsonResponse(payment(status)),
    });
    await screen.findByText('Waiting for the payment to be confirmed…');
    await vi.advanceTimersByTimeAsync(PAYMENT_PENDING_TOO_LONG_MS + PAYMENT_POLL_MS);
    expect(await screen.findByText('Your payment is still processing')).toBeDefined();
    const polls = sent(requests, `GET /api/payments/${ID}/`).length;
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 3);
    expect(sent(requests, `GET /api/payments/${ID}/`)).toHaveLength(polls);

    status = 'paid';
    screen.getByRole('button', { name: 'Check again' }).click();
    expect(await screen.findByText('Payment received')).toBeDefined();
  });

  test("another customer's or an unknown payment: not found, with a way back", async () => {
    await renderPayWith(RETURN);
    expect(await screen.findByText('We could not find this payment.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Make another payment' })).toBeDefined();
  });
});
