import { formatAmount } from '@cloud-portal/domain/money';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, sendHtmlPage } from '../../platform/http/html.ts';
import type { AffiliateService } from '../../product/affiliate/index.ts';
import type { FormProtection } from '../forms.ts';
import { registerAdminAction } from './adminAction.ts';
import { ADMIN_PAGE, type AdminSection } from './adminPage.ts';

/** Where the Affiliate pay-outs section's forms post. */
export const AFFILIATE_PAYOUTS_PATH = '/sandbox/admin/affiliate-payouts';

/** The section's id on the admin page. */
const SECTION = 'affiliate-payouts';

/** What the section reads and changes: the wallet requests staff settle (the affiliate module). */
export type AffiliatePayoutDesk = Pick<AffiliateService, 'pendingWalletPayouts' | 'settlePayout'>;

const DECISIONS = { paid: 'Mark paid', rejected: 'Reject' } as const;

function decisionForm(
  token: string,
  forms: FormProtection,
  fields: { affiliate: string; payout: string; decision: keyof typeof DECISIONS },
  label: string,
): string {
  return [
    `<form method="post" action="${AFFILIATE_PAYOUTS_PATH}">`,
    forms.hiddenField(token),
    ...Object.entries(fields).map(
      ([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`,
    ),
    `<button type="submit" aria-label="${escapeHtml(label)}">${DECISIONS[fields.decision]}</button>`,
    '</form>',
  ].join('');
}

/**
 * The admin page's Affiliate pay-outs section (SPEC §7 pay-out/, issue 14): the wallet pay-outs
 * affiliates requested and staff have not settled, oldest first, each with Mark paid (the
 * affiliate's pay-outs list shows it paid) and Reject (its amount is available to the affiliate
 * again).
 *
 * @example
 * registerAdminPage(app, forms, [affiliatePayoutsSection(affiliate.service, emailOf, forms)]);
 */
export function affiliatePayoutsSection(
  desk: AffiliatePayoutDesk,
  emailOf: (customerUuid: string) => string | undefined,
  forms: FormProtection,
): AdminSection {
  return {
    id: SECTION,
    title: 'Affiliate pay-outs',
    render(token) {
      const requests = desk.pendingWalletPayouts();
      if (requests.length === 0)
        return '<p data-testid="affiliate-payouts-empty">No wallet pay-outs are waiting.</p>';
      const rows = requests.map(({ affiliateUuid, payout }) => {
        const who = emailOf(affiliateUuid) ?? affiliateUuid;
        const amount = formatAmount(Number(payout.amount), { currency: 'usd' });
        const what = `${amount} to ${payout.wallet ?? ''} for ${who}`;
        const ids = { affiliate: affiliateUuid, payout: payout.id };
        return [
          `<tr data-payout="${escapeHtml(payout.id)}"><th scope="row">${escapeHtml(who)}</th>`,
          `<td>${escapeHtml(amount)}</td>`,
          `<td><code>${escapeHtml(payout.wallet ?? '')}</code></td>`,
          `<td>${escapeHtml(payout.created)}</td>`,
          '<td>',
          decisionForm(token, forms, { ...ids, decision: 'paid' }, `Mark paid: ${what}`),
          decisionForm(token, forms, { ...ids, decision: 'rejected' }, `Reject: ${what}`),
          '</td></tr>',
        ].join('');
      });
      return [
        '<p>Wallet pay-outs affiliates requested (<code>POST /api/pay-out/</code>,',
        '<code>method: wallet</code>). Mark paid once the money is sent; Reject gives the amount',
        'back to the affiliate to pay out again.</p>',
        '<table>',
        '<thead><tr><th scope="col">Affiliate</th><th scope="col">Amount</th><th scope="col">Wallet</th><th scope="col">Requested</th><th scope="col">Decision</th></tr></thead>',
        `<tbody>\n${rows.join('\n')}\n</tbody>`,
        '</table>',
      ].join('\n');
    },
  };
}

/**
 * Serves the Affiliate pay-outs section's post, `/sandbox/admin/affiliate-payouts` (`affiliate`,
 * `payout`, `decision`: `paid` or `rejected`, and the page's CSRF token): settles the request
 * once and redirects (303) back to the section. A pay-out that is not that affiliate's wallet
 * request is 404; one settled already (a second click, or a race) is 409 and changes nothing.
 *
 * @example
 * registerAffiliatePayouts(app, affiliate.service, forms);
 */
export function registerAffiliatePayouts(
  app: FastifyInstance,
  desk: AffiliatePayoutDesk,
  forms: FormProtection,
): void {
  registerAdminAction(
    app,
    { path: AFFILIATE_PAYOUTS_PATH, section: SECTION },
    forms,
    async (fields, reply) => {
      const decision = fields['decision'];
      if (decision !== 'paid' && decision !== 'rejected')
        return sendHtmlPage(reply, 400, 'No such decision', '<p>Mark paid or Reject.</p>');
      const outcome = desk.settlePayout(
        fields['affiliate'] ?? '',
        fields['payout'] ?? '',
        decision,
      );
      const back = `<p><a href="${ADMIN_PAGE}#${SECTION}">Back to the affiliate pay-outs</a></p>`;
      switch (outcome.kind) {
        case 'settled':
          return reply.redirect(`${ADMIN_PAGE}#${SECTION}`, 303);
        case 'not_found':
          return sendHtmlPage(reply, 404, 'No such wallet pay-out', back);
        case 'already_settled':
          return sendHtmlPage(
            reply,
            409,
            'Pay-out settled already',
            `<p>This pay-out is ${escapeHtml(outcome.payout.status)} already; nothing changed.</p>${back}`,
          );
        default:
          return outcome satisfies never;
      }
    },
  );
}
