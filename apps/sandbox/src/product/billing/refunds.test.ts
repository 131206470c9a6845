import { describe, expect, it } from 'vitest';
import { ledgerFixture, type LedgerFixture } from './ledgerTesting.ts';
import { isRefusal } from './moneyIn.ts';
import type { RefundResult } from './refunds.ts';

// Staff refunds of paid payments (issue 14): a negative `refund` row per refund, never more than
// the payment's amount in all, once per staff request, and the balance guard after each.

const START = new Date('2026-11-21T10:00:00.000Z');

function paidPayment(fixture: LedgerFixture, customer: string, amount = '12.00'): string {
  const started = fixture.moneyIn.startPayment(customer, {
    amount,
    kind: 'refill',
    type: 'paymaster',
    sub_type: 'paypal',
    message: 'Payment',
  });
  if (isRefusal(started)) throw new Error(started.message);
  fixture.moneyIn.settlePayment(started.id, { paid: true });
  return started.id;
}

function done(result: RefundResult) {
  if (result.refused === true) throw new Error(`refused: ${result.code}`);
  return result;
}

const refundRows = (fixture: LedgerFixture, customer: string) =>
  fixture.rows(customer).filter((row) => row.kind === 'refund');

describe('refundPayment', () => {
  it('refunds a part, then the rest: negative refund rows of the payment, the balance down', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    const payment = paidPayment(fixture, customer);
    expect(fixture.billing.balance(customer)).toBe('12.00');

    const part = done(
      fixture.moneyIn.refundPayment({
        customerUuid: customer,
        paymentId: payment,
        amount: '5.00',
        requestKey: 'r1',
      }),
    );
    expect(part).toMatchObject({ remainingCents: 700, replayed: false });
    expect(part.refund.amountCents).toBe(500);
    expect(fixture.billing.balance(customer)).toBe('7.00');

    const rest = done(
      fixture.moneyIn.refundPayment({
        customerUuid: customer,
        paymentId: payment,
        requestKey: 'r2',
      }),
    );
    expect(rest.refund.amountCents).toBe(700);
    expect(rest.remainingCents).toBe(0);
    expect(fixture.billing.balance(customer)).toBe('0.00');
    expect(refundRows(fixture, customer)).toEqual([
      expect.objectContaining({ amount_units: -50_000, external_id: payment }),
      expect.objectContaining({ amount_units: -70_000, external_id: payment }),
    ]);
    // The listed transaction carries the kind the portal labels.
    const listed = fixture.billing.transactions(
      customer,
      { kind: 'refund' },
      { limit: 10, offset: 0 },
    );
    expect(listed.results.map((row) => [row.kind, row.amount, row.external_id])).toEqual([
      ['refund', '-7.0000', payment],
      ['refund', '-5.0000', payment],
    ]);
  });

  it('counts refunds against funds added (net), not as funds spent', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    const payment = paidPayment(fixture, customer, '20.00');
    done(
      fixture.moneyIn.refundPayment({
        customerUuid: customer,
        paymentId: payment,
        amount: '7.50',
        requestKey: 'r1',
      }),
    );
    expect(fixture.billing.funds(customer)).toEqual({ added: '12.50', spent: '0.00' });
  });

  it('refuses more than what remains, and anything after a full refund; nothing is written', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    const payment = paidPayment(fixture, customer);
    const refund = (amount: string | undefined, requestKey: string) =>
      fixture.moneyIn.refundPayment({
        customerUuid: customer,
        paymentId: payment,
        amount,
        requestKey,
      });

    expect(refund('12.01', 'a')).toMatchObject({
      refused: true,
      statusCode: 409,
      code: 'refund_exceeds_payment',
      message: 'At most $12.00 of this payment can still be refunded.',
    });
    done(refund('10.00', 'b'));
    expect(refund('2.01', 'c')).toMatchObject({ code: 'refund_exceeds_payment' });
    done(refund(undefined, 'd'));
    expect(refund(undefined, 'e')).toMatchObject({
      code: 'refund_exceeds_payment',
      message: 'This payment is already refunded in full.',
    });
    expect(refund('0.01', 'f')).toMatchObject({ code: 'refund_exceeds_payment' });
    expect(refundRows(fixture, customer).map((row) => row.amount_units)).toEqual([
      -100_000, -20_000,
    ]);
  });

  it('refuses a pending or declined payment, another customer’s and an unknown one', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    const other = fixture.addCustomer('c2');
    const pending = fixture.moneyIn.startPayment(customer, {
      amount: '12.00',
      kind: 'refill',
      type: 'paymaster',
      sub_type: 'paypal',
      message: 'Payment',
    });
    if (isRefusal(pending)) throw new Error('not started');
    const declined = fixture.moneyIn.startPayment(customer, {
      amount: '12.00',
      kind: 'refill',
      type: 'paymaster',
      sub_type: 'paypal',
      message: 'Payment',
    });
    if (isRefusal(declined)) throw new Error('not started');
    fixture.moneyIn.settlePayment(declined.id, { paid: false, code: 'card_declined', reason: 'x' });
    const othersPaid = paidPayment(fixture, other);

    const refund = (customerUuid: string, paymentId: string) =>
      fixture.moneyIn.refundPayment({ customerUuid, paymentId, amount: '1.00', requestKey: 'k' });
    expect(refund(customer, pending.id)).toMatchObject({
      statusCode: 409,
      code: 'payment_not_paid',
      message: 'Only a paid payment can be refunded; this one is pending.',
    });
    expect(refund(customer, declined.id)).toMatchObject({ code: 'payment_not_paid' });
    expect(refund(customer, othersPaid)).toMatchObject({
      statusCode: 404,
      code: 'payment_not_found',
    });
    expect(refund(customer, '00000000-0000-4000-8000-999999999999')).toMatchObject({
      code: 'payment_not_found',
    });
    expect(refundRows(fixture, customer)).toEqual([]);
    expect(refundRows(fixture, other)).toEqual([]);
    expect(fixture.billing.balance(other)).toBe('12.00');
  });

  it('refuses an amount that is not dollars above zero with at most two decimals', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    const payment = paidPayment(fixture, customer);
    for (const amount of ['0', '0.00', '-1.00', 'ten', '1.001', '', '1e2'])
      expect(
        fixture.moneyIn.refundPayment({
          customerUuid: customer,
          paymentId: payment,
          amount,
          requestKey: `k${amount}`,
        }),
      ).toMatchObject({ statusCode: 400, code: 'invalid_amount' });
    expect(refundRows(fixture, customer)).toEqual([]);
  });

  it('answers a request sent again with its refund, once; the key for another amount is refused', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    const payment = paidPayment(fixture, customer);
    const refund = (amount: string | undefined) =>
      fixture.moneyIn.refundPayment({
        customerUuid: customer,
        paymentId: payment,
        amount,
        requestKey: 'form-token-1',
      });

    const first = done(refund('3.00'));
    const again = done(refund('3.00'));
    const againWithout = done(refund(undefined));
    expect(again).toMatchObject({ replayed: true, remainingCents: 900 });
    expect(again.refund).toEqual(first.refund);
    expect(againWithout.refund).toEqual(first.refund);
    expect(refund('4.00')).toMatchObject({ statusCode: 409, code: 'refund_key_reused' });
    expect(refundRows(fixture, customer)).toHaveLength(1);
    expect(fixture.billing.balance(customer)).toBe('9.00');
  });

  it('keeps the cap in the database: a refund that read a stale total is refused and rolled back', () => {
    // Two refunds racing: each read what remained before the other was written. The
    // application's check passes for both; the conditional insert must refuse the second.
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    const payment = paidPayment(fixture, customer);
    done(
      fixture.moneyIn.refundPayment({
        customerUuid: customer,
        paymentId: payment,
        amount: '8.00',
        requestKey: 'first',
      }),
    );
    const store = fixture.moneyIn.store;
    const realRefunds = store.refunds.bind(store);
    let stale = true;
    store.refunds = (paymentId) => (stale ? [] : realRefunds(paymentId));

    const second = fixture.moneyIn.refundPayment({
      customerUuid: customer,
      paymentId: payment,
      amount: '8.00',
      requestKey: 'second',
    });
    stale = false;

    expect(second).toMatchObject({ refused: true, code: 'refund_exceeds_payment' });
    expect(refundRows(fixture, customer).map((row) => row.amount_units)).toEqual([-80_000]);
    expect(fixture.billing.balance(customer)).toBe('4.00');
    expect(realRefunds(payment).map((row) => row.requestKey)).toEqual(['first']);
  });

  it('suspends for BALANCE when a refund takes the balance below the floor, as a charge does', () => {
    const fixture = ledgerFixture(START);
    const customer = fixture.addCustomer('c1');
    const payment = paidPayment(fixture, customer);
    fixture.billing.credit(customer, { kind: 'credit', amount: '-10.0000', message: 'used' });
    expect(fixture.suspension(customer)).toEqual({ suspended: false, reason: null });

    done(
      fixture.moneyIn.refundPayment({
        customerUuid: customer,
        paymentId: payment,
        amount: '2.00',
        requestKey: 'a',
      }),
    );
    expect(fixture.billing.balance(customer)).toBe('0.00');
    expect(fixture.suspension(customer).suspended).toBe(false);

    done(
      fixture.moneyIn.refundPayment({
        customerUuid: customer,
        paymentId: payment,
        amount: '0.01',
        requestKey: 'b',
      }),
    );
    expect(fixture.billing.balance(customer)).toBe('-0.01');
    expect(fixture.suspension(customer)).toEqual({ suspended: true, reason: 'BALANCE' });
    expect(fixture.stops(customer)).toBeGreaterThan(0);
  });
});
