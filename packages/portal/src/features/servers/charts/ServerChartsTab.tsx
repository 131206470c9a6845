import { FILE_SIZE_UNITS, fileSize } from '@cloud-portal/domain/format';
import {
  Alert,
  Button,
  EmptyState,
  SegmentedControl,
  Skeleton,
  SkeletonRegion,
} from '@cloud-portal/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ServerTabProps } from '../page/ServerTabProps.ts';
import { CHART_RANGES, RANGE_SPECS, parseChartRange, type ChartRange } from './chartRanges.ts';
import { MetricChart } from './MetricChart.tsx';
import { useGetServerMetricsQuery } from './metricsApi.ts';
import { CHARTS, type ChartUnit } from './serverMetrics.ts';
import styles from './ServerChartsTab.module.css';

/** Up to 24 h the axis shows times of day; beyond, dates. */
const DAY_RANGES: ReadonlySet<ChartRange> = new Set(['1h', '24h']);

/** The value formatters of the current language: "12.5 %", "1.5 GB", "320 KB/s". */
function useFormatters(range: ChartRange) {
  const { t, i18n } = useTranslation('servers');
  const language = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    // `like`: a value whose unit to use (an axis shows every tick in its top tick's unit).
    const bytes = (value: number, like?: number) => {
      if (like === undefined) {
        const size = fileSize(Math.max(0, value));
        return `${number.format(size.value)}\u00a0${t(`charts.units.${size.unit}`)}`;
      }
      const unit = fileSize(Math.max(0, like)).unit;
      const inUnit = Math.max(0, value) / 1024 ** FILE_SIZE_UNITS.indexOf(unit);
      return `${number.format(inUnit)}\u00a0${t(`charts.units.${unit}`)}`;
    };
    const byUnit: Record<ChartUnit, (value: number, like?: number) => string> = {
      percent: (value) => t('charts.units.percent', { value: number.format(value) }),
      bytes,
      bytesPerSecond: (value, like) => t('charts.units.perSecond', { size: bytes(value, like) }),
    };
    const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const tick = new Intl.DateTimeFormat(
      language,
      DAY_RANGES.has(range)
        ? { hour: '2-digit', minute: '2-digit' }
        : { day: 'numeric', month: 'short' },
    );
    return {
      byUnit,
      formatTime: (ms: number) => time.format(ms),
      formatTick: (ms: number) => tick.format(ms),
    };
  }, [language, range, t]);
}

/**
 * The server-charts tab (§2, issue 13): CPU, memory, disk and network of the server from the
 * metric API, over 1 h, 24 h, 7 d or 30 d (`?range=`, a segmented control). A 404 or 502 from
 * the measures is "no data yet" (§8), for the whole tab or one chart; other failures say what
 * went wrong with a retry. visx is in this tab's chunk only.
 */
export function ServerChartsTab({ server }: ServerTabProps) {
  const { t } = useTranslation('servers');
  const [params, setParams] = useSearchParams();
  const range = parseChartRange(params.get('range'));
  const { byUnit, formatTime, formatTick } = useFormatters(range);
  const { currentData, error, isError, refetch } = useGetServerMetricsQuery(
    { region: server.region, serverId: server.id, range, vcpus: server.flavor.vcpus ?? 1 },
    { pollingInterval: RANGE_SPECS[range].refreshMs, skipPollingIfUnfocused: true },
  );

  const chooseRange = (next: ChartRange) => {
    const query = new URLSearchParams(params);
    query.set('range', next);
    setParams(query, { replace: true });
  };

  const rangeName = t(`charts.rangeNames.${range}`);
  const empty =
    currentData !== undefined &&
    Object.values(currentData.series).every((points) => points === null || points.length === 0);

  let body;
  if (isError && currentData === undefined) {
    body = (
      <Alert
        tone="danger"
        action={
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            {t('charts.retry')}
          </Button>
        }
      >
        {t('charts.failed', { message: error && 'message' in error ? error.message : '' })}
      </Alert>
    );
  } else if (currentData === undefined) {
    body = (
      <SkeletonRegion busy label={t('charts.loading')} className={styles.grid}>
        {CHARTS.map((chart) => (
          <Skeleton key={chart.id} variant="rect" height="17rem" />
        ))}
      </SkeletonRegion>
    );
  } else if (empty) {
    body = (
      <EmptyState
        titleLevel={2}
        title={t('charts.noData.title')}
        description={t('charts.noData.text')}
      />
    );
  } else {
    body = (
      <div className={styles.grid}>
        {CHARTS.map((chart) => (
          <MetricChart
            key={chart.id}
            title={t(`charts.titles.${chart.id}`)}
            rangeName={rangeName}
            start={currentData.start}
            end={currentData.end}
            format={byUnit[chart.unit]}
            formatTime={formatTime}
            formatTick={formatTick}
            {...(chart.unit === 'percent' ? { minYMax: 100 } : { binary: true })}
            lines={chart.series.map((series) => ({
              id: series.id,
              label: t(`charts.series.${series.id}`),
              points: currentData.series[series.id] ?? [],
            }))}
          />
        ))}
      </div>
    );
  }

  return (
    <section className={styles.tab} aria-label={t('page.tabs.server-charts')}>
      <SegmentedControl
        label={t('charts.rangeLabel')}
        value={range}
        onValueChange={chooseRange}
        size="sm"
        options={CHART_RANGES.map((value) => ({ value, label: t(`charts.ranges.${value}`) }))}
      />
      {body}
    </section>
  );
}
