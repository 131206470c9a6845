import type { Customer } from '@cloud-portal/api-client';
import { createToaster } from '@cloud-portal/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { createI18n } from '../../app/i18n.ts';
import { makeStore } from '../../app/store.ts';
import { fakeServers, novaServerFixture } from '../../test/fakeServers.ts';
import {
  customerFixture,
  fakeApiClient,
  jsonResponse,
  regionsFixture,
} from '../../test/fixtures.ts';
import { createCloudConnection } from '../cloud/cloudConnection.ts';
import { regionDataApi } from '../cloud/regionDataApi.ts';
import { CommandPaletteButton } from '../command-palette/CommandPaletteButton.tsx';
import { ControlCommandPalette } from '../command-palette/ControlCommandPalette.tsx';
import { regionsApi } from '../regions/regionsApi.ts';
import { ServerCommands } from './ServerCommands.tsx';

let stop: (() => void) | undefined;
afterEach(() => {
  cleanup();
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

async function setup(customer: Customer = customerFixture) {
  const api = fakeApiClient((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/consumers/') {
      return jsonResponse([
        {
          id: 'c',
          name: 'default_consumer',
          os_user: 'u',
          os_password: 'p',
          os_project: 'p',
          os_domain: 'Default',
          created_at: '2030-01-01T00:00:00Z',
        },
      ]);
    }
    return jsonResponse(regionsFixture);
  });
  const cloud = fakeServers({
    servers: [
      { ...novaServerFixture({ id: 'srv-1', name: 'web-1' }), region: 'eu-west2' },
      {
        ...novaServerFixture({
          id: 'srv-2',
          name: 'db-2',
          status: 'SHUTOFF',
          'OS-EXT-STS:vm_state': 'stopped',
          'OS-EXT-STS:power_state': 4,
        }),
        region: 'eu-west2',
      },
    ],
  });
  const connection = createCloudConnection({ baseUrl: 'http://cloud.test', fetch: cloud.fetch });
  const toaster = createToaster();
  const store = makeStore({ apiClient: api.apiClient, cloud: connection, toaster });
  await connection.start();
  const subscriptions = [
    store.dispatch(regionsApi.endpoints.listRegions.initiate()),
    store.dispatch(regionDataApi.endpoints.listRegionServers.initiate('eu-west2')),
    store.dispatch(regionDataApi.endpoints.listRegionServers.initiate('eu-central1')),
  ];
  await Promise.all(subscriptions);
  stop = () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
    connection.stop();
  };
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['account', 'servers', 'errors']);
  const user = userEvent.setup();
  await act(async () => {
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/control/servers/list']}>
            <ControlCommandPalette customer={customer}>
              <CommandPaletteButton />
              <ServerCommands customer={customer} />
              <Routes>
                <Route path="*" element={<Where />} />
              </Routes>
            </ControlCommandPalette>
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
  });
  return { cloud, toaster, user };
}

async function search(user: ReturnType<typeof userEvent.setup>, query: string) {
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const input = await screen.findByRole('combobox');
  await waitFor(() => expect(document.activeElement).toBe(input));
  await user.type(input, query);
  return input;
}

const options = () =>
  screen.getAllByRole('option').map((option) => {
    const [title, reason] = [...option.children].map((part) => part.textContent);
    return option.getAttribute('aria-disabled') === 'true' ? `${title}|${reason}` : title;
  });

describe('server commands in the palette', () => {
  test('"reboot web-1" reboots it and says so; a stopped server offers start, not reboot', async () => {
    const { cloud, toaster, user } = await setup();
    await search(user, 'reboot');
    await waitFor(() => expect(options()).toEqual(['Reboot web-1', 'Reboot db-2|db-2: Stopped']));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cloud.actions('srv-1')[0]?.action).toBe('reboot'));
    await waitFor(() =>
      expect(toaster.getSnapshot().map((toast) => toast.message)).toContain('web-1 is rebooting.'),
    );

    await search(user, 'db-2');
    await waitFor(() =>
      expect(options()).toEqual([
        'Start db-2',
        'Reboot db-2|db-2: Stopped',
        'Open console of db-2',
        'Open db-2',
      ]),
    );
  });

  test('"open console of web-1" goes to its console tab', async () => {
    const { user } = await setup();
    await search(user, 'console web-1');
    await waitFor(() => expect(options()[0]).toBe('Open console of web-1'));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/control/servers/page/srv-1/server-console',
      ),
    );
  });

  test('a refusal is a toast with the cloud message', async () => {
    const { cloud, toaster, user } = await setup();
    cloud.setState('srv-1', { 'OS-EXT-STS:vm_state': 'stopped' }); // the fake refuses a stop now
    await search(user, 'stop web-1');
    await waitFor(() => expect(options()[0]).toBe('Stop web-1'));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(toaster.getSnapshot().map((toast) => toast.message)).toContain(
        "web-1: Cannot 'stop' instance srv-1 while it is in vm_state stopped",
      ),
    );
  });

  test('§2: no server commands while servers are disabled (suspended for BALANCE)', async () => {
    const { user } = await setup({
      ...customerFixture,
      suspended: true,
      suspend_reason: 'BALANCE',
    });
    await search(user, 'web-1');
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
  });
});
