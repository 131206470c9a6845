// A server's metrics for the charts tab (§7 Metric: getMeasures with id, metric, aggregation,
// start, granularity). §8: measures throw on 404 or 502; for a chart that is "no data yet" (a new
// server, a metric the cloud does not keep), never a failed screen.
import { getMeasures } from '@cloud-portal/cloud-sdk/metric';
import { cloudApi, cloudQuery } from '../../cloud/cloudApi.ts';
import { chartWindow, type ChartRange } from './chartRanges.ts';
import { CHARTS, toPoints, type MetricPoint, type SeriesId } from './serverMetrics.ts';

/** Which server and period. */
export interface ServerMetricsArg {
  region: string;
  serverId: string;
  range: ChartRange;
  /** The server's vCPUs: CPU time is shown as a share of them. */
  vcpus: number;
}

/** Every line of the charts over the period; `null`: the cloud has no data for it (404/502). */
export interface ServerMetrics {
  /** The period shown, ms since the epoch. */
  start: number;
  end: number;
  series: Record<SeriesId, MetricPoint[] | null>;
}

/** Statuses of a measures call that mean "no data", not a failure (§8). */
const NO_DATA_STATUSES = new Set([404, 502]);

/** Whether a thrown value is the SDK's 404 or 502. */
export function isNoDataError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, status } = error as { name?: unknown; status?: unknown };
  return name === 'CloudError' && typeof status === 'number' && NO_DATA_STATUSES.has(status);
}

const ALL_SERIES = CHARTS.flatMap((chart) => chart.series);

/** The metrics of a server for the charts tab. */
export const metricsApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    /** Six measures calls at once, one per line; the period ends at the time of the call. */
    getServerMetrics: build.query<ServerMetrics, ServerMetricsArg>({
      queryFn: cloudQuery(async (client, { region, serverId, range, vcpus }, { signal }) => {
        const { start, end, granularity } = chartWindow(range, Date.now());
        const entries = await Promise.all(
          ALL_SERIES.map(async ({ id, metric, aggregation }) => {
            try {
              const measures = await getMeasures(
                client,
                { resourceId: serverId, metric, aggregation, start: new Date(start), granularity },
                { region, signal },
              );
              return [id, toPoints(measures, id, vcpus)] as const;
            } catch (error) {
              if (isNoDataError(error)) return [id, null] as const;
              throw error;
            }
          }),
        );
        return {
          start,
          end,
          series: Object.fromEntries(entries) as Record<SeriesId, MetricPoint[] | null>,
        };
      }),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetServerMetricsQuery } = metricsApi;
