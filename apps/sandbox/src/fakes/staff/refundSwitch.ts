import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, sendHtmlPage } from '../../platform/http/html.ts';
import type { AccountContext } from '../../product/account/index.ts';
import type { MoneyInService } from '../../product/billing/index.ts';
import type { FormProtection } from '../forms.ts';
import { registerAdminAction } from './adminAction.ts';
import { ADMIN_PAGE, type AdminSection } from './adminPage.ts';

/** Where the Refund a payment section's form posts. */
export const REFUND_PATH = '/sandbox/admin/refund';

/** The hidden field that makes one rendering of the form one staff request (idempotency). */
export const REFUND_KEY_FIELD = 'refund_key';

/** What the section needs: the customers by email and billing's refunds (late-bound). */
export interface RefundDesk {
  customers: Pick<AccountContext['stores']['customers'], 'findByEmail'>;
  moneyIn(): Pick<MoneyInService, 'refundPayment'>;
}

const backLink = `<p><a href="${ADMIN_PAGE}#refunds">Back to the admin page</a></p>`;

/**
 * The admin page's Refund a payment section (issue 14): staff give back (part of) a customer's
 * paid payment — the customer's email, the payment id (the `payment=` of the portal's return
 * address, or `external_id` of the customer's top-up in the billing history) and an amount
 * (empty: all that is not refunded yet). Each rendering of the form carries its own request key,
 * so the same form sent twice (a double click, a reload of the result) refunds once.
 *
 * @example
 * registerAdminPage(app, forms, [refundSection(forms)]);
 */
export function refundSection(forms: FormProtection): AdminSection {
  return {
    id: 'refunds',
    title: 'Refund a payment',
    render(token) {
      return [
        '<p>Gives back money of a paid payment: a negative <code>refund</code> transaction in the',
        'customer’s billing history. The fee is not refunded; a payment’s refunds never add up to',
        'more than it credited. A balance that falls below its floor suspends the account',
        '(BALANCE), as a charge does.</p>',
        `<form method="post" action="${REFUND_PATH}">`,
        forms.hiddenField(token),
        `<input type="hidden" name="${REFUND_KEY_FIELD}" value="${escapeHtml(randomUUID())}">`,
        '<p><label>Customer email <input name="email" type="email" required autocomplete="off"></label></p>',
        '<p><label>Payment id <input name="payment_id" required autocomplete="off" size="40"></label></p>',
        '<p><label>Amount in dollars <input name="amount" inputmode="decimal" placeholder="all that remains" autocomplete="off"></label></p>',
        '<button type="submit">Refund</button>',
        '</form>',
      ].join('\n');
    },
  };
}

/**
 * Serves the Refund a payment section's post, `/sandbox/admin/refund` (`email`, `payment_id`,
 * `amount`, `refund_key` and the page's CSRF token): refunds and answers what was refunded and
 * what remains (200), or why not — 404 for an unknown customer or a payment that is not theirs,
 * 400 for a bad amount or missing field, 409 for a payment not paid, an amount above what
 * remains or a request key reused for another amount. The same form sent again answers the
 * refund it made.
 *
 * @example
 * registerRefundSwitch(app, { customers, moneyIn: () => billing.moneyIn }, forms);
 */
export function registerRefundSwitch(
  app: FastifyInstance,
  desk: RefundDesk,
  forms: FormProtection,
): void {
  registerAdminAction(app, { path: REFUND_PATH, section: 'refunds' }, forms, (fields, reply) => {
    const email = (fields['email'] ?? '').trim();
    const paymentId = (fields['payment_id'] ?? '').trim().toLowerCase();
    const requestKey = fields[REFUND_KEY_FIELD] ?? '';
    const amount = (fields['amount'] ?? '').trim();
    if (email === '' || paymentId === '' || requestKey === '')
      return sendHtmlPage(
        reply,
        400,
        'Not refunded',
        `<p>Give the customer’s email and the payment id, from the form of the admin page.</p>${backLink}`,
      );
    const customer = desk.customers.findByEmail(email);
    if (customer === undefined)
      return sendHtmlPage(
        reply,
        404,
        'Not refunded',
        `<p>No customer has the email ${escapeHtml(email)}.</p>${backLink}`,
      );
    const result = desk.moneyIn().refundPayment({
      customerUuid: customer.uuid,
      paymentId,
      amount: amount === '' ? undefined : amount,
      requestKey,
    });
    if (result.refused === true)
      return sendHtmlPage(
        reply,
        result.statusCode,
        'Not refunded',
        `<p data-testid="sandbox-refund-refused" data-code="${result.code}">${escapeHtml(result.message)}</p>${backLink}`,
      );
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    return sendHtmlPage(
      reply,
      200,
      'Refunded',
      [
        `<p data-testid="sandbox-refund-done">${result.replayed ? 'Already refunded by this form: ' : 'Refunded '}`,
        `<strong>${money(result.refund.amountCents)}</strong> of payment <code>${escapeHtml(paymentId)}</code>`,
        ` to ${escapeHtml(customer.email)}; ${money(result.remainingCents)} of it can still be refunded.</p>`,
        backLink,
      ].join(''),
    );
  });
}
