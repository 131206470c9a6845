import { serverAction } from '@cloud-portal/cloud-sdk/compute';
import {
  createFloatingIp,
  deleteFloatingIp,
  listAllNetworks,
} from '@cloud-portal/cloud-sdk/network';
import { createVolume, deleteVolume } from '@cloud-portal/cloud-sdk/volume';
import type { NovaServerAction } from '@cloud-portal/cloud-sdk/compute';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActiveServer } from '../../cloud/compute/testing.ts';
import { manualClock, type ManualClock } from '../../platform/clock.ts';
import { createAgent } from '../../test-support/agent.ts';
import { demoCloudClient } from '../../test-support/cloudClient.ts';
import { startTestServer } from '../../test-support/server.ts';
import { DEMO_CUSTOMER } from '../account/index.ts';

// Issue 14 end to end (the SDK pins compute's microversion above 2.45: createBackup answers
// the image id in its body): volumes made through the emulated Cinder, floating IPs through Neutron and
// backups through Nova's createBackup reach billing by the cloud's events; their pending charges
// and 24 h charges come out of the product API (every answer checked against openapi.yaml by the
// agent), with the sandbox's scheduler on a manual clock.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = new Date('2026-11-21T10:00:00.000Z');

let server: Awaited<ReturnType<typeof startTestServer>>;
let clock: ManualClock;

type Agent = ReturnType<typeof createAgent>;

async function renewed(agent: Agent, call: Parameters<Agent['call']>[0]) {
  if (agent.jar.has('refresh_token__'))
    await agent.call({ method: 'POST', operation: '/jwt-refresh/' });
  return agent.call(call);
}

const temporary = async (agent: Agent) =>
  (await renewed(agent, { method: 'GET', operation: '/transactions/temporary/' })).json();
const products = async (agent: Agent, query = '') =>
  (
    await renewed(agent, { method: 'GET', operation: '/products/', path: `/products/${query}` })
  ).json();
const charges = async (agent: Agent) =>
  (
    await renewed(agent, {
      method: 'GET',
      operation: '/transactions/',
      path: '/transactions/?kind=charge',
    })
  ).json().results;

