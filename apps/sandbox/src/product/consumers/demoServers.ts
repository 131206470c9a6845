import type { SeededServerSpec, ServersService } from '../../cloud/compute/index.ts';
import { DEFAULT_DOMAIN, type IdentityService } from '../../cloud/identity/index.ts';
import { stableUuid } from '../../cloud/image/seed.ts';
import type { SandboxModule } from '../../platform/module.ts';
import { unitsToDecimal } from '../billing/index.ts';
import type { NetworkFreeAddresses, RegionsService } from '../regions/index.ts';
import { DEMO_CONSUMER } from './seed.ts';

/** Most demo servers `SANDBOX_DEMO_SERVERS` may ask for. */
export const MAX_DEMO_SERVERS = 1000;

/** Free IPv4 addresses each region keeps after seeding (§9: the free IPv4 threshold is 10). */
const KEEP_FREE_PER_REGION = 10;

/** Flavors of the demo servers, in turn (small and medium plans, every one bootable by the images). */
const DEMO_FLAVORS = ['bst.1c1g', 'std.2c4g', 'bst.1c2g', 'hfp.2c2g', 'std.4c8g', 'hfs.2c4g'];
/** Images of the demo servers, in turn (Glance's seeded names, the same in every region). */
const DEMO_IMAGES = [
  'ubuntu_24.04',
  'debian_12',
  'rocky_9',
  'ubuntu_22.04',
  'alma_9',
  'fedora_41',
  'debian_11',
];

/** The name of the `index`-th demo server (1-based): `demo-007`. */
export function demoServerName(index: number): string {
  return `demo-${String(index).padStart(3, '0')}`;
}

/** What {@link demoServersModule} uses of the other modules. */
export interface DemoServersDeps {
  identity: Pick<IdentityService, 'findProject' | 'ensureUser'>;
  regions: Pick<RegionsService, 'list'>;
  /** Free addresses of a region's networks (Neutron's live counts). */
  availability(region: string): readonly NetworkFreeAddresses[];
  servers: Pick<ServersService, 'seedActive' | 'billedServers'>;
  /** Credits the demo customer's balance (decimal dollars): billing's opening credit is seeded first. */
  creditDemoCustomer(amount: string, message: string): void;
}

/**
 * What the demo customer is credited per seeded server and per started month of its age, plus one:
 * above the monthly price of every demo plan in every region's currency (the dearest, std.4c8g, is
 * $24), so the account stays in credit for at least a month after the seed. Without it, 300 servers
 * billed from weeks back took the $25 opening balance below the floor at the first deduction run
 * (seconds after start) and the suspension (SPEC §4) stopped every one of them.
 */
export const DEMO_CREDIT_PER_SERVER_MONTH_CENTS = 5000;

const MONTH_MS = 30 * 24 * 3_600_000;

/**
 * The credit for newly seeded demo servers (see {@link DEMO_CREDIT_PER_SERVER_MONTH_CENTS}), in
 * decimal dollars.
 *
 * @example
 * demoServersCredit([{ createdAt: new Date(now.getTime() - 40 * 86_400_000) }], now); // '150.00' (2 months + 1)
 */
export function demoServersCredit(
  specs: readonly Pick<SeededServerSpec, 'createdAt'>[],
  now: Date,
): string {
  let cents = 0;
  for (const spec of specs) {
    const months = Math.ceil(Math.max(0, now.getTime() - spec.createdAt.getTime()) / MONTH_MS);
    cents += DEMO_CREDIT_PER_SERVER_MONTH_CENTS * (months + 1);
  }
  return unitsToDecimal(cents, 2);
}

/**
 * The demo servers plan: `wanted` ACTIVE servers of the demo project in turn over the regions that
 * take new servers (not in maintenance, not out of stock), each on its region's network with the
 * most free IPv4 addresses (keeping {@link KEEP_FREE_PER_REGION} per region), created one to
 * nine hours apart over the past weeks so their charges and traffic differ. Deterministic; no I/O.
 *
 * @example
 * planDemoServers({ from: 1, count: 2, now, regions: [{ id: 'eu-west2', networks }] });
 * // [{ name: 'demo-001', region: 'eu-west2', ... }, { name: 'demo-002', ... }]
 */
