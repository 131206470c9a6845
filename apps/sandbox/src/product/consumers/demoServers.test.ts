import { listAllServers } from '@cloud-portal/cloud-sdk/compute';
import { afterEach, describe, expect, it } from 'vitest';
import { createAgent } from '../../test-support/agent.ts';
import { demoCloudClient } from '../../test-support/cloudClient.ts';
import { startTestServer } from '../../test-support/server.ts';
import { DEMO_CUSTOMER } from '../account/index.ts';
import {
  demoServerName,
  demoServersCredit,
  demoServersModule,
  planDemoServers,
} from './demoServers.ts';

let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const NOW = new Date('2026-11-21T10:00:00.000Z');

describe('planDemoServers', () => {
  const regions = [
    { id: 'a', networks: [{ id: 'a-1', available_ips_v4: 20, available_ips_v6: 0 }] },
    {
      id: 'b',
      networks: [
        { id: 'b-1', available_ips_v4: 3, available_ips_v6: 0 },
        { id: 'b-2', available_ips_v4: 40, available_ips_v6: 0 },
      ],
    },
  ];

  it('takes the regions in turn, on the network with the most free addresses, oldest first', () => {
    const specs = planDemoServers({ from: 1, count: 4, now: NOW, regions });
    expect(specs.map((spec) => [spec.name, spec.region, spec.networkId])).toEqual([
      ['demo-001', 'a', 'a-1'],
      ['demo-002', 'b', 'b-2'],
      ['demo-003', 'a', 'a-1'],
      ['demo-004', 'b', 'b-2'],
    ]);
    const times = specs.map((spec) => spec.createdAt.getTime());
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    expect(Math.max(...times)).toBeLessThan(NOW.getTime());
    expect(demoServerName(12)).toBe('demo-012');
  });

  it('leaves 10 free addresses in each region, and stops when no region has room', () => {
    const specs = planDemoServers({ from: 1, count: 100, now: NOW, regions });
    // a: 20 − 10 = 10 servers; b: 43 − 10 = 33 servers.
    expect(specs.filter((spec) => spec.region === 'a')).toHaveLength(10);
    expect(specs.filter((spec) => spec.region === 'b')).toHaveLength(33);
  });
});

describe('demoServersCredit', () => {
  const daysAgo = (days: number) => ({ createdAt: new Date(NOW.getTime() - days * 86_400_000) });

  it('credits $50 per server and per started month of its age, plus one month', () => {
    expect(demoServersCredit([daysAgo(0)], NOW)).toBe('50.00');
    expect(demoServersCredit([daysAgo(1)], NOW)).toBe('100.00');
    expect(demoServersCredit([daysAgo(40), daysAgo(30)], NOW)).toBe('250.00');
    expect(demoServersCredit([], NOW)).toBe('0.00');
  });
});

describe('SANDBOX_DEMO_SERVERS', () => {
  it('seeds 300 ACTIVE servers across regions for the demo customer in a few seconds, billed', async () => {
    const cpuBefore = process.cpuUsage();
    server = await startTestServer({ demoServers: 300 });
    const cpu = process.cpuUsage(cpuBefore);
    const seconds = (cpu.user + cpu.system) / 1e6;
    // The whole start-up (migrations, every seed, 300 servers with their ports) in this process's
    // CPU time, not the wall clock: in CI's unit stage other suites share the two cores, and the
    // wall clock read 7.8 s there (CI31); the CPU time is about 1.5 s on this machine.
    expect(seconds).toBeLessThan(5);
    // The deduction run the scheduler starts with (seconds after start): weeks of 300 servers'
    // charges are deducted, and the account stays above its floor, so nothing is stopped.
    const billing = server.modules.billing.service;
    billing.deductDue(server.platform.now());
    const demo = server.modules.account.service.findCustomerByEmail(DEMO_CUSTOMER.email);
    expect(demo).toBeDefined();
    expect(Number(billing.balance(demo?.uuid ?? ''))).toBeGreaterThan(0);

    const perRegion: Record<string, number> = {};
    for (const region of ['eu-west2', 'ru-msk1', 'za-jnb1', 'ap-sg1']) {
      const { client } = await demoCloudClient(server.app, { region });
      const servers = await listAllServers(client);
      perRegion[region] = servers.length;
      expect(servers.every((item) => item.status === 'ACTIVE')).toBe(true);
      expect(servers.every((item) => Object.keys(item.addresses).length === 1)).toBe(true);
      // As the portal's create sends it (§3 systemName shows the distro, not the image's name).
      expect(new Set(servers.map((item) => item.metadata?.os_distro))).toEqual(
        new Set(['ubuntu', 'debian', 'rocky', 'alma', 'fedora']),
      );
    }
    expect(Object.values(perRegion).reduce((sum, count) => sum + count, 0)).toBe(300);
    expect(Math.min(...Object.values(perRegion))).toBeGreaterThanOrEqual(70);

    const agent = createAgent(server.app);
    await agent.primeCsrf();
    await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const charges = await agent.call({ method: 'GET', operation: '/transactions/temporary/' });
    expect(charges.json()).toHaveLength(300);
  });

  it('adds only the missing servers at the next start', async () => {
    server = await startTestServer({ demoServers: 3 });
    const { modules, platform } = server;
    // The next start asks for 5: the 3 stay, 2 are added with the names that follow; again: none.
    const credits: string[] = [];
    const next = demoServersModule(5, {
      identity: modules.identity.service,
      regions: modules.regions.service,
      availability: (region) => modules.network.availability(region),
      servers: modules.compute.service,
      creditDemoCustomer: (amount, message) => credits.push(`${amount} ${message}`),
      now: platform.now,
    });
    next.seed?.();
    next.seed?.();
    // Only the two new servers are credited (both under a month old: 2 × $100), once.
    expect(credits).toEqual(['200.00 Demo credit for 2 seeded servers']);
    const names: string[] = [];
    for (const region of ['eu-west2', 'ru-msk1', 'za-jnb1', 'ap-sg1']) {
      const { client } = await demoCloudClient(server.app, { region });
      names.push(...(await listAllServers(client)).map((item) => item.name));
    }
    expect(names.sort()).toEqual(['demo-001', 'demo-002', 'demo-003', 'demo-004', 'demo-005']);
  });
});
