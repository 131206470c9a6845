import type { Locale } from '@cloud-portal/api-client';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { apiError } from '../../platform/http/apiError.ts';
import type { RegionsService } from '../regions/index.ts';
import { CONTENT_LOCALES, type ContentStore } from './store.ts';

/** Region of `GET /plans/` without `?region=` (SPEC §9). */
export const DEFAULT_REGION = 'eu-west2';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Query = Record<string, string | undefined>;

/**
 * The `lang` query parameter: default `en`; anything but en/ru/zh is an error, not a silent
 * fallback, so a typo in the portal shows up in its tests.
 *
 * @example
 * parseLang(undefined); // 'en'
 * parseLang('zh'); // 'zh'
 * parseLang('de'); // undefined
 */
export function parseLang(value: string | undefined): Locale | undefined {
  if (value === undefined || value === '') return 'en';
  return (CONTENT_LOCALES as readonly string[]).includes(value) ? (value as Locale) : undefined;
}

/**
 * An integer query parameter within [min, max], `fallback` when absent, undefined when invalid.
 *
 * @example
 * parseIntParam('20', 20, 1, 100); // 20
 * parseIntParam('abc', 20, 1, 100); // undefined
 */
export function parseIntParam(
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined || value === '') return fallback;
  if (!/^[0-9]+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

function invalid(reply: FastifyReply, field: string, message: string) {
  return reply.code(400).send(apiError('invalid_parameter', message, { [field]: [message] }));
}

function badLang(reply: FastifyReply) {
  return invalid(reply, 'lang', 'Use one of the languages en, ru, zh.');
}

/**
 * Public content of openapi.yaml (tag `content`): news, knowledge base, notifications, plans,
 * prices, rates and server time, under `/api`. No session needed.
 *
 * @example
 * await app.register(contentRoutes, { prefix: '/api', content, regions, now: () => new Date() });
 */
export const contentRoutes: FastifyPluginAsync<{
  content: ContentStore;
  regions: RegionsService;
  now: () => Date;
}> = async (app, { content, regions, now }) => {
  app.get<{ Querystring: Query }>('/news/', async (request, reply) => {
    const lang = parseLang(request.query.lang);
    if (lang === undefined) return badLang(reply);
    const limit = parseIntParam(request.query.limit, 20, 1, 100);
    if (limit === undefined)
      return invalid(reply, 'limit', 'limit must be a whole number from 1 to 100.');
    const offset = parseIntParam(request.query.offset, 0, 0, Number.MAX_SAFE_INTEGER);
    if (offset === undefined)
      return invalid(reply, 'offset', 'offset must be a whole number, 0 or more.');
    return { ...content.listNews(lang, limit, offset), limit, offset };
  });

  app.get<{ Params: { id: string }; Querystring: Query }>('/news/:id/', async (request, reply) => {
    const lang = parseLang(request.query.lang);
    if (lang === undefined) return badLang(reply);
    const id = parseIntParam(request.params.id, 0, 1, Number.MAX_SAFE_INTEGER);
    if (id === undefined) return invalid(reply, 'id', 'The news id is a positive whole number.');
    const article = content.findNews(id, lang);
    if (article === undefined)
      return reply.code(404).send(apiError('not_found', 'News item not found.'));
    return article;
  });

  app.get<{ Querystring: Query }>('/kb/chapters/', async (request, reply) => {
    const lang = parseLang(request.query.lang);
    if (lang === undefined) return badLang(reply);
    return content.listChapters(lang);
  });

  app.get<{ Params: { slug: string }; Querystring: Query }>(
    '/kb/chapters/:slug/',
    async (request, reply) => {
      const lang = parseLang(request.query.lang);
      if (lang === undefined) return badLang(reply);
      const chapter = SLUG.test(request.params.slug)
        ? content.findChapter(request.params.slug, lang)
        : undefined;
      if (chapter === undefined)
        return reply.code(404).send(apiError('not_found', 'Knowledge base chapter not found.'));
      return chapter;
    },
  );

  app.get<{ Params: { slug: string }; Querystring: Query }>(
    '/kb/articles/:slug/',
    async (request, reply) => {
      const lang = parseLang(request.query.lang);
      if (lang === undefined) return badLang(reply);
      const article = SLUG.test(request.params.slug)
        ? content.findArticle(request.params.slug, lang)
        : undefined;
      if (article === undefined)
        return reply.code(404).send(apiError('not_found', 'Knowledge base article not found.'));
      return article;
    },
  );

  app.get('/notifications', async () => content.listActiveNotifications(now()));

  app.get<{ Querystring: Query }>('/plans/', async (request, reply) => {
    const regionId =
      request.query.region === undefined || request.query.region === ''
        ? DEFAULT_REGION
        : request.query.region;
    const region = regions.findById(regionId);
    if (region === undefined)
      return reply.code(404).send(apiError('not_found', 'Region not found.'));
    return {
      region: region.id,
      currency: region.currency,
      plans: content.listPlans(region.id, region.currency),
    };
  });

  app.get('/prices/', async () => content.listPrices());

  app.get('/rates/', async () => content.listRates());

  app.get('/time/', async () => {
    const current = now();
    return { time: current.toISOString(), timestamp: current.getTime() };
  });
};
