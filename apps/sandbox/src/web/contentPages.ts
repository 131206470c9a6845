import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { donationBody } from '../api/donate.ts';
import type { Repositories } from '../db/index.ts';
import { NEWS_IMAGES } from '../db/seed-content/index.ts';
import { isSameOriginRequest } from '../security/csrf.ts';
import { escapeHtml } from './outboxPage.ts';

/** Where the pay page sends the payer back to (the portal's donate page, SPEC §2). */
export const DONATE_RETURN_PATH = '/donate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const IMAGE_COLOURS: Record<(typeof NEWS_IMAGES)[number], [string, string]> = {
  frankfurt: ['#1d4ed8', 'Frankfurt · eu-central1'],
  totp: ['#047857', 'Two-factor authentication'],
  snapshots: ['#7c3aed', 'Free snapshots'],
  vpn: ['#b45309', 'VPN panels in one click'],
  maintenance: ['#b91c1c', 'Network maintenance'],
};

function isNewsImage(name: string): name is (typeof NEWS_IMAGES)[number] {
  return (NEWS_IMAGES as readonly string[]).includes(name);
}

/**
 * A cover image for a seeded news item: a plain banner, drawn here so that the seed needs no
 * binary files and stays same-origin (CSP `img-src 'self'`).
 *
 * @example
 * newsImageSvg('frankfurt'); // '<svg xmlns=...>...Frankfurt · eu-central1...</svg>'
 */
export function newsImageSvg(name: (typeof NEWS_IMAGES)[number]): string {
  const [colour, label] = IMAGE_COLOURS[name];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320" viewBox="0 0 640 320">',
    `<rect width="640" height="320" fill="${colour}"/>`,
    '<circle cx="560" cy="60" r="120" fill="#ffffff" fill-opacity="0.12"/>',
    `<text x="40" y="280" font-family="sans-serif" font-size="36" fill="#ffffff">${escapeHtml(label)}</text>`,
    '</svg>',
  ].join('');
}

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

function sameOrigin(request: FastifyRequest): boolean {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  return isSameOriginRequest({
    origin: header('origin'),
    secFetchSite: header('sec-fetch-site'),
    host: request.headers.host,
  });
}

/**
 * Sandbox pages of the public content: news cover images (`/sandbox/media/news/{name}.svg`) and
 * the payment page of a donation (`/sandbox/pay/{id}`), which stands in for a payment provider:
 * its form marks the donation paid or cancelled and returns the payer to `/donate?payment={id}`.
 * The form post is refused cross-site (it changes state); plain HTML, no scripts.
 *
 * @example
 * await app.register(contentPages, { repositories, now });
 */
export async function contentPages(
  app: FastifyInstance,
  { repositories, now }: { repositories: Repositories; now: () => Date },
): Promise<void> {
  // The pay page's form posts urlencoded fields; this parser is scoped to this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get<{ Params: { file: string } }>('/sandbox/media/news/:file', async (request, reply) => {
    const name = request.params.file.replace(/\.svg$/, '');
    if (!request.params.file.endsWith('.svg') || !isNewsImage(name))
      return reply.code(404).type('text/plain; charset=utf-8').send('No such image.');
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(newsImageSvg(name));
  });

  app.get<{ Params: { id: string } }>('/sandbox/pay/:id', async (request, reply) => {
    const donation = UUID.test(request.params.id)
      ? repositories.payments.findDonation(request.params.id)
      : undefined;
    if (donation === undefined) return sendPage(reply, 404, 'No such payment', '');
    const body = donationBody(donation);
    const summary = `<p>Donation of <strong>${escapeHtml(body.amount)} ${escapeHtml(body.currency.toUpperCase())}</strong>. Status: <strong>${escapeHtml(body.status)}</strong>.</p>`;
    if (body.status !== 'pending')
      return sendPage(
        reply,
        200,
        'Sandbox payment',
        `${summary}\n<p><a href="${DONATE_RETURN_PATH}?payment=${body.id}">Back to the site</a></p>`,
      );
    return sendPage(
      reply,
      200,
      'Sandbox payment',
      [
        summary,
        '<p>This page stands in for a payment provider. No money moves.</p>',
        `<form method="post" action="/sandbox/pay/${body.id}">`,
        '<button type="submit" name="decision" value="pay">Pay</button>',
        '<button type="submit" name="decision" value="cancel">Cancel</button>',
        '</form>',
      ].join('\n'),
    );
  });

  app.post<{ Params: { id: string } }>('/sandbox/pay/:id', async (request, reply) => {
    if (!sameOrigin(request)) return sendPage(reply, 403, 'Cross-site request refused', '');
    const donation = UUID.test(request.params.id)
      ? repositories.payments.findDonation(request.params.id)
      : undefined;
    if (donation === undefined) return sendPage(reply, 404, 'No such payment', '');
    const fields =
      typeof request.body === 'object' && request.body !== null
        ? (request.body as Record<string, unknown>)
        : {};
    const decision = fields['decision'];
    if (decision !== 'pay' && decision !== 'cancel')
      return sendPage(reply, 400, 'Choose Pay or Cancel', '');
    // Only a pending donation changes; a second submit (back button) leaves the first result.
    repositories.payments.settleDonation(
      donation.id,
      decision === 'pay' ? 'paid' : 'cancelled',
      now(),
    );
    return reply.redirect(`${DONATE_RETURN_PATH}?payment=${donation.id}`, 303);
  });
}
