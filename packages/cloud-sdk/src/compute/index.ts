// Compute (Nova): servers (the reference resource of the SDK), flavors, versions.
export * from './servers/servers.ts';
export type * from './servers/servers.types.ts';
export { NOVA_POWER_STATE } from './servers/servers.types.ts';
export type { NovaFlavorListResponse, NovaFlavorSummary } from './flavors/flavors.types.ts';
export type {
  NovaLink,
  NovaVersion,
  NovaVersionResponse,
  NovaVersionsResponse,
} from './versions/versions.types.ts';
