// Metric (Gnocchi v1): generic resources and measures (§7 "generic resources; getMeasures with
// id, metric, aggregation, start, optional granularity"; §8 "Metric measures throw on 404 or 502").
export * from './resources/resources.ts';
export type * from './resources/resources.types.ts';
export * from './measures/measures.ts';
export type * from './measures/measures.types.ts';
