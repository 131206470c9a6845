import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { novaServerFixture } from '../../../test/fakeServers.ts';
import { renderServerTab, type RenderedServerTab } from '../../../test/renderServerTab.tsx';
import { ServerPortsTab } from './ServerPortsTab.tsx';

let rendered: RenderedServerTab | undefined;
afterEach(() => {
  cleanup();
  rendered?.stop();
  rendered = undefined;
});

const server = { ...novaServerFixture(), region: 'eu-west2' };
const networks = {
  'eu-west2': [
    { id: 'net-ext-net', name: 'ext-net' },
    { id: 'net-private', name: 'private-net' },
    { id: 'net-public', name: 'public', 'router:external': true },
  ],
};

const rows = () =>
  [...screen.getByRole('list', { name: 'Network interfaces' }).children].map(
    (row) => row.textContent,
  );

describe('server-ports', () => {
  test('lists the interfaces; adds one on a network of the region; removes one after confirming', async () => {
    rendered = await renderServerTab(ServerPortsTab, { servers: [server], networks });
    const { cloud, user } = rendered;
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toContain('ext-net');
    expect(rows()[0]).toContain('203.0.113.7');
    expect(rows()[0]).toContain('fa:16:3e:00:00:00');
    expect(rows()[0]).toContain('ACTIVE');

    // The external network (floating IPs) is not offered.
    const picker = screen.getByLabelText('Network');
    await waitFor(() => expect(picker).toHaveProperty('disabled', false));
    expect(within(picker).queryByRole('option', { name: 'public' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add interface' })).toHaveProperty('disabled', true);
    await user.selectOptions(picker, 'private-net');
    await user.click(screen.getByRole('button', { name: 'Add interface' }));
    expect(
      await screen.findByText(/An interface on private-net was added: 10\.0\.0\.\d+\./),
    ).toBeDefined();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(cloud.interfaces('srv-1').map((attachment) => attachment.net_id)).toEqual([
      'net-ext-net',
      'net-private',
    ]);

    await user.click(
      screen.getByRole('button', {
        name: 'Remove the interface on ext-net (203.0.113.7, 2001:db8::7)',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove the interface on ext-net?' });
    expect(dialog.textContent).toContain('web-1 loses the addresses 203.0.113.7, 2001:db8::7.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The interface on ext-net was removed.')).toBeDefined();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(cloud.interfaces('srv-1').map((attachment) => attachment.net_id)).toEqual([
      'net-private',
    ]);
  });

  test("a refusal shows the cloud's message; while the server is busy nothing changes", async () => {
    rendered = await renderServerTab(ServerPortsTab, {
      servers: [server],
      networks,
      intercept: (call) =>
        call.method === 'POST' && call.path === '/compute/v2.1/servers/srv-1/os-interface'
          ? new Response(
              JSON.stringify({
                conflictingRequest: {
                  code: 409,
                  message:
                    "Cannot 'attach_interface' instance srv-1 while it is in vm_state building",
                },
              }),
              { status: 409 },
            )
          : undefined,
    });
    const { user, cloud } = rendered;
    const picker = screen.getByLabelText('Network');
    await waitFor(() => expect(picker).toHaveProperty('disabled', false));
    await user.selectOptions(picker, 'private-net');
    await user.click(screen.getByRole('button', { name: 'Add interface' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      "Cannot 'attach_interface' instance srv-1 while it is in vm_state building",
    );
    expect(cloud.interfaces('srv-1')).toHaveLength(1);
  });

  test('an empty list and a failed list', async () => {
    rendered = await renderServerTab(ServerPortsTab, {
      servers: [
        {
          ...novaServerFixture({
            addresses: {},
            'OS-EXT-STS:task_state': 'spawning',
            status: 'BUILD',
          }),
          region: 'eu-west2',
        },
      ],
      networks,
    });
    expect(await screen.findByText('This server has no network interfaces.')).toBeDefined();
    // Building: interfaces wait.
    expect(
      screen.getByText(/Interfaces can be changed once the server has finished/),
    ).toBeDefined();
    cleanup();
    rendered.stop();
    rendered = await renderServerTab(ServerPortsTab, {
      servers: [server],
      networks,
      intercept: (call) =>
        call.method === 'GET' && call.path === '/compute/v2.1/servers/srv-1/os-interface'
          ? new Response(JSON.stringify({ computeFault: { code: 500, message: 'Nova is down' } }), {
              status: 500,
            })
          : undefined,
    });
    expect(await screen.findByText('The interfaces could not be loaded.')).toBeDefined();
    expect(screen.getByText('Nova is down')).toBeDefined();
  });
});
