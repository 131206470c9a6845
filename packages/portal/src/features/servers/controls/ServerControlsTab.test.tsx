import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { novaServerFixture } from '../../../test/fakeServers.ts';
import {
  planFixture,
  renderServerTab,
  type RenderedServerTab,
} from '../../../test/renderServerTab.tsx';
import { readRescuePasswords, rememberRescuePassword } from '../details/rescuePasswords.ts';
import { ServerControlsTab } from './ServerControlsTab.tsx';

let rendered: RenderedServerTab | undefined;
afterEach(() => {
  cleanup();
  rendered?.stop();
  rendered = undefined;
  localStorage.clear();
});

const running = { ...novaServerFixture(), region: 'eu-west2' };
const stopped = {
  ...novaServerFixture({
    status: 'SHUTOFF',
    'OS-EXT-STS:vm_state': 'stopped',
    'OS-EXT-STS:power_state': 4,
  }),
  region: 'eu-west2',
};

async function open(server = running, plans = [planFixture('std.2c4g', '12.00')]) {
  rendered = await renderServerTab(ServerControlsTab, { servers: [server], plans });
  return rendered;
}

const button = (name: string) => screen.getByRole('button', { name });

describe('server-controls: power', () => {
  test('a running server can be stopped (the dialog says it is still billed), then started', async () => {
    const { cloud, user } = await open();
    expect(button('Start')).toHaveProperty('disabled', true);
    expect(button('Hard reboot')).toHaveProperty('disabled', false);

    await user.click(button('Stop'));
    const dialog = await screen.findByRole('dialog', { name: 'Stop web-1?' });
    expect(dialog.textContent).toContain('A stopped server is still billed');
    await user.click(within(dialog).getByRole('button', { name: 'Stop' }));

    expect(
      await screen.findByText('web-1 is stopping. It is still billed while stopped.'),
    ).toBeDefined();
    expect(cloud.server('srv-1')?.status).toBe('SHUTOFF');
    // The server is read again: now only start and hard reboot can run.
    await waitFor(() => expect(button('Start')).toHaveProperty('disabled', false));
    expect(button('Stop')).toHaveProperty('disabled', true);
    expect(button('Reboot')).toHaveProperty('disabled', true);

    await user.click(button('Start'));
    await waitFor(() => expect(cloud.server('srv-1')?.status).toBe('ACTIVE'));
    expect(cloud.actions('srv-1').map((action) => action.action)).toEqual([
      'start',
      'stop',
      'create',
    ]);
  });

  test('a refusal shows the cloud message inline', async () => {
    rendered = await renderServerTab(ServerControlsTab, {
      servers: [running],
      intercept: (call) =>
        call.method === 'POST' && call.path === '/compute/v2.1/servers/srv-1/action'
          ? new Response(
              JSON.stringify({
                conflictingRequest: {
                  code: 409,
                  message: "Cannot 'reboot' instance srv-1 while it is in task_state powering-off",
                },
              }),
              { status: 409 },
            )
          : undefined,
    });
    const { user } = rendered;
    await user.click(button('Reboot'));
    const dialog = await screen.findByRole('dialog', { name: 'Reboot web-1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reboot' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server refused the action');
    expect(alert.textContent).toContain(
      "Cannot 'reboot' instance srv-1 while it is in task_state powering-off",
    );
  });

  test('while the server changes by itself every power action waits', async () => {
    await open({
      ...novaServerFixture({ 'OS-EXT-STS:task_state': 'powering-off' }),
      region: 'eu-west2',
    });
    for (const name of ['Start', 'Stop', 'Reboot', 'Hard reboot', 'Change password']) {
      expect(button(name)).toHaveProperty('disabled', true);
    }
    expect(screen.getByText(/The server is busy \(Stopping\)/)).toBeDefined();
    // Rename and delete stay possible.
    expect(button('Delete server')).toHaveProperty('disabled', false);
  });
});

describe('server-controls: plan and system', () => {
  const link = (name: string) => screen.getByRole('link', { name });

  test('a running or stopped server links to its upgrade and reinstall screens', async () => {
    await open();
    expect(link('Upgrade plan').getAttribute('href')).toBe('/control/servers/upgrade/srv-1');
    expect(link('Reinstall').getAttribute('href')).toBe('/control/servers/reinstall/srv-1/web-1');
    cleanup();
    rendered?.stop();
    await open(stopped);
    expect(link('Upgrade plan').getAttribute('href')).toBe('/control/servers/upgrade/srv-1');
    expect(link('Reinstall').getAttribute('href')).toBe('/control/servers/reinstall/srv-1/web-1');
  });

  test('a server in error can be reinstalled but not upgraded; a busy one neither', async () => {
    await open({
      ...novaServerFixture({ status: 'ERROR', 'OS-EXT-STS:vm_state': 'error' }),
      region: 'eu-west2',
    });
    expect(link('Upgrade plan').getAttribute('aria-disabled')).toBe('true');
    expect(link('Upgrade plan').hasAttribute('href')).toBe(false);
    expect(link('Reinstall').getAttribute('href')).toBe('/control/servers/reinstall/srv-1/web-1');
    cleanup();
    rendered?.stop();
    await open({
      ...novaServerFixture({ 'OS-EXT-STS:task_state': 'powering-off' }),
      region: 'eu-west2',
    });
    expect(link('Upgrade plan').hasAttribute('href')).toBe(false);
    expect(link('Reinstall').hasAttribute('href')).toBe(false);
  });
});

describe('server-controls: password', () => {
  test('§5: at least 10 characters, both entries equal; the new one is remembered in this browser on request', async () => {
    const { cloud, user } = await open();
    const fresh = screen.getByLabelText(/^New password/);
    const repeat = screen.getByLabelText(/^Repeat the new password/);
    await user.type(fresh, 'short');
    await user.type(repeat, 'short');
    await user.click(button('Change password'));
    expect(await screen.findByText('Password must be at least 10 characters long.')).toBeDefined();

    await user.clear(fresh);
    await user.type(fresh, 'correct horse battery');
    await user.clear(repeat);
    await user.type(repeat, 'correct horse batter');
    await user.click(button('Change password'));
    expect(await screen.findByText('Passwords do not match.')).toBeDefined();
    expect(cloud.actions('srv-1')[0]?.action).toBe('create');

    await user.type(repeat, 'y');
    const remember = screen.getByRole('checkbox', {
      name: /Remember the new password in this browser/,
    });
    expect(remember.getAttribute('aria-checked')).toBe('false');
    await user.click(remember);
    await user.click(button('Change password'));
    expect(await screen.findByText('The password of web-1 was changed.')).toBeDefined();
    expect(cloud.actions('srv-1')[0]?.action).toBe('changePassword');
    expect(readRescuePasswords()).toEqual({ 'srv-1': 'correct horse battery' });
  });

  test('a password this browser already remembers is kept current (ticked by default)', async () => {
    rememberRescuePassword('srv-1', 'the old password');
    const { user } = await open();
    expect(
      screen
        .getByRole('checkbox', { name: /Remember the new password/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await user.type(screen.getByLabelText(/^New password/), 'the new password!');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'the new password!');
    await user.click(button('Change password'));
    await screen.findByText('The password of web-1 was changed.');
    expect(readRescuePasswords()).toEqual({ 'srv-1': 'the new password!' });
  });

  test('a stopped server cannot change its password', async () => {
    await open(stopped);
    expect(button('Change password')).toHaveProperty('disabled', true);
    expect(
      screen.getByText('The password can be changed while the server is running.'),
    ).toBeDefined();
  });
});

describe('server-controls: rename', () => {
  test('the new name must be a host name; a good one renames the server', async () => {
    const { cloud, user } = await open();
    const name = screen.getByLabelText(/^Server name/);
    expect(button('Rename')).toHaveProperty('disabled', true); // unchanged
    await user.clear(name);
    await user.type(name, 'web_2');
    await user.click(button('Rename'));
    expect(await screen.findByText(/Use Latin letters, digits and hyphens/)).toBeDefined();
    expect(cloud.server('srv-1')?.name).toBe('web-1');

    await user.clear(name);
    await user.type(name, 'web-2');
    await user.click(button('Rename'));
    expect(await screen.findByText('The server is now called web-2.')).toBeDefined();
    expect(cloud.server('srv-1')?.name).toBe('web-2');
  });
});

describe('server-controls: delete', () => {
  test('type the name to delete; the dialog says what it saves; then delete_service and the list', async () => {
    const { cloud, user, dispatched } = await open();
    expect(screen.getByText(/Deleting it saves \$12\.00 a month\./)).toBeDefined();
    await user.click(button('Delete server'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete web-1?' });
    expect(dialog.textContent).toContain('Deleting it saves $12.00 a month.');
    const confirm = within(dialog).getByRole('button', { name: 'Delete for good' });
    expect(confirm).toHaveProperty('disabled', true);
    const typed = within(dialog).getByLabelText('Type web-1 to confirm');
    await user.type(typed, 'web-');
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(typed, '1');
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);

    expect(await screen.findByText('server list')).toBeDefined();
    expect(cloud.server('srv-1')).toBeUndefined();
    expect(dispatched).toContainEqual({ type: 'analytics/goalReached', payload: 'delete_service' });
  });

  test('without a plan for the flavor the saving is not guessed', async () => {
    await open(running, [planFixture('bst.1c1g', '4.00')]);
    expect(
      screen.getByText('The server and all data on its disk are deleted for good.'),
    ).toBeDefined();
    expect(screen.queryByText(/saves/)).toBeNull();
  });
});
