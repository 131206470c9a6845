// Root entry: every rule of the package. Prefer the subpaths in application code
// (`@cloud-portal/domain/regions`, `/validation`, ...) so bundles pull in only what they use.
export * from './account/index.ts';
export * from './affiliate/index.ts';
export * from './catalog/index.ts';
export * from './constants/index.ts';
export * from './errors/index.ts';
export * from './format/index.ts';
export * from './images/index.ts';
export * from './money/index.ts';
export * from './payments/index.ts';
export * from './pages/index.ts';
export * from './ping/index.ts';
export * from './pricing/index.ts';
export * from './refresh/index.ts';
export * from './regions/index.ts';
export * from './security-groups/index.ts';
export * from './servers/index.ts';
export * from './session/index.ts';
export * from './validation/index.ts';
