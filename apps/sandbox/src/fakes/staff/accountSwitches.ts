import {
  SUSPEND_REASON_BALANCE,
  SUSPEND_REASON_NONE,
  normaliseSuspendReason,
} from '@cloud-portal/domain/account';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, sendHtmlPage } from '../../platform/http/html.ts';
import type { AccountContext } from '../../product/account/index.ts';
import type { FormProtection } from '../forms.ts';
import { registerAdminAction } from './adminAction.ts';
import { ADMIN_PAGE, type AdminSection } from './adminPage.ts';

/** Where the Account state section's forms post. */
export const ACCOUNT_SWITCH_PATH = '/sandbox/admin/account';

/** The suspension reasons offered as buttons: the two the domain names (§4); others are typed. */
const OFFERED_REASONS = [SUSPEND_REASON_BALANCE, SUSPEND_REASON_NONE] as const;

/** A typed reason: upper-case letters, digits and underscores, as the backend's reasons are. */
const REASON_PATTERN = /^[A-Z][A-Z0-9_]{0,31}$/;

/** What the section reads and changes: the customers' activation and suspension. */
export type AccountSwitchboard = Pick<
  AccountContext['stores']['customers'],
  'list' | 'findByUuid' | 'setActivated' | 'setSuspension'
>;

function switchForm(
  token: string,
  forms: FormProtection,
  fields: Record<string, string>,
  label: string,
  text: string,
): string {
  return [
    `<form method="post" action="${ACCOUNT_SWITCH_PATH}">`,
    forms.hiddenField(token),
    ...Object.entries(fields).map(
      ([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`,
    ),
    `<button type="submit" aria-label="${escapeHtml(label)}">${escapeHtml(text)}</button>`,
    '</form>',
  ].join('');
}

/**
 * The admin page's Account state section (SPEC §3 Customer, §4 Reactions to account state): per
 * customer, whether it is activated and whether (and why) it is suspended, with form buttons
 * that change them in what `GET /api/customers/` answers, so browser tests can drive the
 * portal's reactions.
 *
 * @example
 * registerAdminPage(app, forms, [accountStateSection(context.stores.customers, forms)]);
 */
export function accountStateSection(
  customers: AccountSwitchboard,
  forms: FormProtection,
): AdminSection {
  return {
    id: 'accounts',
    title: 'Account state',
    render(token) {
      const rows = customers.list().map((customer) => {
        const who = customer.email;
        const uuid = customer.uuid;
        const activation = switchForm(
          token,
          forms,
          { uuid, switch: 'activated', state: customer.activated ? 'off' : 'on' },
          `${customer.activated ? 'Deactivate' : 'Activate'} ${who}`,
          customer.activated ? 'Deactivate' : 'Activate',
        );
        const suspension = customer.suspended
          ? switchForm(
              token,
              forms,
              { uuid, switch: 'suspended', state: 'off' },
              `Lift the suspension of ${who}`,
              'Lift suspension',
            )
          : [
              ...OFFERED_REASONS.map((reason) =>
                switchForm(
                  token,
                  forms,
                  { uuid, switch: 'suspended', state: 'on', reason },
                  `Suspend ${who} for ${reason}`,
                  `Suspend: ${reason}`,
                ),
              ),
              `<form method="post" action="${ACCOUNT_SWITCH_PATH}">`,
              forms.hiddenField(token),
              `<input type="hidden" name="uuid" value="${escapeHtml(uuid)}">`,
              '<input type="hidden" name="switch" value="suspended">',
              '<input type="hidden" name="state" value="on">',
              `<label>Other reason <input name="reason" required pattern="[A-Za-z][A-Za-z0-9_]{0,31}" aria-label="${escapeHtml(`Other suspension reason for ${who}`)}"></label>`,
              `<button type="submit" aria-label="${escapeHtml(`Suspend ${who} for the reason typed`)}">Suspend</button>`,
              '</form>',
            ].join('');
        const state = customer.suspended
          ? `<strong>suspended</strong> (${escapeHtml(customer.suspendReason ?? 'no reason')})`
          : 'not suspended';
        return [
          `<tr><th scope="row">${escapeHtml(who)}</th>`,
          `<td>${customer.activated ? '<strong>activated</strong>' : 'not activated'} ${activation}</td>`,
          `<td>${state} ${suspension}</td></tr>`,
        ].join('');
      });
      return [
        '<p>Changes what <code>GET /api/customers/</code> answers (<code>activated</code>,',
        '<code>suspended</code>, <code>suspend_reason</code>); the portal sees it at its next',
        'customer poll (every 10 s).</p>',
        '<table>',
        '<thead><tr><th scope="col">Customer</th><th scope="col">Activation</th><th scope="col">Suspension</th></tr></thead>',
        `<tbody>\n${rows.join('\n')}\n</tbody>`,
        '</table>',
      ].join('\n');
    },
  };
}

/**
 * Serves the Account state section's post, `/sandbox/admin/account` (`uuid`, `switch`:
 * `activated` or `suspended`, `state`: `on` or `off`, for a suspension a `reason`, and the page's
 * CSRF token): changes the customer and redirects (303) back to the admin page.
 *
 * @example
 * registerAccountSwitches(app, account.context.stores.customers, forms);
 */
export function registerAccountSwitches(
  app: FastifyInstance,
  customers: AccountSwitchboard,
  forms: FormProtection,
): void {
  registerAdminAction(
    app,
    { path: ACCOUNT_SWITCH_PATH, section: 'accounts' },
    forms,
    async (fields, reply) => {
      const name = fields['switch'];
      const state = fields['state'];
      if ((name !== 'activated' && name !== 'suspended') || (state !== 'on' && state !== 'off'))
        return sendHtmlPage(reply, 400, 'No such switch', '');
      const reason = normaliseSuspendReason(fields['reason']);
      if (
        name === 'suspended' &&
        state === 'on' &&
        (reason === null || !REASON_PATTERN.test(reason))
      )
        return sendHtmlPage(
          reply,
          400,
          'No such reason',
          '<p>A suspension reason is 1 to 32 letters, digits or underscores, starting with a letter (BALANCE, NONE...).</p>',
        );
      const customer = customers.findByUuid(fields['uuid'] ?? '');
      if (customer === undefined) return sendHtmlPage(reply, 404, 'No such customer', '');
      if (name === 'activated') customers.setActivated(customer.uuid, state === 'on');
      else customers.setSuspension(customer.uuid, state === 'on' ? reason : null);
      return reply.redirect(`${ADMIN_PAGE}#accounts`, 303);
    },
  );
}
