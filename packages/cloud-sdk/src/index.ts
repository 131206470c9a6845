// Root entry: core and every service. Prefer the subpaths (`@cloud-portal/cloud-sdk/core`,
// `/identity`, ...) so bundles pull in only the services they call.
export * from './core/index.ts';
export * from './identity/index.ts';
export * from './compute/index.ts';
export * from './volume/index.ts';
export * from './metric/index.ts';
export * from './image/index.ts';
export * from './network/index.ts';
