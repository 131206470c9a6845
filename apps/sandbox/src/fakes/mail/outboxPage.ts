import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../platform/http/html.ts';
import type { OutboxMail, OutboxStore } from './outboxStore.ts';

/** Where the outbox page is served. */
export const OUTBOX_PATH = '/sandbox/outbox';

/** Only same-origin paths become links (mail content must not turn into `javascript:` URLs). */
function safeLink(link: string | null): string | null {
  return link !== null && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

function mailHtml(mail: OutboxMail): string {
  const link = safeLink(mail.link);
  return [
    '<article>',
    `<h2>${escapeHtml(mail.subject)}</h2>`,
    `<p>To <strong>${escapeHtml(mail.recipient)}</strong>, ` +
      `<time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt)}</time></p>`,
    `<p>${escapeHtml(mail.body)}</p>`,
    link === null ? '' : `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '</article>',
  ].join('\n');
}

/**
 * The outbox page as HTML: every mail the sandbox "sent", newest first, links clickable. No
 * scripts or inline styles, so the strict CSP applies unchanged.
 *
 * @example
 * outboxHtml(outbox.list());
 */
export function outboxHtml(mails: readonly OutboxMail[]): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    '<title>Sandbox outbox</title></head>',
    '<body>',
    '<h1>Sandbox outbox</h1>',
    '<p>Mail the sandbox would have sent (password resets, sign-up notices), newest first.</p>',
    mails.length === 0 ? '<p>No mail yet.</p>' : mails.map(mailHtml).join('\n'),
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * Registers `GET /sandbox/outbox` (read only; served to local browsers only, fakes/access.ts).
 *
 * @example
 * registerOutboxPage(app, outbox);
 */
export function registerOutboxPage(app: FastifyInstance, outbox: OutboxStore): void {
  app.get(OUTBOX_PATH, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(outboxHtml(outbox.list())),
  );
}
