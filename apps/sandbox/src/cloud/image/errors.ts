import type { GlanceErrorResponse } from '@cloud-portal/cloud-sdk/image';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Glance raises webob's HTTP exceptions (`webob.exc.HTTPNotFound(explanation=...)`), and webob
// writes the body in the form the client accepts: HTML for `text/html` (and `*/*`, the first of
// its offers), JSON for `application/json`, plain text otherwise (also without an Accept header).
// The explanation is followed by webob's body template tail (`<br /><br />` and blank lines);
// the JSON form keeps that tail verbatim, so a JSON message reads
// "No image found with ID x<br /><br />\n\n\n", exactly as real Glance sends it.

const STATUS_TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Request Entity Too Large',
  500: 'Internal Server Error',
};

/** Which of webob's three error forms a request gets. */
export type WebobForm = 'html' | 'json' | 'plain';

interface MediaRange {
  type: string;
  subtype: string;
  quality: number;
}

function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const part of header.split(',')) {
    const [mediaType = '', ...params] = part.split(';').map((piece) => piece.trim());
    const [type, subtype] = mediaType.toLowerCase().split('/');
    if (type === undefined || subtype === undefined || type === '' || subtype === '') continue;
    let quality = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([01](?:\.\d{0,3})?)$/i.exec(param);
      if (match?.[1] !== undefined) quality = Number(match[1]);
    }
    ranges.push({ type, subtype, quality });
  }
  return ranges;
}

function specificity(range: MediaRange): number {
  if (range.type === '*') return 0;
  return range.subtype === '*' ? 1 : 2;
}

/** The quality the header gives `offer` (its most specific matching range), 0 when none. */
function qualityOf(ranges: readonly MediaRange[], offer: string): number {
  const [type, subtype] = offer.split('/');
  let best: MediaRange | undefined;
  for (const range of ranges) {
    const matches =
      (range.type === '*' || range.type === type) &&
      (range.subtype === '*' || range.subtype === subtype);
    if (matches && (best === undefined || specificity(range) > specificity(best))) best = range;
  }
  return best?.quality ?? 0;
}

/**
 * webob's choice between its offers `text/html` and `application/json` (in that order, the
 * highest quality winning, ties to the first), else plain text: no header, or one that accepts
 * neither.
 *
 * @example
 * webobForm('application/json'); // 'json'
 * webobForm('*\/*'); // 'html'
 * webobForm(undefined); // 'plain'
 */
export function webobForm(accept: string | undefined): WebobForm {
  const ranges = parseAccept(accept ?? '');
  const html = qualityOf(ranges, 'text/html');
  const json = qualityOf(ranges, 'application/json');
  if (html === 0 && json === 0) return 'plain';
  return json > html ? 'json' : 'html';
}

/**
 * The status line webob prints: `404 Not Found`.
 *
 * @example
 * statusLine(403); // '403 Forbidden'
 */
export function statusLine(status: number): string {
  return `${status} ${STATUS_TITLES[status] ?? 'Error'}`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * Glance's error body for `status` and `explanation`, in webob's `form`, with its content type.
 *
 * @example
 * glanceErrorBody(404, 'No image found with ID x', 'json').body;
 * // '{"message": "No image found with ID x<br /><br />\n\n\n", "code": "404 Not Found", "title": "Not Found"}'
 */
export function glanceErrorBody(
  status: number,
  explanation: string,
  form: WebobForm,
): { contentType: string; body: string } {
  const line = statusLine(status);
  switch (form) {
    case 'json': {
      const body: GlanceErrorResponse = {
        message: `${explanation}<br /><br />\n\n\n`,
        code: line,
        title: STATUS_TITLES[status] ?? 'Error',
      };
      // Python's json.dumps separators (", " and ": "), in webob's key order.
      return {
        contentType: 'application/json',
        body: `{"message": ${JSON.stringify(body.message)}, "code": ${JSON.stringify(body.code)}, "title": ${JSON.stringify(body.title)}}`,
      };
    }
    case 'html':
      return {
        contentType: 'text/html; charset=UTF-8',
        body: `<html>\n <head>\n  <title>${line}</title>\n </head>\n <body>\n  <h1>${line}</h1>\n  ${escapeHtml(explanation)}<br /><br />\n\n\n\n </body>\n</html>`,
      };
    case 'plain':
      // webob strips the tags: newlines become spaces, each <br /> a newline.
      return { contentType: 'text/plain; charset=UTF-8', body: `${line}\n\n${explanation}\n\n   ` };
    default:
      return form satisfies never;
  }
}

/**
 * Sends Glance's error for the request (form chosen from its `Accept`).
 *
 * @example
 * return sendGlanceError(request, reply, 404, `No image found with ID ${imageId}`);
 */
export function sendGlanceError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  explanation: string,
) {
  const accept = request.headers.accept;
  const { contentType, body } = glanceErrorBody(status, explanation, webobForm(accept));
  return reply.code(status).header('Content-Type', contentType).send(body);
}
