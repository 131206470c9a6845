import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import {
  customerFixture,
  fakeApiClient,
  jsonResponse,
  regionsFixture,
  setSessionCookie,
} from '../../test/fixtures.ts';
import { mountPortal } from '../../test/mountPortal.ts';

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  cleanup();
  setSessionCookie(false);
  document.cookie = 'LOGGED_AS_CLIENT=; Max-Age=0; path=/';
  localStorage.clear();
  document.body.innerHTML = '';
});

async function renderAt(path: string) {
  const { apiClient, calls } = fakeApiClient((request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/customers/')) return jsonResponse([customerFixture]);
    if (pathname.endsWith('/logout/')) return jsonResponse({});
    return jsonResponse(pathname.endsWith('/regions/') ? regionsFixture : []);
  });
  const mounted = await mountPortal(path, apiClient);
  unmount = mounted.unmount;
  const { portal } = mounted;
  return { portal, calls };
}

describe('the logged-in-as-client toast (§4 LOGGED_AS_CLIENT)', () => {
  test('is not shown without the cookie', async () => {
    await renderAt('/');
    await screen.findByRole('list', { name: 'Data centers' });
    expect(screen.queryByText(/logged in as/)).toBeNull();
  });

  test('names the user and stays until its sign-out action logs out', async () => {
    setSessionCookie(true);
    document.cookie = 'LOGGED_AS_CLIENT=ada%40example.test; path=/';
    const { portal, calls } = await renderAt('/control/servers/list');

    const region = await screen.findByRole('region', { name: 'Messages' });
    expect(within(region).getByText("You're logged in as ada@example.test")).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(portal.router.location.pathname).toBe('/login'));
    expect(calls).toContain('POST /api/logout/');
    expect(document.cookie).not.toContain('LOGGED_AS_CLIENT=ada');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull());
  });

  test('its × hides it on this page', async () => {
    document.cookie = 'LOGGED_AS_CLIENT=ada%40example.test; path=/';
    await renderAt('/');
    const region = await screen.findByRole('region', { name: 'Messages' });
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText("You're logged in as ada@example.test")).toBeNull();
  });
});