async function demo() {
  const agent = createAgent(server.app);
  await agent.primeCsrf();
  expect((await agent.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
  // Keystone tokens live an hour of sandbox time: each cloud call takes a fresh one.
  const cloud = async () => (await demoCloudClient(server.app)).client;
  return { agent, cloud };
}

/** Lets the cloud's events reach billing (they are delivered after the request's transaction). */
const delivered = () => server.platform.events.drained();

beforeEach(async () => {
  clock = manualClock(START);
  server = await startTestServer({ clock });
});
afterEach(async () => {
  await server.close();
});

describe('a volume made through Cinder', () => {
  it('is a pending charge from its creation and one volume charge a day until deleted', async () => {
    const { agent, cloud } = await demo();
    const volume = await createVolume(await cloud(), { size: 20, name: 'data' });
    await delivered();
    clock.advance(HOUR);
    expect(await temporary(agent)).toEqual([
      {
        external_id: volume.id,
        type: 'volume',
        region: 'eu-west2',
        currency: 'usd',
        // 20 GB at 1.00 per 10 GB a month, an hour of 730.
        amount: '0.0027',
        period_start: START.toISOString(),
        next_deduction_at: new Date(START.getTime() + DAY).toISOString(),
      },
    ]);

    clock.advance(DAY - HOUR);
    await delivered();
    expect(await charges(agent)).toEqual([
      expect.objectContaining({
        kind: 'charge',
        type: 'volume',
        amount: '-0.0657',
        external_id: volume.id,
        period_end: new Date(START.getTime() + DAY).toISOString(),
      }),
    ]);

    // Deleted 6 h into the second day: that part is deducted once, at the period's end.
    clock.advance(6 * HOUR);
    await deleteVolume(await cloud(), { volumeId: volume.id });
    await delivered();
    clock.advance(2 * DAY);
    await delivered();
    const after = await charges(agent);
    expect(after.map((row: { amount: string }) => row.amount)).toEqual(['-0.0164', '-0.0657']);
    expect(await temporary(agent)).toEqual([]);
  });
});

describe('a floating IP allocated through Neutron', () => {
  it('is charged as an extra IPv4 from allocation to release', async () => {
    const { agent, cloud } = await demo();
    const client = await cloud();
    const [publicNetwork] = await listAllNetworks(client, { query: { name: 'public' } });
    const floating = await createFloatingIp(client, { floating_network_id: publicNetwork!.id });
    await delivered();
    clock.advance(12 * HOUR);
    expect(await temporary(agent)).toEqual([
      expect.objectContaining({ external_id: floating.id, type: 'ipv4', amount: '0.0096' }),
    ]);
    await deleteFloatingIp(await cloud(), { floatingIpId: floating.id });
    await delivered();
    clock.advance(DAY);
    await delivered();
    expect(await charges(agent)).toEqual([
      expect.objectContaining({ type: 'ipv4', amount: '-0.0096', external_id: floating.id }),
    ]);
  });
});

describe('backups made by createBackup', () => {
  const backup = (rotation: number): NovaServerAction =>
    ({
      createBackup: { name: `nightly-${rotation}`, backup_type: 'daily', rotation },
    }) as unknown as NovaServerAction;

  it('are charged as storage of their size; rotation ends the charges of the backups it deletes', async () => {
    const { agent, cloud } = await demo();
    const { id: serverId } = await createActiveServer(await cloud(), {
      name: 'web-1',
      sleep: (ms) => clock.advance(ms),
    });
    const first = await serverAction<{ image_id: string }>(await cloud(), {
      serverId,
      action: backup(2),
    });
    await delivered();
    clock.advance(HOUR);
    const firstBackup = (await temporary(agent)).find(
      (charge: { type: string }) => charge.type === 'backup',
    );
    // std.2c4g's disk is 50 GB; its image is a tenth of it, billed as 5 GB: 0.50 a month.
    expect(firstBackup).toMatchObject({ external_id: first.image_id, amount: '0.0006' });

    // Two more backups with rotation 2: the first is rotated out, its charge ends.
    clock.advance(5000);
    await serverAction(await cloud(), { serverId, action: backup(2) });
    clock.advance(5000);
    const third = await serverAction<{ image_id: string }>(await cloud(), {
      serverId,
      action: backup(2),
    });
    await delivered();
    const backups = () =>
      temporary(agent).then((all: { type: string; external_id: string }[]) =>
        all.filter((charge) => charge.type === 'backup').map((charge) => charge.external_id),
      );
    // The rotated one stays pending (its last part) until its deduction, and nothing after.
    expect(await backups()).toHaveLength(3);
    clock.advance(DAY);
    await delivered();
    const backupCharges = (await charges(agent)).filter(
      (row: { type: string }) => row.type === 'backup',
    );
    expect(
      backupCharges.find((row: { external_id: string }) => row.external_id === first.image_id),
    ).toMatchObject({ amount: '-0.0006' });
    clock.advance(DAY);
    await delivered();
    const live = await backups();
    expect(live).not.toContain(first.image_id);
    expect(live).toContain(third.image_id);
    expect(live).toHaveLength(2);

    // Rotation 0 deletes every backup of the server and type: nothing is billed any more.
    await serverAction(await cloud(), { serverId, action: backup(0) });
    await delivered();
    clock.advance(2 * DAY);
    await delivered();
    expect(await backups()).toEqual([]);
  });
});

describe('GET /api/products/ with volumes, extra IPv4s and backups (§3 Product, §9)', () => {
  it('lists each live one with its size and extras price, newest first, and filters by type', async () => {
    const { agent, cloud } = await demo();
    const client = await cloud();
    const { id: serverId } = await createActiveServer(client, {
      name: 'web-1',
      sleep: (ms) => clock.advance(ms),
    });
    clock.advance(HOUR);
    const volume = await createVolume(await cloud(), { size: 20, name: 'data' });
    clock.advance(HOUR);
    const [publicNetwork] = await listAllNetworks(await cloud(), { query: { name: 'public' } });
    const floating = await createFloatingIp(await cloud(), {
      floating_network_id: publicNetwork!.id,
    });
    clock.advance(HOUR);
    const backup = await serverAction<{ image_id: string }>(await cloud(), {
      serverId,
      action: {
        createBackup: { name: 'nightly', backup_type: 'daily', rotation: 1 },
      } as unknown as NovaServerAction,
    });
    await delivered();

    const all = await products(agent);
    expect(all.map((product: { type: string }) => product.type)).toEqual([
      'backup',
      'ipv4',
      'volume',
      'server',
    ]);
    expect(all[2]).toEqual({
      external_id: volume.id,
      type: 'volume',
      region: 'eu-west2',
      name: 'data',
      size_gb: 20,
      billing_cycle: 'hourly',
      currency: 'usd',
      // 20 GB at 1.00 per 10 GB a month; an hour of 730, cut as its pending charge grows.
      price_hourly: '0.0027',
      price_monthly: '2.00',
      created_at: expect.any(String),
    });
    expect(all[1]).toMatchObject({
      external_id: floating.id,
      type: 'ipv4',
      name: floating.floating_ip_address,
      size_gb: null,
      price_hourly: '0.0008',
      price_monthly: '0.59',
    });
    // std.2c4g's 50 GB disk: a backup of a tenth of it, 5 GB at the volume rate.
    expect(all[0]).toMatchObject({
      external_id: backup.image_id,
      type: 'backup',
      name: 'nightly',
      size_gb: 5,
      price_monthly: '0.50',
    });
    expect(all[3]).toMatchObject({
      external_id: serverId,
      type: 'server',
      plan_id: expect.any(String),
    });

    expect(await products(agent, '?type=volume')).toEqual([all[2]]);
    expect(await products(agent, `?external_id=${floating.id}`)).toEqual([all[1]]);
    expect(await products(agent, `?external_id=${floating.id}&type=volume`)).toEqual([]);
    expect(await products(agent, '?type=server')).toEqual([all[3]]);
  });

  it('drops a volume once it is deleted while its last period is still pending', async () => {
    const { agent, cloud } = await demo();
    const volume = await createVolume(await cloud(), { size: 10, name: 'scratch' });
    await delivered();
    clock.advance(HOUR);
    expect(await products(agent, '?type=volume')).toHaveLength(1);
    await deleteVolume(await cloud(), { volumeId: volume.id });
    await delivered();
    expect(await products(agent)).toEqual([]);
    // Still billed until its deduction: the pending charge stays, the product is gone.
    expect(await temporary(agent)).toHaveLength(1);
  });
});
