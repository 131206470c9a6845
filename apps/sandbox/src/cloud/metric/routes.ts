import type { GnocchiErrorResponse, GnocchiResource } from '@cloud-portal/cloud-sdk/metric';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { cloudAuthOf, keystoneAuth, type TokenResolver } from '../shared/auth.ts';
import { requestOrigin } from '../shared/urls.ts';
import {
  AGGREGATION_METHODS,
  ARCHIVE_POLICY,
  measures,
  METRICS,
  metricId,
  type AggregationMethod,
  type MetricName,
} from './series.ts';
import type { MeteredServer, MeteredServerLookup } from './servers.ts';

/** Gnocchi's `[api] max_limit`: the largest page, and the page without `limit`. */
export const GNOCCHI_MAX_LIMIT = 1000;

/** The service user and project of Ceilometer, which creates every resource (`creator`). */
const CEILOMETER = {
  userId: '2b6a1f0c9d8e4f7a8b5c3d2e1f0a9b8c',
  projectId: '7e5d4c3b2a1f4e9d8c7b6a5f4e3d2c1b',
};

const TITLES: Record<number, string> = { 400: 'Bad Request', 404: 'Not Found' };

/** Options of {@link metricRoutes}. */
export interface MetricRoutesOptions {
  tokens: TokenResolver;
  servers: MeteredServerLookup;
  now: () => Date;
}

type RegionParams = { region: string };
type ResourceParams = RegionParams & { resourceId: string };

/**
 * Gnocchi's error: JSON `{"code", "title", "description"}` for a client that accepts JSON (the
 * SDK, gnocchiclient), else the text webob writes.
 */
function sendGnocchiError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: 400 | 404,
  description: GnocchiErrorResponse['description'],
) {
  const title = TITLES[code] ?? 'Error';
  reply.code(code);
  if ((request.headers.accept ?? '').includes('json')) {
    const body: GnocchiErrorResponse = { code, title, description };
    return reply.send(body);
  }
  const text = typeof description === 'string' ? description : JSON.stringify(description);
  return reply.type('text/plain; charset=UTF-8').send(`${code} ${title}\n\n${text}\n\n`);
}

/** Gnocchi's times: `2018-01-02T11:39:33.942391+00:00`. */
function gnocchiTime(iso: string): string {
  return iso.replace(/Z$/, '000+00:00');
}

