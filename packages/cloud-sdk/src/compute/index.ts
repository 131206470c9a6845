// Compute (Nova): wire types so far; operations follow with the compute emulator (issue 11).
export type { NovaFlavorListResponse, NovaFlavorSummary } from './flavors/flavors.types.ts';
export type {
  NovaLink,
  NovaVersion,
  NovaVersionResponse,
  NovaVersionsResponse,
} from './versions/versions.types.ts';
