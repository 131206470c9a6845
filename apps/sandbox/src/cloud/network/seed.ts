import { createHash } from 'node:crypto';
import type { RegionsService } from '../../product/regions/index.ts';
import { formatIp, parseCidr } from './ip.ts';
import { isFailure, neutronTime, type Neutron } from './neutron.ts';
import type { NetworkRecord, SubnetRecord } from './store.ts';

/** The cloud operator's project: owner of the shared and external networks (as `admin` is). */
export const NETWORK_OPERATOR_PROJECT_ID = '5e1c0de0a11c4f0b8e1d9f3a7c2b6d40';

/** Name of each region's external network (floating IPs and router gateways come from it). */
export const PUBLIC_NETWORK_NAME = 'public';

/** A /64 or more: the regions module stores such IPv6 counts capped at 2^53 - 1. */
const IPV6_UNBOUNDED = Number.MAX_SAFE_INTEGER;

/** A stable UUID for a seeded resource (the same on every start and in every database). */
function stableUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('/')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function smallestPrefix(addresses: number): number {
  // Room for the network and broadcast addresses, the gateway and `addresses`, /16 at most.
  let prefix = 30;
  while (prefix > 16 && 2 ** (32 - prefix) - 3 < addresses) prefix -= 1;
  return prefix;
}

/**
 * Seeds each region's networks when missing: the external `public` network (an IPv4 /20 and an
 * IPv6 /64 SLAAC subnet, for floating IPs and router gateways) and, shared with every project,
 * the provider networks the regions module lists in its `meta.networks` (same ids and names:
 * `ext-net-ams-1`...). Their pools are sized so that, after the DHCP port Neutron puts on each
 * network, the free counts equal the ones the regions module reports (`available_ips_v4/v6`).
 * Returns how many networks it created.
 *
 * @example
 * seedNetworks(neutron, regions.service); // 19 on a new database, 0 afterwards
 */
export function seedNetworks(neutron: Neutron, regions: RegionsService): number {
  const { store } = neutron;
  let created = 0;
  const at = neutronTime(new Date('2026-01-01T00:00:00Z'));
  const stamps = { createdAt: at, updatedAt: at, revisionNumber: 1 };

  function network(
    region: string,
    id: string,
    name: string,
    external: boolean,
  ): NetworkRecord | undefined {
    if (store.network(region, id) !== undefined) return undefined;
    const record: NetworkRecord = {
      id,
      region,
      projectId: NETWORK_OPERATOR_PROJECT_ID,
      name,
      description: '',
      adminStateUp: true,
      shared: !external,
      external,
      mtu: 1500,
      portSecurityEnabled: true,
      networkType: 'flat',
      physicalNetwork: external ? 'public' : name,
      segmentationId: null,
      ...stamps,
    };
    store.saveNetwork(record);
    created += 1;
    return record;
  }

  function subnet(
    record: NetworkRecord,
    name: string,
    cidrText: string,
    pool: { start: string; end: string } | undefined,
    slaac: boolean,
  ): void {
    const cidr = parseCidr(cidrText);
    if (cidr === undefined) throw new Error(`Bad seed CIDR ${cidrText}`);
    const gateway = formatIp(cidr.version, cidr.network + 1n);
    const first = formatIp(cidr.version, cidr.network + 2n);
    const last = formatIp(
      cidr.version,
      cidr.version === 4
        ? cidr.network + (1n << BigInt(32 - cidr.prefix)) - 2n
        : cidr.network + (1n << BigInt(128 - cidr.prefix)) - 1n,
    );
    const subnetRecord: SubnetRecord = {
      id: stableUuid('subnet', record.region, record.id, name),
      region: record.region,
      networkId: record.id,
      projectId: NETWORK_OPERATOR_PROJECT_ID,
      name,
      description: '',
      ipVersion: cidr.version,
      cidr: cidrText,
      gatewayIp: gateway,
      allocationPools: [pool ?? { start: first, end: last }],
      dnsNameservers: [],
      hostRoutes: [],
      enableDhcp: true,
      ipv6AddressMode: cidr.version === 6 ? (slaac ? 'slaac' : 'dhcpv6-stateful') : null,
      ipv6RaMode: cidr.version === 6 ? (slaac ? 'slaac' : 'dhcpv6-stateful') : null,
      ...stamps,
    };
    store.saveSubnet(subnetRecord);
  }

  function dhcpPort(record: NetworkRecord): void {
    const port = neutron.makePort({
      id: stableUuid('dhcp', record.region, record.id),
      region: record.region,
      projectId: NETWORK_OPERATOR_PROJECT_ID,
      network: record,
      deviceId: `dhcp${stableUuid('dhcp-agent', record.region)}-${record.id}`,
      deviceOwner: 'network:dhcp',
    });
    if (isFailure(port)) throw new Error(`Seed DHCP port on ${record.name}: ${port.message}`);
  }

  store.transaction(() => {
    regions.list().forEach((region) => {
      const publicNetwork = network(
        region.id,
        stableUuid('network', region.id, PUBLIC_NETWORK_NAME),
        PUBLIC_NETWORK_NAME,
        true,
      );
      if (publicNetwork) {
        subnet(publicNetwork, 'public-subnet', '172.24.0.0/20', undefined, false);
        subnet(publicNetwork, 'ipv6-public-subnet', '2001:db8::/64', undefined, true);
      }
      region.meta.networks.forEach((meta, index) => {
        const record = network(region.id, meta.id, meta.name, false);
        if (record === undefined) return;
        const octet = 10 + index;
        const v4Pool = meta.available_ips_v4 + 1;
        const prefix = smallestPrefix(v4Pool);
        const v4Cidr = parseCidr(`10.${octet}.0.0/${prefix}`)!;
        subnet(
          record,
          `${meta.name}-subnet`,
          `10.${octet}.0.0/${prefix}`,
          {
            start: formatIp(4, v4Cidr.network + 2n),
            end: formatIp(4, v4Cidr.network + 1n + BigInt(v4Pool)),
          },
          false,
        );
        const v6Cidr = `fd00:${(index + 1).toString(16)}::/64`;
        if (meta.available_ips_v6 >= IPV6_UNBOUNDED)
          subnet(record, `${meta.name}-subnet6`, v6Cidr, undefined, true);
        else {
          const base = parseCidr(v6Cidr)!.network;
          subnet(
            record,
            `${meta.name}-subnet6`,
            v6Cidr,
            {
              start: formatIp(6, base + 2n),
              end: formatIp(6, base + 2n + BigInt(meta.available_ips_v6)),
            },
            false,
          );
        }
        dhcpPort(record);
      });
    });
  });
  return created;
}