function resourceView(server: MeteredServer): GnocchiResource {
  return {
    created_by_project_id: CEILOMETER.projectId,
    created_by_user_id: CEILOMETER.userId,
    creator: `${CEILOMETER.userId}:${CEILOMETER.projectId}`,
    ended_at: server.deletedAt === null ? null : gnocchiTime(server.deletedAt),
    id: server.serverId,
    metrics: Object.fromEntries(
      Object.keys(METRICS).map((name) => [name, metricId(server.serverId, name)]),
    ),
    original_resource_id: server.serverId,
    project_id: server.projectId,
    revision_end: null,
    revision_start: gnocchiTime(server.createdAt),
    started_at: gnocchiTime(server.createdAt),
    type: 'generic',
    user_id: null,
  };
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** Gnocchi's timestamps: ISO 8601 (a missing zone is UTC) or seconds since the epoch. */
function parseTimestamp(text: string): number | undefined {
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  const zoned = /(Z|[+-]\d\d:?\d\d)$/.test(text) ? text : `${text}Z`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? undefined : ms / 1000;
}

const SPAN_UNITS: Record<string, number> = {
  s: 1,
  sec: 1,
  second: 1,
  seconds: 1,
  min: 60,
  minute: 60,
  minutes: 60,
  h: 3600,
  hour: 3600,
  hours: 3600,
  d: 86400,
  day: 86400,
  days: 86400,
};

/** Gnocchi's timespans: seconds (`300`, `300.0`) or a number with a unit (`5min`, `1 hour`). */
function parseTimespan(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  if (match === null) return undefined;
  const unit = (match[2] ?? '').toLowerCase();
  const factor = unit === '' ? 1 : SPAN_UNITS[unit];
  return factor === undefined ? undefined : Number(match[1]) * factor;
}

/**
 * The emulated Gnocchi v1 under `/cloud/{region}/metric/v1`: one generic resource per server of
 * the caller's project (id = the server's id; metrics named as Ceilometer's, see `series.ts`),
 * `GET /resource/generic` (bare array, `limit`/`marker`, `Link: <…>; rel="next"` while a page is
 * full), `GET /resource/generic/{id}`, and measures by resource and metric name or by metric id,
 * computed (deterministic, never stored). Errors as Gnocchi's (`description`), 404 for anything
 * unknown or of another project.
 *
 * @example
 * await app.register(metricRoutes, { tokens: identity.service, servers, now: platform.now });
 */
export const metricRoutes: FastifyPluginAsync<MetricRoutesOptions> = async (app, options) => {
  const preHandler = keystoneAuth(options.tokens, { style: 'keystone' });

  const visibleServers = (request: FastifyRequest<{ Params: RegionParams }>) =>
    options.servers.list(request.params.region, cloudAuthOf(request).projectId ?? '');

  const findServer = (request: FastifyRequest<{ Params: ResourceParams }>) =>
    visibleServers(request).find((server) => server.serverId === request.params.resourceId);

  app.get<{ Params: RegionParams }>(
    '/cloud/:region/metric/v1/resource/generic',
    { preHandler },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const limitText = firstString(query['limit']);
      let limit = GNOCCHI_MAX_LIMIT;
      if (limitText !== undefined) {
        const asked = Number(limitText);
        if (!/^\d+$/.test(limitText) || asked < 1) {
          return sendGnocchiError(request, reply, 400, {
            cause: 'Argument value error',
            reason: 'Invalid value for limit',
            detail: 'limit',
          });
        }
        limit = Math.min(asked, GNOCCHI_MAX_LIMIT);
      }
      // Gnocchi's default order: revision_start, then id.
      const all = visibleServers(request)
        .map(resourceView)
        .sort(
          (a, b) => a.revision_start.localeCompare(b.revision_start) || a.id.localeCompare(b.id),
        );
      const marker = firstString(query['marker']);
      let start = 0;
      if (marker !== undefined && marker !== '') {
        const index = all.findIndex((resource) => resource.id === marker);
        if (index === -1) {
          return sendGnocchiError(
            request,
            reply,
            400,
            `Invalid pagination: \`Marker ${marker} not found\``,
          );
        }
        start = index + 1;
      }
      const page = all.slice(start, start + limit);
      const last = page[page.length - 1];
      if (page.length === limit && last !== undefined) {
        const url = new URL(request.url, requestOrigin(request));
        url.searchParams.set('limit', String(limit));
        url.searchParams.set('marker', last.id);
        reply.header('Link', `<${url.toString()}>; rel="next"`);
      }
      return page;
    },
  );

  app.get<{ Params: ResourceParams }>(
    '/cloud/:region/metric/v1/resource/generic/:resourceId',
    { preHandler },
    async (request, reply) => {
      const server = findServer(request);
      if (server === undefined) {
        return sendGnocchiError(
          request,
          reply,
          404,
          `Resource ${request.params.resourceId} does not exist`,
        );
      }
      return resourceView(server);
    },
  );

  const answerMeasures = (
    request: FastifyRequest,
    reply: FastifyReply,
    server: MeteredServer,
    metric: MetricName,
  ) => {
    const query = request.query as Record<string, unknown>;
    const now = options.now().getTime() / 1000;
    const times: Partial<Record<'start' | 'stop', number>> = {};
    for (const key of ['start', 'stop'] as const) {
      const text = firstString(query[key]);
      if (text === undefined) continue;
      const value = parseTimestamp(text);
      if (value === undefined) {
        return sendGnocchiError(request, reply, 400, {
          cause: 'Argument value error',
          detail: key,
          reason: 'Must be a datetime or a timestamp',
        });
      }
      times[key] = value;
    }
    let granularities: number[] = ARCHIVE_POLICY.map((entry) => entry.granularity);
    const granularityText = firstString(query['granularity']);
    if (granularityText !== undefined) {
      const span = parseTimespan(granularityText);
      if (span === undefined || span <= 0) {
        return sendGnocchiError(request, reply, 400, {
          cause: 'Argument value error',
          detail: 'granularity',
          reason: span === undefined ? 'Unable to parse timespan' : 'Timespan must be positive',
        });
      }
      granularities = [span];
    }
    const aggregation = firstString(query['aggregation']) ?? 'mean';
    const id = metricId(server.serverId, metric);
    if (!(AGGREGATION_METHODS as readonly string[]).includes(aggregation)) {
      return sendGnocchiError(request, reply, 404, {
        cause: 'Aggregation method does not exist for this metric',
        detail: { metric: id, aggregation_method: aggregation },
      });
    }
    const missing = granularities.find(
      (g) => !ARCHIVE_POLICY.some((entry) => entry.granularity === g),
    );
    if (missing !== undefined) {
      return sendGnocchiError(request, reply, 404, {
        cause: 'Aggregation does not exist',
        detail: { granularity: missing, aggregation_method: aggregation },
      });
    }
    return measures({
      server,
      metric,
      aggregation: aggregation as AggregationMethod,
      granularities,
      start: times.start,
      stop: times.stop,
      now,
    });
  };

  app.get<{ Params: ResourceParams & { metric: string } }>(
    '/cloud/:region/metric/v1/resource/generic/:resourceId/metric/:metric/measures',
    { preHandler },
    async (request, reply) => {
      const server = findServer(request);
      if (server === undefined) {
        return sendGnocchiError(
          request,
          reply,
          404,
          `Resource ${request.params.resourceId} does not exist`,
        );
      }
      const { metric } = request.params;
      if (!Object.hasOwn(METRICS, metric)) {
        return sendGnocchiError(request, reply, 404, `Metric ${metric} does not exist`);
      }
      return answerMeasures(request, reply, server, metric as MetricName);
    },
  );

  app.get<{ Params: RegionParams & { metricId: string } }>(
    '/cloud/:region/metric/v1/metric/:metricId/measures',
    { preHandler },
    async (request, reply) => {
      for (const server of visibleServers(request)) {
        for (const name of Object.keys(METRICS) as MetricName[]) {
          if (metricId(server.serverId, name) === request.params.metricId) {
            return answerMeasures(request, reply, server, name);
          }
        }
      }
      return sendGnocchiError(
        request,
        reply,
        404,
        `Metric ${request.params.metricId} does not exist`,
      );
    },
  );
};
