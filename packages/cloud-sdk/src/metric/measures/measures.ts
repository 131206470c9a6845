import { sendCloudRequest, type CloudClient } from '../../core/client.ts';
import { createCloudError } from '../../core/errors.ts';
import { pathSegment } from '../../core/preconditions.ts';
import type { RequestOptions } from '../../core/types.ts';
import type { GnocchiAggregation, GnocchiMeasure } from './measures.types.ts';

/** What {@link getMeasures} asks for (§7 "getMeasures with id, metric, aggregation, start, optional granularity"). */
export interface GetMeasuresInput {
  /** The resource's id (a server's id). */
  readonly resourceId: string;
  /** The metric's name on the resource (`cpu`, `memory.usage`...). */
  readonly metric: string;
  /** Default: Gnocchi's own (`mean`). */
  readonly aggregation?: GnocchiAggregation;
  /** ISO 8601 time (or a `Date`) of the first point. */
  readonly start: string | Date;
  readonly stop?: string | Date;
  /** Seconds; without it Gnocchi answers every granularity of the policy, coarsest first. */
  readonly granularity?: number;
}

function timeText(value: string | Date): string {
  return typeof value === 'string' ? value : value.toISOString();
}

/**
 * The measures of a resource's metric (`GET /v1/resource/generic/{id}/metric/{name}/measures`)
 * as Gnocchi sends them: `[timestamp, granularity, value]` tuples. §8: a 404 (unknown resource,
 * metric, aggregation or granularity) or a 502 rejects with the `CloudError`; there is no empty
 * fallback. Without id, metric or start it rejects with `invalid_request` before sending.
 *
 * @example
 * const points = await getMeasures(client, { resourceId: serverId, metric: 'cpu', aggregation: 'rate:mean', start: '2026-11-20T00:00:00Z', granularity: 300 });
 * points[0]; // ['2026-11-20T00:00:00+00:00', 300, 1873200000]
 */
export async function getMeasures(
  client: CloudClient,
  input: GetMeasuresInput,
  options: RequestOptions = {},
): Promise<GnocchiMeasure[]> {
  const missing = (['resourceId', 'metric', 'start'] as const).filter((key) => {
    const value = input[key];
    return value === undefined || (typeof value === 'string' && value.trim() === '');
  });
  if (missing.length > 0) {
    throw createCloudError({
      code: 'invalid_request',
      status: 0,
      message: `getMeasures needs ${missing.join(', ')}.`,
    });
  }
  const response = await sendCloudRequest<GnocchiMeasure[]>(
    client,
    {
      method: 'GET',
      service: 'metric',
      path: `/v1/resource/generic/${pathSegment(input.resourceId)}/metric/${pathSegment(input.metric)}/measures`,
      query: {
        aggregation: input.aggregation,
        start: timeText(input.start),
        stop: input.stop === undefined ? undefined : timeText(input.stop),
        granularity: input.granularity,
      },
    },
    options,
  );
  return response.body;
}
