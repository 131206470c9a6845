import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, sendHtmlPage } from '../platform/http/html.ts';
import { isCsrfTokenValid, isSameOriginRequest } from '../platform/security/csrf.ts';
import { safeEqual } from '../platform/security/tokens.ts';
import { readSessionCookie, type AccountContext } from '../product/account/index.ts';

/** The form field that carries the CSRF token (forms cannot send the `X-CSRFToken` header). */
export const FORM_TOKEN_FIELD = 'csrf_token';

/** CSRF protection of the fake pages' forms: the product API's token, echoed in a field. */
export interface FormProtection {
  /** The visitor's CSRF token for the page's forms; sets the cookie when missing or stale. */
  token(request: FastifyRequest, reply: FastifyReply): string;
  /** The hidden field carrying `token`. */
  hiddenField(token: string): string;
  /**
   * Whether a posted form may change state: same origin, and its token equals the visitor's
   * `csrftoken__` cookie and is signed for the visitor's session (signed double submit, as the
   * product API).
   */
  verify(request: FastifyRequest, fields: Record<string, string>): boolean;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The fake pages' CSRF protection over the account module's keys and session binding.
 *
 * @example
 * const forms = formProtection(account.context);
 * const token = forms.token(request, reply); // in the GET page
 * if (!forms.verify(request, formFields(request))) return refused(); // in the POST
 */
export function formProtection(context: AccountContext): FormProtection {
  return {
    token(request, reply) {
      const binding = context.csrfBinding(request);
      const cookie = readSessionCookie(request, 'csrf');
      if (cookie !== undefined && isCsrfTokenValid(context.keys.csrf, cookie, binding))
        return cookie;
      // A refresh raced this page's request: the cookie stays the session's (see the context).
      if (cookie !== undefined && context.refreshJustRotated(request)) return cookie;
      return context.setCsrfCookie(request, reply, binding);
    },
    hiddenField(token) {
      return `<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${escapeHtml(token)}">`;
    },
    verify(request, fields) {
      const sameOrigin = isSameOriginRequest({
        origin: header(request, 'origin'),
        secFetchSite: header(request, 'sec-fetch-site'),
        host: request.headers.host,
      });
      const token = fields[FORM_TOKEN_FIELD];
      const cookie = readSessionCookie(request, 'csrf');
      return (
        sameOrigin &&
        token !== undefined &&
        cookie !== undefined &&
        safeEqual(token, cookie) &&
        isCsrfTokenValid(context.keys.csrf, token, context.csrfBinding(request))
      );
    },
  };
}

/**
 * Parses urlencoded form posts (at most 4 KB) on the instance it is added to.
 *
 * @example
 * addFormParser(fakes); // inside the fake pages' plugin only
 */
export function addFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/**
 * The string fields of a posted form (anything else is dropped).
 *
 * @example
 * formFields(request)['decision']; // 'pay'
 */
export function formFields(request: FastifyRequest): Record<string, string> {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * Answers a GET on a path that only takes a form post: 405 with `Allow: POST`, nothing changes.
 *
 * @example
 * app.get('/sandbox/admin/impersonate', postOnly);
 */
export async function postOnly(_request: FastifyRequest, reply: FastifyReply) {
  return sendHtmlPage(
    reply.header('Allow', 'POST'),
    405,
    'Method Not Allowed',
    '<p>This address changes state: submit the form of its page.</p>',
  );
}

/**
 * The answer to a fake page's form post whose CSRF token did not verify (a forged, cross-site or
 * stale post): 403 with a link back to the page the form belongs to, so a person can send it from
 * there. `href` is escaped here.
 *
 * @example
 * if (!forms.verify(request, fields))
 *   return sendFormRefused(reply, { href: '/sandbox/cards/1', name: 'the card page', then: 'again.' });
 */
export function sendFormRefused(
  reply: FastifyReply,
  back: { href: string; name: string; then: string },
) {
  return sendHtmlPage(
    reply,
    403,
    'Request refused',
    `<p>Open <a href="${escapeHtml(back.href)}">${back.name}</a> ${back.then}</p>`,
  );
}
