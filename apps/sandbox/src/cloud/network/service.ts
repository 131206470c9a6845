import { parseIp } from './ip.ts';
import { COMPUTE_DEVICE_OWNER, isFailure, type Caller, type Neutron } from './neutron.ts';
import type { PortRecord } from './store.ts';

/** A server's port, as Nova builds its `addresses` and interfaces from it. */
export interface ServerPort {
  portId: string;
  networkId: string;
  networkName: string;
  macAddress: string;
  fixedIps: { ipAddress: string; subnetId: string; version: 4 | 6 }[];
  /** Addresses of the floating IPs associated with the port. */
  floatingIps: string[];
  /** `ACTIVE` while bound to the server. */
  status: string;
}

/** What Nova relays when Neutron refuses (e.g. 'Network <id> could not be found.'). */
export type NetworkFailure = { status: 400 | 403 | 404 | 409; message: string };

/** What the compute emulator (Nova) asks of the network emulator (Neutron). */
export interface NetworkService {
  /** Makes a port for a server on a network (device_owner compute:nova, the named security groups or the project's default), or binds an existing port of the project; returns the port or the failure Nova would relay. */
  attachServerPort(input: {
    region: string;
    projectId: string;
    serverId: string;
    networkId?: string;
    portId?: string;
    fixedIp?: string;
    securityGroupNames: string[];
  }): ServerPort | NetworkFailure;
  /** The server's ports, in creation order (Nova's `addresses` are built from these, grouped by networkName). */
  serverPorts(region: string, serverId: string): ServerPort[];
  /** Detaches one interface: deletes a Nova-made port, unbinds a user-made one. */
  detachServerPort(region: string, serverId: string, portId: string): boolean;
  /** On server delete: as detach, for every port. */
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
  /** Distinct group names over the server's ports (Nova's `security_groups` of a server). */
  serverSecurityGroupNames(region: string, serverId: string): string[];
  /** Whether the project can use a group by this name (for the create call's validation). */
  securityGroupExists(region: string, projectId: string, name: string): boolean;
}

/**
 * Nova's side of Neutron: the ports of servers, their security groups, over the emulated
 * Neutron (the same records the `/v2.0` API shows, so a server's port is listed by
 * `GET /v2.0/ports?device_id=<server>`).
 *
 * @example
 * const network = networkService(neutron);
 * const port = network.attachServerPort({ region: 'eu-west2', projectId, serverId, networkId, securityGroupNames: [] });
 */
