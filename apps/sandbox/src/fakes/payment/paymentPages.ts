import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, sendHtmlPage as sendPage } from '../../platform/http/html.ts';
import type { CustomerRecord } from '../../product/account/index.ts';
import type { MoneyInService, PaymentRecord } from '../../product/billing/index.ts';
import {
  DECLINED_ON_PAGE,
  DECLINING_TEST_CARDS,
  PAYMENT_PAGE_LIFETIME_MS,
  groupedCardNumber,
  paymentPageExpiresAt,
  paymentReturnPath,
} from '../../product/billing/index.ts';
import { formFields, sendFormRefused, type FormProtection } from '../forms.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the money-in pages read: the visitor's customer and the billing module's money-in side. */
export interface MoneyInPagesDeps {
  customerOf(request: FastifyRequest): CustomerRecord | undefined;
  /** Late-bound (billing is created after the fakes in modules.ts). */
  moneyIn(): MoneyInService;
}

const METHOD_NAMES: Record<string, string> = {
  card: 'Bank card',
  paypal: 'PayPal-type wallet',
  alipay: 'Alipay-type wallet',
  webmoney_wmz: 'Webmoney WMZ',
  crypto: 'Cryptocurrency',
  fast_payment_system: 'Fast Payment System',
};

/** The card number field with its label; keeps what was typed. */
export function cardNumberField(typed = ''): string {
  return [
    '<p><label for="card_number">Card number</label> ',
    `<input id="card_number" name="card_number" data-testid="sandbox-card-number" inputmode="numeric" autocomplete="cc-number" maxlength="23" value="${escapeHtml(typed)}"></p>`,
  ].join('');
}

/**
 * The sandbox bank's test cards, for a person trying the declines (issue 14): `others` (what
 * any other number does, already HTML), and each number that declines with its `decline_code`
 * and text.
 */
export function testCardsList(
  others = '<p>Any other Luhn-valid number pays, for example <code>4242 4242 4242 4242</code>.</p>',
): string {
  const rows = DECLINING_TEST_CARDS.map(
    (card) =>
      `<tr><td><code>${groupedCardNumber(card.number)}</code></td><td><code>${card.code}</code></td><td>${escapeHtml(card.message)}</td></tr>`,
  );
  return [
    '<details data-testid="sandbox-test-cards" open><summary>Test cards</summary>',
    others,
    '<table><thead><tr><th scope="col">Card number</th><th scope="col">Declines with</th><th scope="col">Message</th></tr></thead>',
    `<tbody>${rows.join('')}</tbody></table>`,
    '</details>',
  ].join('\n');
}

/** The message of a refused card number (the form is shown again). */
export function cardError(message: string): string {
  return `<p role="alert" data-testid="sandbox-card-error">${escapeHtml(message)}</p>`;
}

/**
 * The visitor's own payment, or undefined (an unknown id, another customer's, no session): the
 * page is the customer's, as the payment is. A pending one whose page lapsed comes back declined
 * as `expired` (moneyIn's `settleIfLapsed`).
 */
function ownPayment(
  request: FastifyRequest<{ Params: { id: string } }>,
  deps: MoneyInPagesDeps,
): PaymentRecord | undefined {
  const id = request.params.id.toLowerCase();
  if (!UUID.test(id)) return undefined;
  const customer = deps.customerOf(request);
  const moneyIn = deps.moneyIn();
  const payment = moneyIn.paymentRecord(id);
  return customer !== undefined && payment?.customerUuid === customer.uuid
    ? moneyIn.settleIfLapsed(payment)
    : undefined;
}

