import { safeReturnPath } from '@cloud-portal/domain/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  COOKIES,
  isSocialProvider,
  issueOauthCode,
  type AccountContext,
  type SocialProviderId,
} from '../api/account/index.ts';
import { escapeHtml } from './outboxPage.ts';

/** Display names of the sandbox providers. */
const PROVIDER_NAMES: Record<SocialProviderId, string> = {
  google: 'Google',
  vk: 'VK',
  yandex: 'Yandex',
  github: 'GitHub',
  linkedin: 'LinkedIn',
};

/** Where the admin page sends an operator after impersonating (the control area, §2). */
export const IMPERSONATION_TARGET = '/control';

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body>\n<h1>${escapeHtml(title)}</h1>\n${body}\n</body>`,
    '</html>',
  ].join('\n');
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page(title, body));
}

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
 * Sandbox-only pages: the OAuth consent page of each social provider
 * (`/sandbox/oauth/{provider}?redirect_uri=/path&state=...`, which returns to `redirect_uri` with
 * `code` and `state` like a real provider), and the staff impersonation page `/sandbox/admin`
 * (sets a session for a customer plus the `LOGGED_AS_CLIENT` cookie, SPEC §4/§6). Plain HTML:
 * no scripts or inline styles; redirects only to same-origin paths (no open redirect).
 *
 * @example
 * registerSandboxPages(app, accountContext);
 */
export function registerSandboxPages(app: FastifyInstance, context: AccountContext): void {
  app.get<{ Params: { provider: string } }>('/sandbox/oauth/:provider', async (request, reply) => {
    const { provider } = request.params;
    if (!isSocialProvider(provider)) return sendPage(reply, 404, 'Unknown provider', '');
    const query = queryOf(request);
    const redirect = safeReturnPath(query['redirect_uri'], '');
    if (redirect === '') {
      return sendPage(
        reply,
        400,
        'Invalid redirect_uri',
        '<p>redirect_uri must be a path of this site, for example /login/oauth/github.</p>',
      );
    }
    const name = PROVIDER_NAMES[provider];
    const hidden = (field: string, value: string) =>
      `<input type="hidden" name="${field}" value="${escapeHtml(value)}">`;
    return sendPage(
      reply,
      200,
      `Sign in with ${name} (sandbox)`,
      [
        `<p>This page stands in for ${escapeHtml(name)}'s consent screen. Choose the email the`,
        'provider would report; the portal receives an authorization code for it.</p>',
        `<form method="get" action="/sandbox/oauth/${provider}/approve">`,
        hidden('redirect_uri', redirect),
        hidden('state', text(query['state'])),
        '<p><label>Email <input type="email" name="email" required autocomplete="email"></label></p>',
        '<p><button type="submit" name="decision" value="allow">Allow</button>',
        '<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button></p>',
        '</form>',
      ].join('\n'),
    );
  });

  app.get<{ Params: { provider: string } }>(
    '/sandbox/oauth/:provider/approve',
    async (request, reply) => {
      const { provider } = request.params;
      if (!isSocialProvider(provider)) return sendPage(reply, 404, 'Unknown provider', '');
      const query = queryOf(request);
      const redirect = safeReturnPath(query['redirect_uri'], '');
      if (redirect === '') return sendPage(reply, 400, 'Invalid redirect_uri', '');
      const state = text(query['state']);
      const email = text(query['email']).trim().toLowerCase();
      const target = new URL(redirect, 'http://sandbox.invalid');
      if (query['decision'] !== 'allow') {
        target.searchParams.set('error', 'access_denied');
      } else {
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
          return sendPage(reply, 400, 'Invalid email', '<p>Go back and enter an email.</p>');
        target.searchParams.set('code', issueOauthCode(context, provider, email));
      }
      target.searchParams.set('state', state);
      target.searchParams.set('provider', provider);
      return reply.redirect(`${target.pathname}${target.search}`, 302);
    },
  );

  app.get('/sandbox/admin', async (request, reply) => {
    if (!isLocalOperator(request)) return sendPage(reply, 403, 'Forbidden', '');
    const rows = context.repositories.customers
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
    const customer = context.repositories.customers.findByUuid(text(queryOf(request)['uuid']));
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
