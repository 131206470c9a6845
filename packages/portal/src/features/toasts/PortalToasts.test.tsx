import type { Customer } from '@cloud-portal/api-client';
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
  localStorage.clear();
  document.body.innerHTML = '';
});

/** The portal (in StrictMode, as `mount` renders it) with a fake product API. */
async function renderAt(path: string, customer: Customer, logoutStatus = 200) {
  const { apiClient } = fakeApiClient((request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/customers/')) return jsonResponse([customer]);
    if (pathname.endsWith('/logout/')) return jsonResponse({}, logoutStatus);
    return jsonResponse(pathname.endsWith('/regions/') ? regionsFixture : []);
  });
  const mounted = await mountPortal(path, apiClient);
  unmount = mounted.unmount;
  const { portal } = mounted;
  return portal;
}

describe('the portal toast region', () => {
  test('is not there while no toast is queued', async () => {
    setSessionCookie(true);
    await renderAt('/control/servers/list', customerFixture);
    await screen.findByRole('link', { name: 'Sign out' });
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
  });

  test('shows the §4 suspension warning once (StrictMode renders twice, the store reacts once)', async () => {
    setSessionCookie(true);
    const portal = await renderAt('/control/servers/list', {
      ...customerFixture,
      suspended: true,
      suspend_reason: 'BALANCE',
    });
    const region = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(region).findByText('Your account has been suspended')).toBeTruthy();
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(portal.toaster.getSnapshot()).toHaveLength(1);
    // Its × removes it, and the empty region goes.
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull());
  });

  test('a failed logout goes on to the login and toasts the §8 error there', async () => {
    setSessionCookie(true);
    const portal = await renderAt('/control/servers/list', customerFixture, 500);
    await userEvent.click(await screen.findByRole('link', { name: 'Sign out' }));
    await waitFor(() => expect(portal.router.location.pathname).toBe('/login'));
    const region = await screen.findByRole('region', { name: 'Messages' });
    expect(
      await within(region).findByText(
        'Something went wrong, please try again later or contact support. (500 POST /api/logout/)',
      ),
    ).toBeTruthy();
    expect(within(region).getByRole('alert')).toBeTruthy();
  });
});
