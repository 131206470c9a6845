import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../platform/http/html.ts';
import type { RefreshStatus } from '../../product/account/index.ts';
import type { FormProtection } from '../forms.ts';
import { registerAdminAction } from './adminAction.ts';
import { ADMIN_PAGE, type AdminSection } from './adminPage.ts';

/** Where the Refresh key section's form posts. */
export const REFRESH_KEY_PATH = '/sandbox/admin/refresh-key';

/**
 * The admin page's Refresh key section (SPEC §4 Refresh flow): the key `GET /api/refresh-status/`
 * answers and a button that changes it, as a new deployment would, so an open portal shows its
 * refresh toast.
 *
 * @example
 * registerAdminPage(app, forms, [refreshKeySection(account.refreshStatus, forms)]);
 */
export function refreshKeySection(status: RefreshStatus, forms: FormProtection): AdminSection {
  return {
    id: 'refresh',
    title: 'Refresh key',
    render(token) {
      const changes = status.generation();
      return [
        `<p>Key now: <code>${escapeHtml(status.key())}</code> (${changes === 0 ? 'the build’s own' : `changed by hand ${changes} time${changes === 1 ? '' : 's'}`}).`,
        'A new key makes every open portal offer a reload within its next poll. Kept in the',
        'data directory, so it survives a restart; a new build changes it too.</p>',
        `<form method="post" action="${REFRESH_KEY_PATH}">`,
        forms.hiddenField(token),
        '<input type="hidden" name="change" value="key">',
        '<button type="submit">Change the refresh key</button>',
        '</form>',
      ].join('\n');
    },
  };
}

/**
 * Serves the Refresh key section's post, `/sandbox/admin/refresh-key` (the page's CSRF token):
 * changes the key and redirects (303) back to the admin page.
 *
 * @example
 * registerRefreshKeySwitch(app, account.refreshStatus, forms);
 */
export function registerRefreshKeySwitch(
  app: FastifyInstance,
  status: Pick<RefreshStatus, 'change'>,
  forms: FormProtection,
): void {
  registerAdminAction(
    app,
    { path: REFRESH_KEY_PATH, section: 'refresh' },
    forms,
    async (_fields, reply) => {
      status.change();
      return reply.redirect(`${ADMIN_PAGE}#refresh`, 303);
    },
  );
}
