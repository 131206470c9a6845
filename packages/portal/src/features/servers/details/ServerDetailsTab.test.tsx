import type { TemporaryTransaction, Transaction } from '@cloud-portal/api-client';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { novaServerFixture } from '../../../test/fakeServers.ts';
import { renderServerTab, type RenderedServerTab } from '../../../test/renderServerTab.tsx';
import { readRescuePasswords, rememberRescuePassword } from './rescuePasswords.ts';
import { ServerDetailsTab } from './ServerDetailsTab.tsx';

let rendered: RenderedServerTab | undefined;
afterEach(() => {
  cleanup();
  rendered?.stop();
  rendered = undefined;
  localStorage.clear();
});

const server = {
  ...novaServerFixture({
    addresses: {
      'ext-net': [
        { addr: '203.0.113.7', version: 4, 'OS-EXT-IPS:type': 'fixed' },
        { addr: '2001:db8::7', version: 6, 'OS-EXT-IPS:type': 'fixed' },
      ],
      private: [{ addr: '10.0.0.5', version: 4, 'OS-EXT-IPS:type': 'fixed' }],
    },
    'os-extended-volumes:volumes_attached': [{ id: 'vol-1' }],
  }),
  region: 'eu-west2',
};

/** A pending charge (§3 charges: the temporary transaction of a server), in dollars. */
const pending = (serverId: string, amount: string): TemporaryTransaction => ({
  external_id: serverId,
  type: 'server',
  region: 'eu-west2',
  currency: 'usd',
  amount,
  period_start: '2030-01-01T05:00:00.000Z',
  next_deduction_at: '2030-01-02T05:00:00.000Z',
});

/** The value shown for a field of the overview. */
function field(label: string): string {
  const term = screen.getAllByText(label).find((element) => element.tagName === 'DT');
  if (!term) throw new Error(`no field ${label}`);
  return term.nextElementSibling?.textContent ?? '';
}

