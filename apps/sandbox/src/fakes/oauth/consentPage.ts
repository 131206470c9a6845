import { safeReturnPath } from '@cloud-portal/domain/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  isSocialProvider,
  issueOauthCode,
  type AccountContext,
  type SocialProviderId,
} from '../../product/account/index.ts';
import { escapeHtml, sendHtmlPage as sendPage } from '../../platform/http/html.ts';
import { formFields, postOnly, type FormProtection } from '../forms.ts';

/** Display names of the sandbox providers. */
const PROVIDER_NAMES: Record<SocialProviderId, string> = {
  google: 'Google',
  vk: 'VK',
  yandex: 'Yandex',
  github: 'GitHub',
  linkedin: 'LinkedIn',
};

function queryOf(request: FastifyRequest): Record<string, unknown> {
  return typeof request.query === 'object' && request.query !== null
    ? (request.query as Record<string, unknown>)
    : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The stand-in for the social login providers: the OAuth consent page of each
 * (`/sandbox/oauth/{provider}?redirect_uri=/path&state=...`), whose form posts "Allow" or
 * "Cancel" (with the page's CSRF token) to `/sandbox/oauth/{provider}/approve`, which returns to
 * `redirect_uri` with `code` and `state` like a real provider. Plain HTML: no scripts or inline
 * styles; redirects only to same-origin paths (no open redirect).
 *
 * @example
 * registerOauthConsentPages(app, accountContext, forms);
 */
export function registerOauthConsentPages(
  app: FastifyInstance,
  context: AccountContext,
  forms: FormProtection,
): void {
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
        `<form method="post" action="/sandbox/oauth/${provider}/approve">`,
        forms.hiddenField(forms.token(request, reply)),
        hidden('redirect_uri', redirect),
        hidden('state', text(query['state'])),
        '<p><label>Email <input type="email" name="email" required autocomplete="email"></label></p>',
        '<p><button type="submit" name="decision" value="allow">Allow</button>',
        '<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button></p>',
        '</form>',
      ].join('\n'),
    );
  });

  // A link must not sign anyone in: only the consent page's form does.
  app.get('/sandbox/oauth/:provider/approve', postOnly);

  app.post<{ Params: { provider: string } }>(
    '/sandbox/oauth/:provider/approve',
    async (request, reply) => {
      const { provider } = request.params;
      if (!isSocialProvider(provider)) return sendPage(reply, 404, 'Unknown provider', '');
      const fields = formFields(request);
      if (!forms.verify(request, fields)) {
        return sendPage(
          reply,
          403,
          'Request refused',
          '<p>Go back to the site and start the sign-in again.</p>',
        );
      }
      const redirect = safeReturnPath(fields['redirect_uri'], '');
      if (redirect === '') return sendPage(reply, 400, 'Invalid redirect_uri', '');
      const email = (fields['email'] ?? '').trim().toLowerCase();
      const target = new URL(redirect, 'http://sandbox.invalid');
      if (fields['decision'] !== 'allow') {
        target.searchParams.set('error', 'access_denied');
      } else {
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
          return sendPage(reply, 400, 'Invalid email', '<p>Go back and enter an email.</p>');
        target.searchParams.set('code', issueOauthCode(context, provider, email));
      }
      target.searchParams.set('state', fields['state'] ?? '');
      target.searchParams.set('provider', provider);
      return reply.redirect(`${target.pathname}${target.search}`, 303);
    },
  );
}