function paymentPage(
  reply: FastifyReply,
  payment: PaymentRecord,
  form: { token: string; forms: FormProtection; status?: number; error?: string; typed?: string },
) {
  const body = form.forms;
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const summary = [
    `<p data-testid="sandbox-payment-summary">${escapeHtml(METHOD_NAMES[payment.subType] ?? payment.subType)}: `,
    `<strong>${money(payment.amountCents)}</strong> to your balance, fee ${money(payment.feeCents)}, `,
    `total <strong data-testid="sandbox-payment-total">${money(payment.amountCents + payment.feeCents)}</strong>.</p>`,
    `<p>Status: <strong data-testid="sandbox-payment-status">${escapeHtml(payment.status)}</strong>${
      payment.declineReason === null ? '' : ` (${escapeHtml(payment.declineReason)})`
    }.</p>`,
  ].join('');
  const back = `<p><a href="${escapeHtml(paymentReturnPath(payment.id))}" data-testid="sandbox-payment-back">Back to the portal</a></p>`;
  if (payment.status !== 'pending')
    return sendPage(reply, 200, 'Sandbox payment', `${summary}\n${back}`);
  const isCard = payment.subType === 'card';
  const fields = isCard
    ? [
        form.error === undefined ? '' : cardError(form.error),
        cardNumberField(form.typed),
        testCardsList(),
      ].join('\n')
    : '<p>This page stands in for the payment provider. No money moves.</p>';
  // A person trying the `expired` decline sees when it happens (the sandbox clock moves it).
  const expiresAt = paymentPageExpiresAt(payment.createdAt).toISOString();
  const expiry = `<p data-testid="sandbox-payment-expiry">This page expires at <time datetime="${expiresAt}">${expiresAt.slice(0, 16).replace('T', ' ')} UTC</time> (${PAYMENT_PAGE_LIFETIME_MS / 60_000} minutes after the payment was made, on the sandbox clock); after that the payment is declined as <code>expired</code>.</p>`;
  return sendPage(
    reply,
    form.status ?? 200,
    'Sandbox payment',
    [
      summary,
      expiry,
      `<form method="post" action="/sandbox/payments/${payment.id}">`,
      body.hiddenField(form.token),
      fields,
      `<button type="submit" name="decision" value="pay" data-testid="sandbox-pay">Pay ${money(payment.amountCents + payment.feeCents)}</button>`,
      '<button type="submit" name="decision" value="decline" data-testid="sandbox-decline">Decline</button>',
      '</form>',
    ].join('\n'),
  );
}

/**
 * The stand-in for the payment providers of a top-up (SPEC §1, §7 POST transactions/):
 * `/sandbox/payments/{id}`, the visitor's own pending payment with Pay and Decline; for a card
 * payment also a card number (a Luhn-valid number pays; the test cards listed on the page
 * decline with their code, 4000 0000 0000 0002 with 'Bank declined your payment'). A page left
 * open past its lifetime (`PAYMENT_PAGE_LIFETIME_MS` on the sandbox clock) declines the payment
 * as `expired` whatever is submitted. After the decision the customer is sent back to the portal,
 * `/control/billing/make-payment/pay-with/recharge?payment={id}`. The form post needs the page's
 * CSRF token and is refused cross-site; a second post (back button, replay) changes nothing, so
 * the balance is credited once. Plain HTML, no scripts.
 *
 * @example
 * registerPaymentPages(app, { deps, forms });
 */
export function registerPaymentPages(
  app: FastifyInstance,
  { deps, forms }: { deps: MoneyInPagesDeps; forms: FormProtection },
): void {
  app.get<{ Params: { id: string } }>('/sandbox/payments/:id', async (request, reply) => {
    const payment = ownPayment(request, deps);
    if (payment === undefined) return sendPage(reply, 404, 'No such payment', '');
    return paymentPage(reply, payment, { token: forms.token(request, reply), forms });
  });

  app.post<{ Params: { id: string } }>('/sandbox/payments/:id', async (request, reply) => {
    const fields = formFields(request);
    if (!forms.verify(request, fields))
      return sendFormRefused(reply, {
        href: `/sandbox/payments/${request.params.id}`,
        name: 'the payment page',
        then: 'again and choose Pay or Decline.',
      });
    const payment = ownPayment(request, deps);
    if (payment === undefined) return sendPage(reply, 404, 'No such payment', '');
    const decision = fields['decision'];
    if (decision !== 'pay' && decision !== 'decline')
      return sendPage(reply, 400, 'Choose Pay or Decline', '');
    const moneyIn = deps.moneyIn();
    if (decision === 'decline')
      moneyIn.settlePayment(payment.id, {
        paid: false,
        code: 'cancelled',
        reason: DECLINED_ON_PAGE,
      });
    else if (payment.subType === 'card') {
      const typed = fields['card_number'] ?? '';
      const outcome = moneyIn.payByCard(payment.id, typed);
      if (outcome.status === 'invalid')
        return paymentPage(reply, payment, {
          token: forms.token(request, reply),
          forms,
          status: 400,
          error: outcome.message,
          typed: typed.slice(0, 23),
        });
    } else moneyIn.settlePayment(payment.id, { paid: true });
    return reply.redirect(paymentReturnPath(payment.id), 303);
  });
}
