import { escapeHtml } from '@cloud-portal/domain/format';
import type { FastifyReply } from 'fastify';

export { escapeHtml };

/**
 * A plain server-rendered page: the title as `<title>` and `<h1>`, then `bodyHtml` (already
 * escaped by the caller). No scripts or inline styles, so the strict CSP applies unchanged.
 *
 * @example
 * htmlPage('Sandbox payment', '<p>No money moves.</p>');
 */
export function htmlPage(title: string, bodyHtml: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body>\n<h1>${escapeHtml(title)}</h1>\n${bodyHtml}\n</body>`,
    '</html>',
  ].join('\n');
}

/**
 * Sends {@link htmlPage} with a status, uncached.
 *
 * @example
 * return sendHtmlPage(reply, 404, 'No such payment', '');
 */
export function sendHtmlPage(
  reply: FastifyReply,
  status: number,
  title: string,
  bodyHtml: string,
): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(htmlPage(title, bodyHtml));
}
