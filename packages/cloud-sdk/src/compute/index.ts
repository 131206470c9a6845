// Compute (Nova): servers (the reference resource of the SDK), flavors, keypairs, versions.
export * from './servers/servers.ts';
export type * from './servers/servers.types.ts';
export { NOVA_POWER_STATE } from './servers/servers.types.ts';
export * from './flavors/flavors.ts';
export type * from './flavors/flavors.types.ts';
export * from './keypairs/keypairs.ts';
export type * from './keypairs/keypairs.types.ts';
export type {
  NovaLink,
  NovaVersion,
  NovaVersionResponse,
  NovaVersionsResponse,
} from './versions/versions.types.ts';
