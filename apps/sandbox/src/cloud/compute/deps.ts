// What the emulated Nova needs from the other emulated services, as Nova calls Glance, Neutron,
// Cinder and the console proxy. Each service's module exports a `service` with (at least) these
// members; modules.ts hands them over. Structural types, so compute depends on no other service
// module, and its tests pass small in-memory stand-ins (cloud/compute/testing.ts).

/** An image as Nova sees it (Glance). */
export interface BootImage {
  id: string;
  name: string;
  minDiskGb: number;
  minRamMb: number;
  osDistro: string | null;
  osVersion: string | null;
}

/** Glance, for Nova. */
export interface ComputeImages {
  /** An active image the project may boot in the region (public, or its own); else undefined. */
  findBootable(region: string, projectId: string, imageId: string): BootImage | undefined;
  /** Registers a server's snapshot (queued until `readyAt`, then active); answers its id. */
  createSnapshot(input: {
    region: string;
    projectId: string;
    name: string;
    serverId: string;
    baseImageId: string | null;
    minDiskGb: number;
    metadata: Record<string, string>;
    readyAt: Date;
  }): { id: string };
}

/** A port of a server (Neutron), as Nova lists interfaces and builds `addresses`. */
export interface ServerPort {
  portId: string;
  networkId: string;
  networkName: string;
  macAddress: string;
  fixedIps: { ipAddress: string; subnetId: string; version: 4 | 6 }[];
  floatingIps: string[];
  status: string;
}

/** A refusal of another service that Nova relays with its status and message. */
export interface RelayedFailure {
  status: 400 | 403 | 404 | 409 | 413;
  message: string;
}

/** Neutron, for Nova. */
export interface ComputeNetworks {
  attachServerPort(input: {
    region: string;
    projectId: string;
    serverId: string;
    networkId?: string;
    portId?: string;
    fixedIp?: string;
    securityGroupNames: string[];
  }): ServerPort | RelayedFailure;
  serverPorts(region: string, serverId: string): ServerPort[];
  detachServerPort(region: string, serverId: string, portId: string): boolean;
  releaseServerPorts(region: string, serverId: string): void;
  addServerSecurityGroup(
    region: string,
    projectId: string,
    serverId: string,
    name: string,
  ): 'ok' | 'not_found' | 'already_member';
  removeServerSecurityGroup(
    region: string,
    projectId: string,
    serverId: string,
    name: string,
  ): 'ok' | 'not_found' | 'not_member';
  serverSecurityGroupNames(region: string, serverId: string): string[];
  securityGroupExists(region: string, projectId: string, name: string): boolean;
}

/** Cinder, for Nova's volume attachments. */
export interface ComputeVolumes {
  attach(input: {
    region: string;
    projectId: string;
    volumeId: string;
    serverId: string;
    device?: string;
  }): { attachmentId: string; device: string } | RelayedFailure;
  detach(input: {
    region: string;
    projectId: string;
    volumeId: string;
    serverId: string;
  }): true | RelayedFailure;
  attachmentsOf(
    region: string,
    serverId: string,
  ): { attachmentId: string; volumeId: string; device: string }[];
  detachAll(region: string, serverId: string): void;
}

/** The console proxy, for Nova's remote consoles. */
export interface ComputeConsoles {
  createToken(input: { serverId: string; region: string; projectId: string }): {
    token: string;
    expiresAt: string;
  };
  /** The websocket path of a token, under the sandbox's origin. */
  websocketPath(region: string, token: string): string;
}

/** Every service Nova calls. */
export interface ComputeDeps {
  images: ComputeImages;
  networks: ComputeNetworks;
  volumes: ComputeVolumes;
  consoles: ComputeConsoles;
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
