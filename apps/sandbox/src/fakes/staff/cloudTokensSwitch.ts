import type { FastifyInstance } from 'fastify';
import { sendHtmlPage } from '../../platform/http/html.ts';
import type { FormProtection } from '../forms.ts';
import { registerAdminAction } from './adminAction.ts';
import { ADMIN_PAGE, type AdminSection } from './adminPage.ts';

/** Where the Cloud tokens section's form posts. */
export const CLOUD_TOKENS_PATH = '/sandbox/admin/cloud-tokens';

/** What the section changes: the emulated Keystone's issued tokens (`identity.service`). */
export interface CloudTokenSwitch {
  /**
   * Makes the live tokens of the Keystone user `userName` (every user's without one) expire
   * now; how many, or `undefined` when there is no such user.
   */
  expireTokens(userName: string | undefined): number | undefined;
}

/**
 * The admin page's Cloud tokens section (SPEC §4 Request layer): expires the Keystone tokens
 * issued so far, of one user (a consumer's `os_user`) or of everyone, as if their lifetime had
 * run out. An open portal's next cloud call then answers 401 and the portal renews its token.
 *
 * @example
 * registerAdminPage(app, forms, [cloudTokensSection(forms)]);
 */
export function cloudTokensSection(forms: FormProtection): AdminSection {
  return {
    id: 'cloud-tokens',
    title: 'Cloud tokens',
    render(token) {
      return [
        '<p>Expires the Keystone tokens issued so far (the cloud answers them 401 from now on),',
        'as if their lifetime had run out. The user is a consumer’s <code>os_user</code>',
        '(<code>GET /api/consumers/</code>); leave it empty for every user.</p>',
        `<form method="post" action="${CLOUD_TOKENS_PATH}">`,
        forms.hiddenField(token),
        '<label>Keystone user <input name="user" autocomplete="off"></label>',
        '<button type="submit">Expire the tokens now</button>',
        '</form>',
      ].join('\n');
    },
  };
}

/**
 * Serves the Cloud tokens section's post, `/sandbox/admin/cloud-tokens` (`user`, optional, and
 * the page's CSRF token): expires the tokens and redirects (303) back to the admin page; 404 for
 * an unknown user.
 *
 * @example
 * registerCloudTokensSwitch(app, { expireTokens: (user) => identity.service.expireTokens({ userName: user, domainId: 'default' }) }, forms);
 */
export function registerCloudTokensSwitch(
  app: FastifyInstance,
  tokens: CloudTokenSwitch,
  forms: FormProtection,
): void {
  registerAdminAction(
    app,
    { path: CLOUD_TOKENS_PATH, section: 'cloud-tokens' },
    forms,
    async (fields, reply) => {
      const user = (fields['user'] ?? '').trim();
      const expired = tokens.expireTokens(user === '' ? undefined : user);
      if (expired === undefined) return sendHtmlPage(reply, 404, 'No such Keystone user', '');
      return reply.redirect(`${ADMIN_PAGE}#cloud-tokens`, 303);
    },
  );
}
