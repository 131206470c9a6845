// Volume (Cinder v3): volumes (§7 "list detail; create with no source type; delete").
export * from './volumes/volumes.ts';
export type * from './volumes/volumes.types.ts';
export type { CinderVersion, CinderVersionsResponse } from './versions/versions.types.ts';
