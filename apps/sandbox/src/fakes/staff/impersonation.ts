import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml, sendHtmlPage as sendPage } from '../../platform/http/html.ts';
import { COOKIES, type AccountContext } from '../../product/account/index.ts';

/** Where the admin page sends an operator after impersonating (the control area, §2). */
export const IMPERSONATION_TARGET = '/control';

function queryOf(request: FastifyRequest): Record<string, unknown> {
  return typeof request.query === 'object' && request.query !== null
    ? (request.query as Record<string, unknown>)
    : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Loopback peers only, never through a proxy and never on a cross-site navigation: the admin
 * pages have no login of their own. The TCP peer is used, not `request.ip`, which follows
 * `X-Forwarded-For` when TRUST_PROXY is on and could then be forged.
 */
function isLocalOperator(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(peer);
  return (
    loopback &&
    request.headers['x-forwarded-for'] === undefined &&
    request.headers['sec-fetch-site'] !== 'cross-site'
  );
}

/**
 * The stand-in for the provider's staff tools: `/sandbox/admin` lists customers and
 * `/sandbox/admin/impersonate` opens a session as one of them plus the `LOGGED_AS_CLIENT` cookie
 * (SPEC §4/§6). Loopback operators only.
 *
 * @example
 * registerImpersonation(app, accountContext);
 */
export function registerImpersonation(app: FastifyInstance, context: AccountContext): void {
  app.get('/sandbox/admin', async (request, reply) => {
    if (!isLocalOperator(request)) return sendPage(reply, 403, 'Forbidden', '');
    const rows = context.stores.customers
      .list()
      .map(
        (customer) =>
          `<li><a href="/sandbox/admin/impersonate?uuid=${encodeURIComponent(customer.uuid)}">` +
          `${escapeHtml(customer.email)}</a></li>`,
      )
      .join('\n');
    return sendPage(
      reply,
      200,
      'Sandbox admin: log in as a customer',
      `<p>Opens a session as the customer, marked with the LOGGED_AS_CLIENT cookie.</p>\n<ul>\n${rows}\n</ul>`,
    );
  });

  app.get('/sandbox/admin/impersonate', async (request, reply) => {
    if (!isLocalOperator(request)) return sendPage(reply, 403, 'Forbidden', '');
    const customer = context.stores.customers.findByUuid(text(queryOf(request)['uuid']));
    if (customer === undefined) return sendPage(reply, 404, 'No such customer', '');
    context.openSession(request, reply, customer);
    // Readable by the app: it shows "you're logged in as {user}" with a sign-out action (§4).
    reply.setCookie(COOKIES.loggedAsClient, customer.email, {
      path: '/',
      sameSite: 'lax',
      secure: request.protocol === 'https',
      httpOnly: false,
    });
    return reply.redirect(IMPERSONATION_TARGET, 302);
  });
}