export function planDemoServers(input: {
  /** Index of the first server to plan (1-based: servers before it exist). */
  from: number;
  count: number;
  now: Date;
  regions: readonly { id: string; networks: readonly NetworkFreeAddresses[] }[];
}): SeededServerSpec[] {
  const free = input.regions.map((region) => ({
    id: region.id,
    networks: region.networks.map((network) => ({
      id: network.id,
      free: network.available_ips_v4,
    })),
  }));
  const room = (region: (typeof free)[number]) =>
    region.networks.reduce((sum, network) => sum + network.free, 0) - KEEP_FREE_PER_REGION;
  const specs: SeededServerSpec[] = [];
  let turn = 0;
  for (let index = input.from; index < input.from + input.count; index += 1) {
    const open = free.filter((region) => room(region) > 0);
    const region = open[turn % Math.max(open.length, 1)];
    turn += 1;
    if (region === undefined) break;
    const network = region.networks.reduce((best, candidate) =>
      candidate.free > best.free ? candidate : best,
    );
    network.free -= 1;
    const image = DEMO_IMAGES[index % DEMO_IMAGES.length] ?? 'ubuntu_24.04';
    specs.push({
      region: region.id,
      name: demoServerName(index),
      flavorId: DEMO_FLAVORS[index % DEMO_FLAVORS.length] ?? 'std.2c4g',
      imageId: stableUuid('image', region.id, image),
      // What the portal's create sends (§3 systemName reads it): the distro part of the name.
      metadata: { os_distro: image.split('_')[0] ?? 'ubuntu' },
      networkId: network.id,
      // Newest last: demo-001 is the oldest; 1–9 h apart (spread over ~7 weeks for 300).
      createdAt: new Date(
        input.now.getTime() - ((input.from + input.count - index) * 5 + (index % 9)) * 3_600_000,
      ),
    });
  }
  return specs;
}

/**
 * `SANDBOX_DEMO_SERVERS=N`: the demo customer (its `demo-project`) has N ACTIVE servers named
 * `demo-001`…, in every region that takes new servers, for benchmarks of the server list (issue
 * 13: 300 servers). Runs after the consumers' seed (the project must exist) and the cloud's
 * (networks, images). Idempotent: only the missing ones are added (demo servers deleted since
 * are made again at the next start). Seeding skips Nova's quota, as an operator's import would;
 * the batch is one transaction (300 servers: well under a second). The demo customer is credited for the new servers
 * ({@link demoServersCredit}), so billing does not suspend it and stop them.
 *
 * @example
 * demoServersModule(5, { identity: identity.service, regions: regions.service, availability, servers: compute.service, now });
 */
export function demoServersModule(
  count: number,
  deps: DemoServersDeps & { now: () => Date },
): SandboxModule {
  return {
    name: 'demo-servers',
    seed() {
      if (count <= 0) return;
      const project = deps.identity.findProject({
        name: DEMO_CONSUMER.osProject,
        domainId: DEFAULT_DOMAIN.id,
      });
      if (project === undefined) throw new Error('The demo consumer must be seeded first.');
      const user = deps.identity.ensureUser({
        name: DEMO_CONSUMER.osUser,
        domainId: DEFAULT_DOMAIN.id,
        password: DEMO_CONSUMER.osPassword,
        defaultProjectId: project.id,
      });
      const now = deps.now();
      const existing = deps.servers
        .billedServers([project.id], now)
        .filter((server) => /^demo-\d+$/.test(server.name)).length;
      if (existing >= count) return;
      const regions = deps.regions
        .list()
        .filter((region) => !region.meta.is_maintenance && !region.meta.is_out_of_stock)
        .map((region) => ({ id: region.id, networks: deps.availability(region.id) }));
      const specs = planDemoServers({ from: existing + 1, count: count - existing, now, regions });
      deps.servers.seedActive({ projectId: project.id, userId: user.id }, specs);
      if (specs.length > 0)
        deps.creditDemoCustomer(
          demoServersCredit(specs, now),
          `Demo credit for ${specs.length} seeded servers`,
        );
    },
  };
}
