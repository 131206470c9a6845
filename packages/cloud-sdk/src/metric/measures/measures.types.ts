// Wire types of Gnocchi measures (`GET /v1/resource/generic/{id}/metric/{name}/measures` and
// `GET /v1/metric/{id}/measures`): a bare array of `[timestamp, granularity, value]` tuples, as
// gophercloud-utils' measures fixture and Gnocchi's gabbits show.

/** One aggregated point: ISO time with `+00:00`, granularity in seconds, value. */
export type GnocchiMeasure = readonly [timestamp: string, granularity: number, value: number];

/**
 * Aggregation methods of Gnocchi archive policies: the basic ones, their `rate:` forms
 * (`rate:mean`), and percentiles (`50pct`...). Which ones a metric has depends on its policy.
 */
export type GnocchiAggregation =
  | 'mean'
  | 'min'
  | 'max'
  | 'sum'
  | 'std'
  | 'count'
  | 'median'
  | 'first'
  | 'last'
  | `rate:${'mean' | 'min' | 'max' | 'sum' | 'std' | 'count' | 'median' | 'first' | 'last'}`
  | `${number}pct`;
