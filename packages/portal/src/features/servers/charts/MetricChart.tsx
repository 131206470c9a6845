import {
  Axis,
  GlyphSeries,
  Grid,
  LineSeries,
  Tooltip,
  XYChart,
  buildChartTheme,
} from '@visx/xychart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { axisTicks } from './axisTicks.ts';
import styles from './ServerChartsTab.module.css';
import { summarize, type MetricPoint } from './serverMetrics.ts';

/** A line of a chart: its name and points. */
export interface ChartLine {
  id: string;
  label: string;
  points: readonly MetricPoint[];
}

/** Props of {@link MetricChart}. */
export interface MetricChartProps {
  /** The chart's heading ("CPU"). */
  title: string;
  /** The period in words ("last 24 hours"), read with the title. */
  rangeName: string;
  lines: readonly ChartLine[];
  /** The period, ms since the epoch: the x axis spans it whatever the data covers. */
  start: number;
  end: number;
  /**
   * A value with its unit ("12.5 %", "1.2 MB/s"); with `like`, in the unit `like` would get (the
   * y axis passes its top tick so that every tick has the same unit).
   */
  format: (value: number, like?: number) => string;
  /** A time for the tooltip. */
  formatTime: (time: number) => string;
  /** A time for the x axis. */
  formatTick: (time: number) => string;
  /** The y axis reaches at least this (100 for a percentage). Default: the data's maximum. */
  minYMax?: number;
  /** Round y ticks in 1024s (bytes) rather than 10s. Default `false`. */
  binary?: boolean;
  /** Fixed width in px (stories, tests). Default: the container's width. */
  width?: number;
}

const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 32, left: 84 };
/** Radius of a lone sample's dot (px). */
const POINT_RADIUS = 3.5;
const LINE_CLASSES = [styles.line0, styles.line1];

// Colours are the design tokens (light and dark): the stylesheet's for lines, axes and labels
// (visx sets them as attributes, which CSS overrides), inline for the grid (visx sets a style).
const THEME = buildChartTheme({
  backgroundColor: 'transparent',
  colors: ['currentColor', 'currentColor'],
  gridColor: 'currentColor',
  gridColorDark: 'currentColor',
  gridStyles: { stroke: 'var(--color-border-default)' },
  svgLabelSmall: { fill: 'currentColor', fontFamily: 'inherit', fontWeight: 400 },
  tickLength: 4,
});

const timeOf = (point: MetricPoint) => point.time;
const valueOf = (point: MetricPoint) => point.value;

/**
 * One chart of the charts tab (@visx/xychart): a heading, the lines over the period with a
 * tooltip of every line's value at the pointer, a legend, and a text summary of each line (latest,
 * average, maximum) that is also what screen readers get for the picture. A line without points
 * says "no data yet" instead.
 */
export function MetricChart({
  title,
  rangeName,
  lines,
  start,
  end,
  format,
  formatTime,
  formatTick,
  minYMax,
  binary = false,
  width,
}: MetricChartProps) {
  const { t } = useTranslation('servers');
  const headingId = useId();
  const summaryId = useId();
  const withData = lines.filter((line) => line.points.length > 0);
  const dataMax = Math.max(0, ...withData.flatMap((line) => line.points.map(valueOf)));
  const ticks = axisTicks(Math.max(dataMax, minYMax ?? 0), binary ? 1024 : 1);
  const label = t('charts.chartLabel', { title, range: rangeName });

  return (
    <figure className={styles.chart} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.chartTitle}>
        {title}
      </h3>
      {withData.length === 0 ? (
        <p className={styles.chartEmpty}>{t('charts.noData.chart')}</p>
      ) : (
        <>
          <div
            className={styles.plot}
            role="img"
            aria-label={label}
            aria-describedby={summaryId}
            style={{ height: HEIGHT }}
          >
            <XYChart
              height={HEIGHT}
              {...(width === undefined ? {} : { width })}
              margin={MARGIN}
              theme={THEME}
              // The wrapper is the picture for assistive technology (name and summary); the
              // SVG inside it needs no name of its own.
              accessibilityLabel=""
              xScale={{ type: 'time', domain: [new Date(start), new Date(end)] }}
              yScale={{ type: 'linear', domain: [0, ticks.at(-1) ?? 1] }}
            >
              {/* GridRows takes tickValues (Grid passes it on; its props type omits it). */}
              <Grid columns={false} {...({ tickValues: ticks } as object)} />
              <Axis
                orientation="bottom"
                numTicks={4}
                tickFormat={(value) => formatTick(Number(value))}
                axisClassName={styles.axis}
              />
              <Axis
                orientation="left"
                tickValues={ticks}
                // Every tick in the unit of the top one: 0.5 MB/s beside 1 MB/s, not 512 KB/s.
                tickFormat={(value) => format(Number(value), ticks.at(-1))}
                axisClassName={styles.axis}
              />
              {lines.map((line, index) => {
                const className = LINE_CLASSES[index % LINE_CLASSES.length];
                const series = {
                  dataKey: line.label,
                  data: line.points as MetricPoint[],
                  xAccessor: timeOf,
                  yAccessor: valueOf,
                };
                // One sample (a server minutes old) is a dot: a line through one point has no length.
                return line.points.length === 1 ? (
                  <GlyphSeries
                    key={line.id}
                    {...series}
                    renderGlyph={({ x, y }) => (
                      <circle
                        cx={x}
                        cy={y}
                        r={POINT_RADIUS}
                        fill="currentColor"
                        className={className}
                      />
                    )}
                  />
                ) : (
                  <LineSeries key={line.id} {...series} className={className} />
                );
              })}
              <Tooltip<MetricPoint>
                snapTooltipToDatumX
                showVerticalCrosshair
                className={styles.tooltip}
                unstyled
                applyPositionStyle
                renderTooltip={({ tooltipData }) => {
                  const nearest = tooltipData?.nearestDatum;
                  if (!nearest) return null;
                  return (
                    <>
                      <div className={styles.tooltipTime}>{formatTime(nearest.datum.time)}</div>
                      {lines.map((line, index) => {
                        const datum = tooltipData.datumByKey[line.label]?.datum;
                        return datum ? (
                          <div key={line.id} className={styles.tooltipRow}>
                            <span
                              className={`${styles.swatch} ${LINE_CLASSES[index % LINE_CLASSES.length]}`}
                            />
                            {line.label}: <strong>{format(datum.value)}</strong>
                          </div>
                        ) : null;
                      })}
                    </>
                  );
                }}
              />
            </XYChart>
          </div>
          <div id={summaryId} className={styles.summary}>
            {lines.map((line, index) => {
              const summary = summarize(line.points);
              return (
                <p key={line.id}>
                  <span
                    className={`${styles.swatch} ${LINE_CLASSES[index % LINE_CLASSES.length]}`}
                    aria-hidden="true"
                  />
                  {summary
                    ? t('charts.summary', {
                        series: line.label,
                        latest: format(summary.latest),
                        average: format(summary.average),
                        max: format(summary.max),
                      })
                    : `${line.label}: ${t('charts.noData.chart')}`}
                </p>
              );
            })}
          </div>
        </>
      )}
    </figure>
  );
}
