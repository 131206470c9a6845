import { describe, expect, it } from 'vitest';
import { ledgerFixture } from './ledgerTesting.ts';
import { isRefusal } from './moneyIn.ts';

// The money-in service over the ledger fixture (no HTTP): what the routes and pages rely on.

const DAY = 24 * 3_600_000;
const WEEK = 7 * DAY;
const START = new Date('2026-11-21T10:00:00.000Z');

function setUp() {
  const fixture = ledgerFixture(START);
  const customer = fixture.addCustomer('c1');
  const refills = () => fixture.rows(customer).filter((row) => row.kind === 'refill');
  return { fixture, customer, refills };
}

const request = (amount: string, method: 'card' | 'crypto' | 'webmoney_wmz' = 'card') => ({
  amount,
  kind: 'refill' as const,
  type: method === 'crypto' ? ('coinpayments' as const) : ('paymaster' as const),
  sub_type: method,
  message: 'Payment' as const,
});

describe('payments', () => {
  it('charge the domain’s fee on top and credit the amount once', () => {
    const { fixture, customer, refills } = setUp();
    const below = fixture.moneyIn.startPayment(customer, request('2', 'webmoney_wmz'));
    expect(below).toMatchObject({ refused: true, code: 'below_minimum' });

    const five = fixture.moneyIn.startPayment(customer, request('5', 'webmoney_wmz'));
    if (isRefusal(five)) throw new Error(five.code);
    expect(five).toMatchObject({ amount: '5.00', fee: '1.00', total: '6.00' }); // 20 %
    expect(fixture.moneyIn.settlePayment(five.id, { paid: true }).status).toBe('settled');
    expect(fixture.moneyIn.settlePayment(five.id, { paid: true }).status).toBe('not_pending');
    expect(
      fixture.moneyIn.settlePayment(five.id, { paid: false, code: 'card_declined', reason: 'x' })
        .status,
    ).toBe('not_pending');
    expect(refills().map((row) => [row.amount_units, row.external_id])).toEqual([
      [50_000, five.id],
    ]);
    expect(fixture.billing.funds(customer)).toEqual({ added: '5.00', spent: '0.00' });
  });

  it('another customer’s payment is not found', () => {
    const { fixture, customer } = setUp();
    const other = fixture.addCustomer('c2');
    const started = fixture.moneyIn.startPayment(customer, request('10'));
    if (isRefusal(started)) throw new Error(started.code);
    expect(fixture.moneyIn.payment(other, started.id)).toBeUndefined();
    expect(fixture.moneyIn.payment(customer, started.id)?.id).toBe(started.id);
  });
});

describe('a payment page left open (decline code expired)', () => {
  const HOUR = 3_600_000;

  it('declines a payment paid after its page lapsed, and credits nothing', () => {
    const { fixture, customer, refills } = setUp();
    const started = fixture.moneyIn.startPayment(customer, request('10'));
    if (isRefusal(started)) throw new Error(started.code);
    fixture.advance(HOUR);
    const outcome = fixture.moneyIn.payByCard(started.id, '4242 4242 4242 4242');
    expect(outcome).toMatchObject({
      status: 'settled',
      payment: {
        status: 'declined',
        declineCode: 'expired',
        declineReason: 'The payment page expired before the payment was made',
      },
    });
    expect(refills()).toEqual([]);
    // A lapsed page takes no card at all: a mistyped number is not asked again.
    const mistyped = fixture.moneyIn.startPayment(customer, request('10'));
    if (isRefusal(mistyped)) throw new Error(mistyped.code);
    fixture.advance(2 * HOUR);
    expect(fixture.moneyIn.payByCard(mistyped.id, '1234')).toMatchObject({
      payment: { declineCode: 'expired' },
    });
  });

  it('still pays a millisecond before the page lapses', () => {
    const { fixture, customer, refills } = setUp();
    const started = fixture.moneyIn.startPayment(customer, request('10'));
    if (isRefusal(started)) throw new Error(started.code);
    fixture.advance(HOUR - 1);
    expect(fixture.moneyIn.payByCard(started.id, '4242 4242 4242 4242')).toMatchObject({
      payment: { status: 'paid', declineCode: null },
    });
    expect(refills()).toHaveLength(1);
  });

  it('declines whatever the page decides once lapsed; a settled payment stays as it was', () => {
    const { fixture, customer, refills } = setUp();
    const wallet = fixture.moneyIn.startPayment(customer, request('10', 'crypto'));
    const paid = fixture.moneyIn.startPayment(customer, request('10', 'crypto'));
    if (isRefusal(wallet) || isRefusal(paid)) throw new Error('refused');
    fixture.moneyIn.settlePayment(paid.id, { paid: true });
    fixture.advance(3 * HOUR);
    expect(fixture.moneyIn.settlePayment(wallet.id, { paid: true })).toMatchObject({
      payment: { status: 'declined', declineCode: 'expired' },
    });
    expect(fixture.moneyIn.payment(customer, paid.id)?.status).toBe('paid');
    expect(refills()).toHaveLength(1);
  });

  it('shows as declined expired when looked up after its page lapsed, without a submit', () => {
    const { fixture, customer } = setUp();
    const started = fixture.moneyIn.startPayment(customer, request('10'));
    if (isRefusal(started)) throw new Error(started.code);
    fixture.advance(HOUR - 1);
    expect(fixture.moneyIn.payment(customer, started.id)?.status).toBe('pending');
    fixture.advance(1);
    expect(fixture.moneyIn.payment(customer, started.id)).toMatchObject({
      status: 'declined',
      decline_code: 'expired',
      settled_at: new Date(START.getTime() + HOUR).toISOString(),
    });
  });
});

