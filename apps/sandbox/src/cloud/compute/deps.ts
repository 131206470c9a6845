// What the emulated Nova needs from the other emulated services, as Nova calls Glance, Neutron,
// Cinder and the console proxy: their modules' `service` types (modules.ts hands the services
// over), narrowed to what Nova uses.
import type { ConsoleService } from '../console/index.ts';
import type { ImageService, ImageSummary } from '../image/index.ts';
import type { NetworkService } from '../network/index.ts';
import type { VolumeService } from '../volume/index.ts';

export type { ServerPort } from '../network/index.ts';

/** An image as Nova sees it (Glance). */
export type BootImage = ImageSummary;

/** Glance, for Nova: bootable images, snapshots and backups. */
export type ComputeImages = Pick<ImageService, 'findBootable' | 'createSnapshot' | 'createBackup'>;

/** Neutron, for Nova: a server's ports, addresses and security groups. */
export type ComputeNetworks = NetworkService;

/** Cinder, for Nova's volume attachments. */
export type ComputeVolumes = VolumeService;

/** The console proxy, for Nova's remote consoles: a token, and the websocket path it opens. */
export interface ComputeConsoles extends Pick<ConsoleService, 'createToken'> {
  websocketPath(region: string, token: string): string;
}

/** A refusal of another service that Nova relays with its status and message. */
export interface RelayedFailure {
  status: 400 | 403 | 404 | 409 | 413;
  message: string;
}

/**
 * The provider's billing, for Nova: whether a project's owner is suspended for its balance
 * (SPEC §6: its servers are blocked, so none starts or is created until it pays).
 */
export interface ComputeBilling {
  blocksProject(projectId: string): boolean;
}

/** What Nova answers for a project whose owner is suspended for its balance (403). */
export const BLOCKED_FOR_BALANCE =
  'Your account is suspended for its balance. Top up the balance to start or create servers.';

/** Every service Nova calls. */
export interface ComputeDeps {
  images: ComputeImages;
  networks: ComputeNetworks;
  volumes: ComputeVolumes;
  consoles: ComputeConsoles;
  /** Absent: nothing is blocked (compute's own tests). */
  billing?: ComputeBilling | undefined;
}

/**
 * Whether another service answered a failure to relay.
 *
 * @example
 * const port = networks.attachServerPort(input);
 * if (isRelayedFailure(port)) return reply.code(port.status).send(novaFault(port.status, port.message));
 */
export function isRelayedFailure(value: object): value is RelayedFailure {
  return typeof (value as { status?: unknown }).status === 'number' && 'message' in value;
}
