import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../platform/http/html.ts';
import { NEWS_IMAGES } from './seed/index.ts';

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

/**
 * `GET /sandbox/media/news/{name}.svg`: the cover images of the seeded news, served from this
 * origin (CSP `img-src 'self'`).
 *
 * @example
 * await app.register(newsMediaRoutes);
 */
export const newsMediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/sandbox/media/news/:file', async (request, reply) => {
    const name = request.params.file.replace(/\.svg$/, '');
    if (!request.params.file.endsWith('.svg') || !isNewsImage(name))
      return reply.code(404).type('text/plain; charset=utf-8').send('No such image.');
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(newsImageSvg(name));
  });
};