export function networkService(neutron: Neutron): NetworkService {
  const { store } = neutron;
  const member = (region: string, projectId: string): Caller => ({
    region,
    projectId,
    admin: false,
  });

  function toServerPort(port: PortRecord): ServerPort {
    return {
      portId: port.id,
      networkId: port.networkId,
      networkName: store.network(port.region, port.networkId)?.name ?? '',
      macAddress: port.macAddress,
      fixedIps: port.fixedIps.map((ip) => ({
        ipAddress: ip.ipAddress,
        subnetId: ip.subnetId,
        version: parseIp(ip.ipAddress)?.version ?? 4,
      })),
      floatingIps: store
        .floatingIps(port.region)
        .filter((floatingIp) => floatingIp.portId === port.id)
        .map((floatingIp) => floatingIp.floatingIpAddress),
      status: neutron.portStatus(port),
    };
  }

  /** The project's groups by name; `undefined` when a name matches none. */
  function groupIdsByName(caller: Caller, names: readonly string[]): string[] | undefined {
    const groups = neutron.visibleGroups(caller);
    const ids: string[] = [];
    for (const name of names) {
      const group =
        groups.find((candidate) => candidate.name === name) ??
        groups.find((candidate) => candidate.id === name);
      if (group === undefined) return undefined;
      if (!ids.includes(group.id)) ids.push(group.id);
    }
    return ids;
  }

  function serverPortRecords(region: string, serverId: string): PortRecord[] {
    return store
      .portsOfDevice(region, serverId)
      .filter((port) => port.deviceOwner.startsWith('compute:'));
  }

  function detach(port: PortRecord): void {
    if (port.novaMade) {
      neutron.removePort(port);
      return;
    }
    store.transaction(() =>
      store.savePort({
        ...port,
        deviceId: '',
        deviceOwner: '',
        updatedAt: port.updatedAt,
        revisionNumber: port.revisionNumber + 1,
      }),
    );
  }

  return {
    attachServerPort(input) {
      const caller = member(input.region, input.projectId);
      if (input.portId !== undefined) {
        const port = neutron.visiblePort(caller, input.portId);
        if (isFailure(port))
          return { status: 404, message: `Port ${input.portId} could not be found.` };
        if (port.deviceId !== '' && port.deviceId !== input.serverId) {
          return { status: 409, message: `Port ${port.id} is still in use.` };
        }
        const bound = {
          ...port,
          deviceId: input.serverId,
          deviceOwner: COMPUTE_DEVICE_OWNER,
          revisionNumber: port.revisionNumber + 1,
        };
        store.transaction(() => store.savePort(bound));
        return toServerPort(bound);
      }
      if (input.networkId === undefined)
        return { status: 400, message: 'A network or a port is required.' };
      const network = neutron.visibleNetwork(caller, input.networkId);
      if (isFailure(network))
        return { status: 404, message: `Network ${input.networkId} could not be found.` };
      if (network.projectId !== input.projectId && !network.shared) {
        return {
          status: 403,
          message: `Network ${input.networkId} is not shared with project ${input.projectId}.`,
        };
      }
      const names = input.securityGroupNames.length > 0 ? input.securityGroupNames : ['default'];
      const groupIds = groupIdsByName(caller, names);
      if (groupIds === undefined) {
        const missing = names.find((name) => groupIdsByName(caller, [name]) === undefined) ?? '';
        return {
          status: 400,
          message: `Security group ${missing} not found for project ${input.projectId}.`,
        };
      }
      const port = store.transaction(() =>
        neutron.makePort({
          region: input.region,
          projectId: input.projectId,
          network,
          ...(input.fixedIp === undefined ? {} : { fixedIps: [{ ip_address: input.fixedIp }] }),
          deviceId: input.serverId,
          deviceOwner: COMPUTE_DEVICE_OWNER,
          securityGroupIds: network.portSecurityEnabled ? groupIds : [],
          novaMade: true,
        }),
      );
      if (isFailure(port)) {
        if (port.type === 'IpAddressGenerationFailure')
          return {
            status: 409,
            message: `No more IP addresses available on network ${network.id}.`,
          };
        if (port.type === 'IpAddressAlreadyAllocated')
          return {
            status: 409,
            message: `Fixed IP address ${input.fixedIp ?? ''} is already in use.`,
          };
        return { status: port.status === 403 ? 403 : 400, message: port.message };
      }
      return toServerPort(port);
    },
    serverPorts: (region, serverId) => serverPortRecords(region, serverId).map(toServerPort),
    detachServerPort(region, serverId, portId) {
      const port = serverPortRecords(region, serverId).find((candidate) => candidate.id === portId);
      if (port === undefined) return false;
      detach(port);
      return true;
    },
    releaseServerPorts(region, serverId) {
      for (const port of serverPortRecords(region, serverId)) detach(port);
    },
    addServerSecurityGroup(region, projectId, serverId, name) {
      const ids = groupIdsByName(member(region, projectId), [name]);
      const groupId = ids?.[0];
      if (groupId === undefined) return 'not_found';
      const ports = serverPortRecords(region, serverId).filter((port) => port.portSecurityEnabled);
      if (ports.length > 0 && ports.every((port) => port.securityGroupIds.includes(groupId)))
        return 'already_member';
      store.transaction(() => {
        for (const port of ports) {
          if (!port.securityGroupIds.includes(groupId)) {
            store.savePort({
              ...port,
              securityGroupIds: [...port.securityGroupIds, groupId],
              revisionNumber: port.revisionNumber + 1,
            });
          }
        }
      });
      return 'ok';
    },
    removeServerSecurityGroup(region, projectId, serverId, name) {
      const ids = groupIdsByName(member(region, projectId), [name]);
      const groupId = ids?.[0];
      if (groupId === undefined) return 'not_found';
      const ports = serverPortRecords(region, serverId).filter((port) =>
        port.securityGroupIds.includes(groupId),
      );
      if (ports.length === 0) return 'not_member';
      store.transaction(() => {
        for (const port of ports) {
          store.savePort({
            ...port,
            securityGroupIds: port.securityGroupIds.filter((id) => id !== groupId),
            revisionNumber: port.revisionNumber + 1,
          });
        }
      });
      return 'ok';
    },
    serverSecurityGroupNames(region, serverId) {
      const names: string[] = [];
      for (const port of serverPortRecords(region, serverId)) {
        for (const id of port.securityGroupIds) {
          const name = store.securityGroup(region, id)?.name;
          if (name !== undefined && !names.includes(name)) names.push(name);
        }
      }
      return names;
    },
    securityGroupExists: (region, projectId, name) =>
      groupIdsByName(member(region, projectId), [name]) !== undefined,
  };
}
