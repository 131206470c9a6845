// Compute (Nova): servers (the reference resource of the SDK), flavors, keypairs, quotas and
// limits, interfaces, volume attachments, remote consoles, instance actions, versions.
export * from './servers/servers.ts';
export type * from './servers/servers.types.ts';
export { NOVA_POWER_STATE } from './servers/servers.types.ts';
export * from './flavors/flavors.ts';
export type * from './flavors/flavors.types.ts';
export * from './keypairs/keypairs.ts';
export type * from './keypairs/keypairs.types.ts';
export * from './quotas/quotas.ts';
export type * from './quotas/quotas.types.ts';
export * from './interfaces/interfaces.ts';
export type * from './interfaces/interfaces.types.ts';
export * from './volume-attachments/volume-attachments.ts';
export type * from './volume-attachments/volume-attachments.types.ts';
export * from './consoles/consoles.ts';
export type * from './consoles/consoles.types.ts';
export * from './instance-actions/instance-actions.ts';
export type * from './instance-actions/instance-actions.types.ts';
export type {
  NovaLink,
  NovaVersion,
  NovaVersionResponse,
  NovaVersionsResponse,
} from './versions/versions.types.ts';
