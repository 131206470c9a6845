// In-memory stand-ins for the services the emulated Nova calls (Glance, Neutron, Cinder, the
// console), for compute's own tests: small, predictable, and honest about the contract of
// deps.ts. Not used by the running sandbox.
import { randomUUID } from 'node:crypto';
import { stableUuid } from '../image/seed.ts';
import type { BootImage, ComputeDeps, RelayedFailure, ServerPort } from './deps.ts';

/** The image every stand-in cloud has. */
export const TEST_IMAGE: BootImage = {
  id: '70a599e0-31e7-49b7-b260-868f441e862b',
  name: 'ubuntu_24.04',
  minDiskGb: 10,
  minRamMb: 512,
  osDistro: 'ubuntu',
  osVersion: '24.04',
};

/**
 * The image a test boots in the whole sandbox (Glance's seeded Ubuntu 24.04 of eu-west2), where
 * TEST_IMAGE is the stand-in's.
 */
export const SANDBOX_IMAGE_ID = stableUuid('image', 'eu-west2', 'ubuntu_24.04');

/** The network every stand-in region has, and its size (addresses .2 to .<size+1>). */
export const TEST_NETWORK = { id: 'f8a6e8f8-c2ec-497c-9f23-da9616de54ef', name: 'net-public' };

/** What the stand-ins let a test look at or change. */
export interface MemoryComputeDeps extends ComputeDeps {
  /** Snapshots registered through createSnapshot. */
  snapshots: { id: string; name: string; serverId: string; readyAt: Date }[];
  /** Free addresses left on the test network. */
  setFreeAddresses(count: number): void;
  /** Volumes a test may attach (available ones). */
  addVolume(projectId: string, volumeId: string): void;
  /** Console tokens handed out. */
  consoleTokens: { token: string; serverId: string }[];
}

/**
 * Stand-ins for compute's tests.
 *
 * @example
 * const deps = memoryComputeDeps();
 * computeModule(platform, { tokens: identity.service, deps });
 */
export function memoryComputeDeps(): MemoryComputeDeps {
  const snapshots: MemoryComputeDeps['snapshots'] = [];
  const ports = new Map<string, ServerPort[]>();
  const groups = new Map<string, string[]>();
  const volumes = new Map<string, { projectId: string; serverId: string | null; device: string }>();
  const consoleTokens: MemoryComputeDeps['consoleTokens'] = [];
  let nextAddress = 2;
  let free = 200;

  return {
    snapshots,
    consoleTokens,
    setFreeAddresses(count) {
      free = count;
    },
    addVolume(projectId, volumeId) {
      volumes.set(volumeId, { projectId, serverId: null, device: '' });
    },
    images: {
      findBootable(_region, projectId, imageId) {
        if (imageId === TEST_IMAGE.id) return TEST_IMAGE;
        const snapshot = snapshots.find((item) => item.id === imageId);
        return snapshot === undefined
          ? undefined
          : {
              ...TEST_IMAGE,
              id: snapshot.id,
              name: snapshot.name,
              osDistro: projectId ? 'ubuntu' : null,
            };
      },
      createSnapshot(input) {
        const snapshot = {
          id: randomUUID(),
          name: input.name,
          serverId: input.serverId,
          readyAt: input.readyAt,
        };
        snapshots.push(snapshot);
        return { id: snapshot.id };
      },
    },
    networks: {
      attachServerPort(input): ServerPort | RelayedFailure {
        if (input.networkId !== TEST_NETWORK.id) {
          return {
            status: 404,
            message: `Network ${input.networkId ?? input.portId ?? ''} could not be found.`,
          };
        }
        if (free <= 0) {
          return {
            status: 409,
            message: `No more IP addresses available on network ${TEST_NETWORK.id}.`,
          };
        }
        free -= 1;
        const octet = nextAddress++;
        const port: ServerPort = {
          portId: randomUUID(),
          networkId: TEST_NETWORK.id,
          networkName: TEST_NETWORK.name,
          macAddress: `fa:16:3e:00:00:${octet.toString(16).padStart(2, '0')}`,
          fixedIps: [{ ipAddress: `203.0.113.${octet}`, subnetId: 'subnet-v4', version: 4 }],
          floatingIps: [],
          status: 'ACTIVE',
        };
        ports.set(input.serverId, [...(ports.get(input.serverId) ?? []), port]);
        groups.set(input.serverId, [
          ...new Set([...(groups.get(input.serverId) ?? []), ...input.securityGroupNames]),
        ]);
        return port;
      },
      serverPorts: (_region, serverId) => ports.get(serverId) ?? [],
      detachServerPort(_region, serverId, portId) {
        const list = ports.get(serverId) ?? [];
        const kept = list.filter((port) => port.portId !== portId);
        ports.set(serverId, kept);
        return kept.length !== list.length;
      },
      releaseServerPorts(_region, serverId) {
        free += (ports.get(serverId) ?? []).length;
        ports.delete(serverId);
      },
      addServerSecurityGroup(_region, _projectId, serverId, name) {
        if (name !== 'default' && name !== 'allow_all') return 'not_found';
        const names = groups.get(serverId) ?? [];
        if (names.includes(name)) return 'already_member';
        groups.set(serverId, [...names, name]);
        return 'ok';
      },
      removeServerSecurityGroup(_region, _projectId, serverId, name) {
        if (name !== 'default' && name !== 'allow_all') return 'not_found';
        const names = groups.get(serverId) ?? [];
        if (!names.includes(name)) return 'not_member';
        groups.set(
          serverId,
          names.filter((item) => item !== name),
        );
        return 'ok';
      },
      serverSecurityGroupNames: (_region, serverId) =>
        (ports.get(serverId) ?? []).length === 0 ? [] : (groups.get(serverId) ?? []),
      securityGroupExists: (_region, _projectId, name) =>
        name === 'default' || name === 'allow_all',
    },
    volumes: {
      attach(input) {
        const volume = volumes.get(input.volumeId);
        if (volume === undefined || volume.projectId !== input.projectId) {
          return { status: 404, message: `Volume ${input.volumeId} could not be found.` };
        }
        if (volume.serverId !== null) {
          return {
            status: 400,
            message: `Invalid volume: volume ${input.volumeId} is already attached`,
          };
        }
        const taken = [...volumes.values()].filter(
          (item) => item.serverId === input.serverId,
        ).length;
        volume.serverId = input.serverId;
        volume.device = input.device ?? `/dev/vd${String.fromCharCode(98 + taken)}`;
        return { attachmentId: randomUUID(), device: volume.device };
      },
      detach(input) {
        const volume = volumes.get(input.volumeId);
        if (volume === undefined || volume.serverId !== input.serverId) {
          return {
            status: 404,
            message: `Volume ${input.volumeId} is not attached to ${input.serverId}`,
          };
        }
        volume.serverId = null;
        return true;
      },
      attachmentsOf: (_region, serverId) =>
        [...volumes.entries()]
          .filter(([, volume]) => volume.serverId === serverId)
          .map(([volumeId, volume]) => ({
            attachmentId: `att-${volumeId}`,
            volumeId,
            device: volume.device,
          })),
      detachAll(_region, serverId) {
        for (const volume of volumes.values())
          if (volume.serverId === serverId) volume.serverId = null;
      },
    },
    consoles: {
      createToken(input) {
        const token = randomUUID();
        consoleTokens.push({ token, serverId: input.serverId });
        return { token, expiresAt: new Date(Date.now() + 600_000).toISOString() };
      },
      websocketPath: (region, token) => `/cloud/${region}/console/websockify?token=${token}`,
    },
  };
}
