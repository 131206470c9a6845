// Root entry: everything public. Prefer the subpaths (`@cloud-portal/domain/money`, `/format`,
// `/constants`) in application code so bundles pull in only what they use.
export * from './constants/index.ts';
export * from './format/index.ts';
export * from './money/index.ts';
