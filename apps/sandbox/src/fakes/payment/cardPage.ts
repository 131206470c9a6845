import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, sendHtmlPage as sendPage } from '../../platform/http/html.ts';
import type { CardSessionRecord } from '../../product/billing/index.ts';
import { BANK_DECLINED } from '../../product/billing/index.ts';
import { formFields, sendFormRefused, type FormProtection } from '../forms.ts';
import {
  cardError,
  cardNumberField,
  testCardsList,
  type MoneyInPagesDeps,
} from './paymentPages.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The script of a finished card page: tells the opener and closes the popup. */
export const CARD_POPUP_SCRIPT_PATH = '/sandbox/assets/card-popup.js';

/**
 * SPEC §4 Card addition: the finished page's element carries the message in data attributes;
 * the script posts `{type: 'close', status, message?}` to the opener (same origin only) and
 * closes the popup. An external file, as the CSP allows no inline script.
 */
const CARD_POPUP_SCRIPT = `(function () {
  var result = document.getElementById('card-result');
  if (!result || !window.opener) return;
  var message = { type: 'close', status: result.getAttribute('data-status') };
  var text = result.getAttribute('data-message');
  if (text) message.message = text;
  window.opener.postMessage(message, window.location.origin);
  window.close();
})();
`;

const PURPOSES: Record<CardSessionRecord['purpose'], string> = {
  attach: 'Add a card to your account.',
  activate: 'Add a card to activate your account.',
  auto_payment: 'Add the card the weekly automatic top-up will charge.',
};

function ownSession(
  request: FastifyRequest<{ Params: { id: string } }>,
  deps: MoneyInPagesDeps,
): CardSessionRecord | undefined {
  const id = request.params.id.toLowerCase();
  if (!UUID.test(id)) return undefined;
  const customer = deps.customerOf(request);
  const session = deps.moneyIn().cardSession(id);
  return customer !== undefined && session?.customerUuid === customer.uuid ? session : undefined;
}

function resultPage(reply: FastifyReply, session: CardSessionRecord) {
  const success = session.status === 'completed';
  // §8: the bank's decline says 'Bank declined your payment'; Cancel says it was declined here.
  const message = success ? '' : (session.declineReason ?? BANK_DECLINED);
  return sendPage(
    reply,
    200,
    'Sandbox card',
    [
      `<p id="card-result" data-testid="sandbox-card-result" data-type="close" data-status="${success ? 'success' : 'declined'}" data-message="${escapeHtml(message)}">`,
      success
        ? 'Card saved. You can close this window.'
        : `${escapeHtml(message)}. You can close this window.`,
      '</p>',
      `<script src="${CARD_POPUP_SCRIPT_PATH}"></script>`,
    ].join(''),
  );
}

function formPage(
  reply: FastifyReply,
  session: CardSessionRecord,
  form: { token: string; forms: FormProtection; status?: number; error?: string; typed?: string },
) {
  return sendPage(
    reply,
    form.status ?? 200,
    'Sandbox card',
    [
      `<p>${escapeHtml(PURPOSES[session.purpose])} This page stands in for the card processor. No money moves.</p>`,
      `<form method="post" action="/sandbox/cards/${session.id}">`,
      form.forms.hiddenField(form.token),
      form.error === undefined ? '' : cardError(form.error),
      cardNumberField(form.typed),
      testCardsList(
        '<p>Any other Luhn-valid number is accepted (<code>4242 4242 4242 4242</code>; <code>2200 0000 0000 0004</code> is a Russian Mir card).</p>',
      ),
      '<button type="submit" name="decision" value="save" data-testid="sandbox-card-save">Save card</button>',
      '<button type="submit" name="decision" value="cancel" data-testid="sandbox-card-cancel">Cancel</button>',
      '</form>',
    ].join('\n'),
  );
}

/**
 * The stand-in for the card processor's page (SPEC §4 Card addition): `/sandbox/cards/{id}`, a
 * card session of the visitor's own (attach-bankcard, activate-by-card, auto-payments). Saving a
 * Luhn-valid number stores the card (brand, last 4 digits) and does what the session is for;
 * the bank's declining test cards are declined with their message (4000 0000 0000 0002: 'Bank
 * declined your payment'). The finished page runs
 * `window.opener.postMessage({type: 'close', status: 'success' | 'declined'})` and closes.
 * The post needs the page's CSRF token; a second post changes nothing.
 *
 * @example
 * registerCardPage(app, { deps, forms });
 */
export function registerCardPage(
  app: FastifyInstance,
  { deps, forms }: { deps: MoneyInPagesDeps; forms: FormProtection },
): void {
  app.get(CARD_POPUP_SCRIPT_PATH, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type('text/javascript; charset=utf-8')
      .send(CARD_POPUP_SCRIPT),
  );

  app.get<{ Params: { id: string } }>('/sandbox/cards/:id', async (request, reply) => {
    const session = ownSession(request, deps);
    if (session === undefined) return sendPage(reply, 404, 'No such card page', '');
    if (session.status !== 'pending') return resultPage(reply, session);
    return formPage(reply, session, { token: forms.token(request, reply), forms });
  });

  app.post<{ Params: { id: string } }>('/sandbox/cards/:id', async (request, reply) => {
    const fields = formFields(request);
    if (!forms.verify(request, fields))
      return sendFormRefused(reply, {
        href: `/sandbox/cards/${request.params.id}`,
        name: 'the card page',
        then: 'again.',
      });
    const session = ownSession(request, deps);
    if (session === undefined) return sendPage(reply, 404, 'No such card page', '');
    const decision = fields['decision'];
    if (decision !== 'save' && decision !== 'cancel')
      return sendPage(reply, 400, 'Choose Save card or Cancel', '');
    const typed = fields['card_number'] ?? '';
    const outcome = deps
      .moneyIn()
      .completeCardSession(
        session.id,
        decision === 'cancel' ? { cancel: true } : { number: typed },
      );
    if (outcome.status === 'invalid')
      return formPage(reply, session, {
        token: forms.token(request, reply),
        forms,
        status: 400,
        error: outcome.message,
        typed: typed.slice(0, 23),
      });
    return reply.redirect(`/sandbox/cards/${session.id}`, 303);
  });
}
