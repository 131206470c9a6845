import type { FastifyInstance } from 'fastify';
import { escapeHtml, sendHtmlPage as sendPage } from '../../platform/http/html.ts';
import { COOKIES, type AccountContext } from '../../product/account/index.ts';
import { formFields, postOnly, type FormProtection } from '../forms.ts';
import type { AdminSection } from './adminPage.ts';

/** Where the admin page sends an operator after impersonating (the control area, §2). */
export const IMPERSONATION_TARGET = '/control';

/**
 * The admin page's section that lists customers, each a form button that posts its `uuid` and
 * the page's CSRF token to `/sandbox/admin/impersonate` (see {@link registerImpersonation}).
 *
 * @example
 * registerAdminPage(app, forms, [impersonationSection(context, forms)]);
 */
export function impersonationSection(context: AccountContext, forms: FormProtection): AdminSection {
  return {
    id: 'customers',
    title: 'Log in as a customer',
    render(token) {
      const rows = context.stores.customers
        .list()
        .map((customer) =>
          [
            '<li><form method="post" action="/sandbox/admin/impersonate">',
            forms.hiddenField(token),
            `<input type="hidden" name="uuid" value="${escapeHtml(customer.uuid)}">`,
            `<button type="submit">${escapeHtml(customer.email)}</button>`,
            '</form></li>',
          ].join(''),
        )
        .join('\n');
      return `<p>Opens a session as the customer, marked with the LOGGED_AS_CLIENT cookie.</p>\n<ul>\n${rows}\n</ul>`;
    },
  };
}

/**
 * The stand-in for the provider's staff tools: `/sandbox/admin/impersonate` (posted by the
 * admin page's {@link impersonationSection}) opens a session as that customer plus the
 * `LOGGED_AS_CLIENT` cookie (SPEC §4/§6). The pages have no login of their own: they are served
 * only to local browsers (fakes/access.ts), and the post needs the page's CSRF token.
 *
 * @example
 * registerImpersonation(app, accountContext, forms);
 */
export function registerImpersonation(
  app: FastifyInstance,
  context: AccountContext,
  forms: FormProtection,
): void {
  // A link or a typed address must not open a session: only the page's form does.
  app.get('/sandbox/admin/impersonate', postOnly);

  app.post('/sandbox/admin/impersonate', async (request, reply) => {
    const fields = formFields(request);
    if (!forms.verify(request, fields)) {
      return sendPage(
        reply,
        403,
        'Request refused',
        '<p>Open <a href="/sandbox/admin">the admin page</a> and choose the customer again.</p>',
      );
    }
    const customer = context.stores.customers.findByUuid(fields['uuid'] ?? '');
    if (customer === undefined) return sendPage(reply, 404, 'No such customer', '');
    context.openSession(request, reply, customer);
    // Readable by the app: it shows "you're logged in as {user}" with a sign-out action (§4).
    reply.setCookie(COOKIES.loggedAsClient, customer.email, {
      path: '/',
      sameSite: 'lax',
      secure: request.protocol === 'https',
      httpOnly: false,
    });
    return reply.redirect(IMPERSONATION_TARGET, 303);
  });
}
