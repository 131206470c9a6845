import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { novaServerFixture, type FakeSecurityGroup } from '../../../test/fakeServers.ts';
import { renderServerTab, type RenderedServerTab } from '../../../test/renderServerTab.tsx';
import { ServerSecurityTab } from './ServerSecurityTab.tsx';

let rendered: RenderedServerTab | undefined;
afterEach(() => {
  cleanup();
  rendered?.stop();
  rendered = undefined;
});

const allowAll: FakeSecurityGroup = {
  name: 'allow_all',
  description: 'Allow all traffic',
  rules: [
    { direction: 'ingress', ethertype: 'IPv4' },
    { direction: 'egress', ethertype: 'IPv6' },
  ],
};
const groups: Record<string, FakeSecurityGroup[]> = {
  'eu-west2': [
    { name: 'default', rules: [{ direction: 'egress' }] },
    {
      name: 'web',
      description: 'HTTP and SSH',
      rules: [
        { direction: 'ingress', protocol: '6', port_range_min: 80, port_range_max: 80 },
        {
          direction: 'ingress',
          protocol: 'tcp',
          port_range_min: 8000,
          port_range_max: 8080,
          remote_ip_prefix: '198.51.100.0/24',
        },
        { direction: 'ingress', protocol: '1', port_range_min: 8, port_range_max: 0 },
        { direction: 'ingress', ethertype: 'IPv6', protocol: '58' },
        { direction: 'ingress', protocol: 'udp', remote_group_id: 'sg-allow_all' },
      ],
    },
    { name: 'db' },
    allowAll,
  ],
};

describe('server-security', () => {
  test("§5 order (default hidden, allow_all first) with each group's rules summarised by protocol name", async () => {
    rendered = await renderServerTab(ServerSecurityTab, {
      servers: [
        {
          ...novaServerFixture({
            // Nova lists a group once per port.
            security_groups: [
              { name: 'web' },
              { name: 'default' },
              { name: 'allow_all' },
              { name: 'web' },
            ],
          }),
          region: 'eu-west2',
        },
      ],
      securityGroups: groups,
    });
    const attached = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(attached).toEqual(['allow_all', 'web']);
    expect(
      within(screen.getByRole('list', { name: 'Rules of allow_all' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Inbound · protocol: Any · ports: Any · from 0.0.0.0/0 · IPv4',
      'Outbound · protocol: Any · ports: Any · to ::/0 · IPv6',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Rules of web' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Inbound · protocol: tcp · ports: 80 · from 0.0.0.0/0 · IPv4',
      'Inbound · protocol: tcp · ports: 8000-8080 · from 198.51.100.0/24 · IPv4',
      'Inbound · protocol: icmp · type: 8 · code: 0 · from 0.0.0.0/0 · IPv4',
      'Inbound · protocol: ipv6-icmp · type: Any · code: Any · from ::/0 · IPv6',
      'Inbound · protocol: udp · ports: Any · from group allow_all · IPv4',
    ]);
    // Only groups the server lacks are offered, default never.
    const picker = screen.getByLabelText('Security group');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a group', 'db']);
  });

  test('adds a group and removes one after confirming', async () => {
    rendered = await renderServerTab(ServerSecurityTab, {
      servers: [{ ...novaServerFixture(), region: 'eu-west2' }],
      securityGroups: groups,
    });
    const { cloud, user } = rendered;
    const picker = screen.getByLabelText('Security group');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a group', 'web', 'db']);
    await user.selectOptions(picker, 'db');
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    expect(await screen.findByText('db was added to the server.')).toBeDefined();
    await waitFor(() =>
      expect(
        screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
      ).toEqual(['allow_all', 'db']),
    );
    expect(cloud.server('srv-1')?.security_groups).toEqual([{ name: 'allow_all' }, { name: 'db' }]);
    expect(screen.getByText('No rules: this group allows no traffic.')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Remove allow_all from the server' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove allow_all from web-1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('allow_all was removed from the server.')).toBeDefined();
    await waitFor(() =>
      expect(
        screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
      ).toEqual(['db']),
    );
    expect(cloud.server('srv-1')?.security_groups).toEqual([{ name: 'db' }]);
  });

  test("a refusal shows the cloud's message; a server without groups says no traffic reaches it", async () => {
    rendered = await renderServerTab(ServerSecurityTab, {
      servers: [{ ...novaServerFixture({ security_groups: [] }), region: 'eu-west2' }],
      securityGroups: groups,
      intercept: (call) =>
        call.method === 'POST' && call.path === '/compute/v2.1/servers/srv-1/action'
          ? new Response(
              JSON.stringify({
                itemNotFound: {
                  code: 404,
                  message: 'Security group web not found for project project-1.',
                },
              }),
              { status: 404 },
            )
          : undefined,
    });
    const { user } = rendered;
    expect(screen.getByText('No traffic reaches the server until you add a group.')).toBeDefined();
    await user.selectOptions(screen.getByLabelText('Security group'), 'web');
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Security group web not found for project project-1.');
  });
});
