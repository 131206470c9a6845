import type { NovaAddress, NovaServer, NovaServerSummary } from '@cloud-portal/cloud-sdk/compute';
import {
  compareMicroversions,
  parseMicroversion,
  type Microversion,
} from '../shared/microversion.ts';
import type { ServerPort } from './deps.ts';
import { novaStatus } from './serverStates.ts';
import { hostIdOf } from './serversService.ts';
import type { ServerRecord } from './serversStore.ts';

/** What a server's view reads besides its record. */
export interface ServerViewContext {
  /** `http://host/cloud/eu-west2/compute`. */
  root: string;
  microversion: Microversion;
  ports: readonly ServerPort[];
  volumes: readonly { volumeId: string }[];
  securityGroups: readonly string[];
  /** For `GET /servers/detail`: Nova leaves out what only a single server shows (server groups). */
  inList?: boolean;
}

function atLeast(version: Microversion, wanted: string): boolean {
  const parsed = parseMicroversion(wanted);
  return parsed !== undefined && compareMicroversions(version, parsed) >= 0;
}

/** Nova's time format in server documents: seconds, `Z` (`2013-09-03T04:01:32Z`). */
function novaTime(iso: string): string {
  return `${iso.slice(0, 19)}Z`;
}

/** `launched_at` is written without a zone and with microseconds (`2013-09-23T13:37:00.880302`). */
function usageTime(iso: string | null): string | null {
  return iso === null ? null : `${iso.slice(0, 23)}000`;
}

/**
 * The links of a server (`self` versioned, `bookmark` not), on the sandbox's origin.
 *
 * @example
 * serverLinks('http://h/cloud/eu-west2/compute', 'f5dc…');
 */
export function serverLinks(root: string, id: string) {
  const encoded = encodeURIComponent(id);
  return [
    { href: `${root}/v2.1/servers/${encoded}`, rel: 'self' },
    { href: `${root}/servers/${encoded}`, rel: 'bookmark' },
  ];
}

/**
 * Nova's `addresses`: the fixed (and floating) addresses of every port, grouped by network name.
 *
 * @example
 * serverAddresses(ports); // { 'net-eu-west2': [{ addr: '10.0.0.5', version: 4, 'OS-EXT-IPS:type': 'fixed', 'OS-EXT-IPS-MAC:mac_addr': 'fa:16:3e:…' }] }
 */
export function serverAddresses(ports: readonly ServerPort[]): Record<string, NovaAddress[]> {
  const addresses: Record<string, NovaAddress[]> = {};
  for (const port of ports) {
    const list = (addresses[port.networkName] ??= []);
    for (const ip of port.fixedIps) {
      list.push({
        'OS-EXT-IPS-MAC:mac_addr': port.macAddress,
        'OS-EXT-IPS:type': 'fixed',
        addr: ip.ipAddress,
        version: ip.version,
      });
    }
    for (const floating of port.floatingIps) {
      list.push({
        'OS-EXT-IPS-MAC:mac_addr': port.macAddress,
        'OS-EXT-IPS:type': 'floating',
        addr: floating,
        version: floating.includes(':') ? 6 : 4,
      });
    }
  }
  return addresses;
}

/**
 * A server as Nova answers it at the request's microversion: the fields of 2.1, and each field
 * from the version that added it (2.9 locked, 2.19 description, 2.26 tags, 2.47 the embedded
 * flavor, 2.63 trusted certificates, 2.71 server groups, 2.73 locked reason, 2.90 hostname,
 * 2.96 pinned zone, 2.98 image properties, 2.100 scheduler hints).
 *
 * @example
 * reply.send({ server: serverView(record, { root, microversion, ports, volumes, securityGroups }) });
 */
export function serverView(server: ServerRecord, context: ServerViewContext): NovaServer {
  const version = context.microversion;
  const building = server.vmState === 'building';
  const flavor = atLeast(version, '2.47')
    ? {
        disk: server.flavor.diskGb,
        ephemeral: 0,
        extra_specs: {},
        original_name: server.flavor.name,
        ram: server.flavor.ramMb,
        swap: 0,
        vcpus: server.flavor.vcpus,
      }
    : {
        id: server.flavor.id,
        links: [
          {
            href: `${context.root}/flavors/${encodeURIComponent(server.flavor.id)}`,
            rel: 'bookmark',
          },
        ],
      };
  const image =
    server.imageId === null
      ? ''
      : {
          id: server.imageId,
          links: [
            {
              href: `${context.root}/images/${encodeURIComponent(server.imageId)}`,
              rel: 'bookmark',
            },
          ],
          ...(atLeast(version, '2.98') ? { properties: {} } : {}),
        };
  const view: NovaServer = {
    'OS-DCF:diskConfig': server.diskConfig,
    'OS-EXT-AZ:availability_zone': building ? '' : server.availabilityZone,
    'OS-EXT-STS:power_state': server.powerState,
    'OS-EXT-STS:task_state': server.taskState,
    'OS-EXT-STS:vm_state': server.vmState,
    'OS-SRV-USG:launched_at': usageTime(server.launchedAt),
    'OS-SRV-USG:terminated_at': usageTime(server.terminatedAt),
    accessIPv4: server.accessIpv4,
    accessIPv6: server.accessIpv6,
    addresses: serverAddresses(context.ports),
    config_drive: '',
    created: novaTime(server.createdAt),
    flavor,
    hostId: building ? '' : hostIdOf(server.projectId, server.host),
    id: server.id,
    image,
    key_name: server.keyName,
    links: serverLinks(context.root, server.id),
    metadata: server.metadata,
    name: server.name,
    'os-extended-volumes:volumes_attached': context.volumes.map((volume) => ({
      id: volume.volumeId,
      ...(atLeast(version, '2.3') ? { delete_on_termination: false } : {}),
    })),
    progress: 0,
    status: novaStatus(server),
    tenant_id: server.projectId,
    updated: novaTime(server.updatedAt),
    user_id: server.userId,
    ...(server.fault === null ? {} : { fault: server.fault }),
    // Nova adds the groups once the server has ports.
    ...(context.securityGroups.length === 0
      ? {}
      : { security_groups: context.securityGroups.map((name) => ({ name })) }),
    ...(atLeast(version, '2.9') ? { locked: false } : {}),
    ...(atLeast(version, '2.19') ? { description: server.description } : {}),
    ...(atLeast(version, '2.26') ? { tags: server.tags } : {}),
    ...(atLeast(version, '2.63') ? { trusted_image_certificates: null } : {}),
    ...(atLeast(version, '2.71') && context.inList !== true ? { server_groups: [] } : {}),
    ...(atLeast(version, '2.73') ? { locked_reason: null } : {}),
    ...(atLeast(version, '2.90') ? { 'OS-EXT-SRV-ATTR:hostname': server.hostname } : {}),
    ...(atLeast(version, '2.96') ? { pinned_availability_zone: null } : {}),
    ...(atLeast(version, '2.100') ? { scheduler_hints: {} } : {}),
  };
  return view;
}

/**
 * A server of `GET /servers` (no detail): id, links, name.
 *
 * @example
 * serverSummary(root, record); // { id, links, name }
 */
export function serverSummary(root: string, server: ServerRecord): NovaServerSummary {
  return { id: server.id, links: serverLinks(root, server.id), name: server.name };
}