describe('the weekly auto-payment', () => {
  it('charges once per week, whatever runs it and however often, also after a restart', () => {
    const { fixture, customer, refills } = setUp();
    const session = fixture.moneyIn.openCardSession(customer, 'auto_payment', 700);
    expect(
      fixture.moneyIn.completeCardSession(session.id, { number: '4242424242424242' }),
    ).toMatchObject({
      status: 'completed',
    });
    expect(fixture.moneyIn.runAutoPayments(fixture.now())).toEqual({
      charged: 0,
      nextRunAt: new Date(START.getTime() + WEEK),
    });
    fixture.advance(WEEK);
    expect(fixture.moneyIn.runAutoPayments(fixture.now()).charged).toBe(1);
    expect(fixture.moneyIn.runAutoPayments(fixture.now()).charged).toBe(0);
    fixture.restart();
    fixture.advance(DAY);
    expect(fixture.moneyIn.runAutoPayments(fixture.now()).charged).toBe(0);
    // Three weeks stopped: one top-up for the current week, not three.
    fixture.advance(3 * WEEK);
    expect(fixture.moneyIn.runAutoPayments(fixture.now()).charged).toBe(1);
    expect(refills().map((row) => row.amount_units)).toEqual([70_000, 70_000]);

    // Deleting its card switches it off.
    const [card] = fixture.moneyIn.cards(customer);
    expect(card?.auto_payment).toBe(true);
    fixture.moneyIn.deleteCard(customer, card?.method_id ?? '');
    expect(fixture.moneyIn.autoPayment(customer).status).toBe('off');
    fixture.advance(WEEK);
    expect(fixture.moneyIn.runAutoPayments(fixture.now())).toEqual({
      charged: 0,
      nextRunAt: undefined,
    });
  });
});

describe('card sessions', () => {
  it('complete once; a declined or cancelled one saves nothing', () => {
    const { fixture, customer } = setUp();
    const declined = fixture.moneyIn.openCardSession(customer, 'activate');
    expect(
      fixture.moneyIn.completeCardSession(declined.id, { number: '4000000000000002' }),
    ).toEqual({
      status: 'declined',
      message: 'Bank declined your payment',
    });
    expect(
      fixture.moneyIn.completeCardSession(declined.id, { number: '4242424242424242' }),
    ).toEqual({
      status: 'not_pending',
    });
    const cancelled = fixture.moneyIn.openCardSession(customer, 'attach');
    expect(fixture.moneyIn.completeCardSession(cancelled.id, { cancel: true })).toMatchObject({
      status: 'declined',
      message: 'Declined on the payment page',
    });
    expect(fixture.moneyIn.cards(customer)).toEqual([]);

    const good = fixture.moneyIn.openCardSession(customer, 'activate');
    const done = fixture.moneyIn.completeCardSession(good.id, { number: '2200 0000 0000 0004' });
    expect(done).toMatchObject({
      status: 'completed',
      card: { brand: 'mir', country: 'RU', last4: '0004' },
    });
    expect(fixture.moneyIn.completeCardSession(good.id, { number: '4242424242424242' })).toEqual({
      status: 'not_pending',
    });
    expect(fixture.moneyIn.cards(customer)).toHaveLength(1);
  });
});