describe('server-details', () => {
  test('every field of §3 Server and the derived ones', async () => {
    rendered = await renderServerTab(ServerDetailsTab, { servers: [server] });
    expect(field('ID')).toBe('srv-1');
    expect(field('Name')).toBe('web-1');
    expect(field('Status')).toBe('Running');
    expect(field('Operating system')).toBe('Ubuntu'); // metadata.os_distro (§3 systemName)
    expect(field('Image')).toBe('img-ubuntu'); // not in the region's images: its id
    expect(field('Plan')).toBe('std.2c4g2 vCPU · 4 GB RAM · 50 GB disk');
    expect(field('SSH key')).toBe('laptop');
    expect(field('Attached volumes')).toBe('vol-1');
    expect(field('Power state')).toBe('Running');
    expect(field('VM state')).toBe('active');
    expect(field('Task')).toBe('None');
    expect(field('Region')).toBe('eu-west2');
    expect(field('Availability zone')).toBe('nova');
    expect(field('Disk partitioning')).toBe('Automatic (the whole disk)');
    expect(field('Created')).toMatch(/2030/);
    expect(field('Launched')).toMatch(/2030/);
    expect(screen.queryByText('Pending charges')).toBeNull();

    const addresses = screen.getByRole('region', { name: 'ext-net' });
    expect(within(addresses).getByText('203.0.113.7')).toBeDefined();
    expect(within(addresses).getByText('2001:db8::7')).toBeDefined();
    expect(within(addresses).getByText('IPv6')).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: 'private' })).getByText('10.0.0.5'),
    ).toBeDefined();
  });

  test('§3 charges: the pending amount of this server, in the brand money format', async () => {
    rendered = await renderServerTab(ServerDetailsTab, {
      servers: [server],
      temporaryTransactions: [pending('srv-other', '9.9900'), pending('srv-1', '0.4210')],
    });
    const term = await screen.findByText('Pending charges');
    expect(term.tagName).toBe('DT');
    expect(field('Pending charges')).toBe('$0.42');
  });

  test('copy buttons put the id and an address on the clipboard', async () => {
    rendered = await renderServerTab(ServerDetailsTab, { servers: [server] });
    const { user } = rendered;
    await user.click(screen.getByRole('button', { name: 'Copy server ID' }));
    expect(await navigator.clipboard.readText()).toBe('srv-1');
    await user.click(screen.getByRole('button', { name: 'Copy 10.0.0.5' }));
    expect(await navigator.clipboard.readText()).toBe('10.0.0.5');
  });

  test('§3 the password this browser remembers for the server: hidden, shown, forgotten', async () => {
    rendered = await renderServerTab(ServerDetailsTab, { servers: [server] });
    const { user } = rendered;
    expect(screen.getByText(/This browser keeps no password for this server/)).toBeDefined();

    act(() => rememberRescuePassword('srv-1', 'correct horse battery'));
    const value = await screen.findByLabelText('Root password');
    expect(value.textContent).not.toContain('correct');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(value.textContent).toBe('correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Copy password' }));
    expect(await navigator.clipboard.readText()).toBe('correct horse battery');

    await user.click(screen.getByRole('button', { name: 'Forget' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forget the password of web-1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Forget' }));
    expect(await screen.findByText(/This browser keeps no password for this server/)).toBeDefined();
    expect(readRescuePasswords()).toEqual({});
  });

  test('the activity timeline: newest first, who and how it ended', async () => {
    rendered = await renderServerTab(ServerDetailsTab, { servers: [server] });
    const { cloud, store } = rendered;
    // Two more actions; the last one failed (its event says Error).
    const { serverActionsApi } = await import('../serverActionsApi.ts');
    await act(async () => {
      await store
        .dispatch(
          serverActionsApi.endpoints.serverPowerAction.initiate({
            region: 'eu-west2',
            serverId: 'srv-1',
            action: 'stop',
          }),
        )
        .unwrap();
      await store
        .dispatch(
          serverActionsApi.endpoints.serverPowerAction.initiate({
            region: 'eu-west2',
            serverId: 'srv-1',
            action: 'start',
          }),
        )
        .unwrap();
    });
    const log = cloud.actions('srv-1') as unknown as {
      user_id: string;
      events?: { result: string | null }[];
    }[];
    const [latest, , created] = log;
    if (latest?.events?.[0]) latest.events[0].result = 'Error';
    if (created) created.user_id = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    const { cloudApi } = await import('../../cloud/cloudApi.ts');
    act(() => {
      store.dispatch(cloudApi.util.invalidateTags([{ type: 'Server', id: 'eu-west2/srv-1' }]));
    });
    const timeline = await screen.findByRole('list', { name: 'Activity' });
    await screen.findByText('Failed');
    const entries = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatch(/^StartedFailed.*by you$/);
    expect(entries[1]).toMatch(/^StoppedDone.*by you$/);
    expect(entries[2]).toMatch(/^CreatedDone.*by user 0f1e2d3c…$/);
  });

  test('the timeline says when it cannot be read, and reads again on request', async () => {
    let failing = true;
    rendered = await renderServerTab(ServerDetailsTab, {
      servers: [server],
      intercept: (call) =>
        failing && call.path === '/compute/v2.1/servers/srv-1/os-instance-actions'
          ? new Response(JSON.stringify({ computeFault: { code: 500, message: 'Nova is down' } }), {
              status: 500,
            })
          : undefined,
    });
    expect(await screen.findByText('The activity could not be loaded.')).toBeDefined();
    expect(screen.getByText('Nova is down')).toBeDefined();
    failing = false;
    await rendered.user.click(screen.getByRole('button', { name: 'Try again' }));
    const timeline = await screen.findByRole('list', { name: 'Activity' });
    expect(within(timeline).getByText('Created')).toBeDefined();
    expect(screen.queryByText('The activity could not be loaded.')).toBeNull();
  });

  test("billing events: the server's charges join the timeline with their amount, in time order", async () => {
    const charge = (id: number, created: string, overrides: Partial<Transaction> = {}) =>
      ({
        id,
        kind: 'charge',
        type: 'server',
        sub_type: null,
        message: 'Server web-1',
        amount: '-0.3936',
        currency: 'usd',
        status: 'applied',
        external_id: 'srv-1',
        period_start: new Date(Date.parse(created) - 24 * 3_600_000).toISOString(),
        period_end: created,
        created,
        ...overrides,
      }) satisfies Transaction;
    rendered = await renderServerTab(ServerDetailsTab, {
      servers: [server],
      transactions: [
        charge(3, '2099-01-02T05:00:00.000Z', { amount: '-1.2000' }),
        charge(2, '2099-01-01T05:00:00.000Z', { external_id: 'srv-other', amount: '-7.0000' }),
        charge(1, '2000-01-01T05:00:00.000Z', { amount: '-0.0040' }),
      ],
    });
    const timeline = await screen.findByRole('list', { name: 'Activity' });
    await within(timeline).findByText('Charged $1.20');
    const entries = within(timeline).getAllByRole('listitem');
    const kinds = entries.map((item) => item.getAttribute('data-kind'));
    // The 2099 charge is the newest, the 2000 one the oldest; Nova's "create" is in between.
    expect(kinds[0]).toBe('charge');
    expect(kinds.at(-1)).toBe('charge');
    expect(kinds).toContain('action');
    expect(entries.at(-1)!.textContent).toContain('Charged $0.0040');
    expect(within(timeline).queryByText('Charged $7.00')).toBeNull();
  });
});
