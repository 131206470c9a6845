import type { Customer } from '@cloud-portal/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CONTROL_SCREENS, controlPath, type ControlScreen } from '../../app/paths.ts';
import { useUnsavedChangesWarning } from '../../app/useUnsavedChangesWarning.ts';
import type { BrandConfig } from '../../brand/brand.types.ts';
import {
  customerFixture,
  fakeApiClient,
  jsonResponse,
  setSessionCookie,
  testBrand,
} from '../../test/fixtures.ts';
import { mountPortal } from '../../test/mountPortal.ts';
import { isBuiltScreen } from './routes.tsx';

let unmount: (() => void) | undefined;

afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  setSessionCookie(false);
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

async function renderControl(
  path: string,
  customer: Partial<Customer> = {},
  brand: BrandConfig = testBrand,
) {
  setSessionCookie(true);
  const { apiClient } = fakeApiClient((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/customers/') return jsonResponse([{ ...customerFixture, ...customer }]);
    if (pathname === '/api/rates/')
      return jsonResponse([{ curr_from: 'usd', curr_to: 'rub', rate: 100 }]);
    return jsonResponse([]);
  });
  const mounted = await mountPortal(path, apiClient, brand);
  unmount = mounted.unmount;
  const { portal } = mounted;
  await screen.findByRole('navigation', { name: 'Control panel' });
  return portal;
}

const navItem = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Control panel' })).getByRole('link', { name });

describe('the control shell (§2 side navigation)', () => {
  test('an activated account can use every item; the balance shows 2 decimals', async () => {
    await renderControl('/control/servers/list', { balance: '25.5' });
    for (const name of ['Servers', 'Billing', 'Account', 'Support', 'Affiliate', 'Sign out']) {
      expect(navItem(name).getAttribute('aria-disabled')).toBeNull();
    }
    expect(navItem('Servers').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('balance').textContent).toBe('$25.50');
  });

  test('not activated: servers and account are disabled, saying why and where to fix it', async () => {
    const portal = await renderControl('/control/support/tickets', { activated: false });
    for (const name of ['Servers', 'Account']) {
      const item = navItem(name);
      expect(item.getAttribute('aria-disabled')).toBe('true');
      expect(item.getAttribute('title')).toBe('Activate your account to use this section.');
    }
    expect(navItem('Billing').getAttribute('aria-disabled')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Activate your account' }));
    await waitFor(() =>
      expect(portal.router.location.pathname).toBe('/control/billing/make-payment/pay-with'),
    );
    expect(portal.router.location.hash).toBe('#activate');
  });

  test('a disabled section is disabled behind a link too: its screens say why and where to fix it', async () => {
    const errors = vi.spyOn(console, 'error');
    const portal = await renderControl('/control/servers/list', { activated: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Servers is not available' }),
    ).toBeTruthy();
    await userEvent.click(
      within(screen.getByRole('main')).getByRole('link', { name: 'Activate your account' }),
    );
    await waitFor(() => expect(portal.router.location.hash).toBe('#activate'));
    await act(async () => portal.router.navigate('/control/account/security'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account is not available' }),
    ).toBeTruthy();
    // The navigation replays the lazy account screen: its route called use() conditionally once
    // and React said "called use() to suspend in a previous render but did not call use()".
    const useWarnings = errors.mock.calls.filter((call) => String(call[0]).includes('use()'));
    expect(useWarnings).toEqual([]);
  });

  test('suspended for BALANCE: servers disabled with the top-up reason, account usable', async () => {
    await renderControl('/control/billing/history', {
      suspended: true,
      suspend_reason: 'BALANCE',
    });
    expect(navItem('Servers').getAttribute('title')).toBe(
      'Your account is suspended. Top up your balance to manage your servers.',
    );
    expect(navItem('Account').getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('link', { name: 'Top up your balance' })).toBeTruthy();
  });

  test('the rocket brand shows whole roubles at the rates/ rate', async () => {
    await renderControl(
      '/control/servers/list',
      { balance: '10.25' },
      { ...testBrand, currency: 'rub', roubleIntegers: true },
    );
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1025\u00a0₽'));
  });
});

describe('the control routes (§2)', () => {
  // It visits every control screen, each a lazy chunk Vitest transforms on its first import:
  // 4–10 s alone, 20 s at load 20 with another test file on the second worker (CI runs every
  // package's tests at once): three times the suite's 20 s for this one walk.
  test('every screen exists inside the shell, titled by its name', async () => {
    const portal = await renderControl('/control/servers/list');
    const samples: Partial<Record<ControlScreen, Record<string, string>>> = {
      reinstallServer: { id: 'a1', name: 'web-1' },
      upgradeServer: { id: 'a1' },
      serverPage: { id: 'a1', tab: 'server-console' },
      dnsEditZone: { id: 'z1' },
      networkEdit: { id: 'n1' },
      subnetCreate: { id: 'n1' },
      subnetEdit: { id: 'n1', subnetId: 's1' },
      routerEdit: { id: 'r1' },
      routerInterfaceCreate: { id: 'r1' },
      routerInterfaceEdit: { id: 'r1', interfaceId: 'i1' },
      payWith: { view: 'recharge' },
      ticket: { id: 't1' },
    };
    for (const screenName of Object.keys(CONTROL_SCREENS) as ControlScreen[]) {
      const path = (controlPath as (s: ControlScreen, p?: object) => string)(
        screenName,
        samples[screenName] ?? {},
      );
      await act(async () => portal.router.navigate(path));
      const name = portal.i18n.t(`account:screens.${screenName}`);
      expect(name).not.toContain('screens.');
      if (!isBuiltScreen(screenName)) {
        await screen.findByRole('heading', { level: 1, name: `${name}: coming soon` });
      }
      await waitFor(() => expect(portal.router.location.pathname, screenName).toBe(path));
    }
    await act(async () => portal.router.navigate(controlPath('volumes')));
    await waitFor(() => expect(document.title).toBe('Volumes — Test Cloud'));
  }, 60_000);

  test('section roots go to their first screen, unknown servers paths to the list', async () => {
    const portal = await renderControl('/control/billing');
    await waitFor(() =>
      expect(portal.router.location.pathname).toBe('/control/billing/make-payment/pay-with'),
    );
    for (const [from, to] of [
      ['/control/servers/no/such/page', '/control/servers/list'],
      ['/control/servers', '/control/servers/list'],
      ['/control/account', '/control/account/info'],
      ['/control/support', '/control/support/tickets'],
      ['/control/servers/network', '/control/servers/network/networks'],
    ] as const) {
      await act(async () => portal.router.navigate(from));
      await waitFor(() => expect(portal.router.location.pathname).toBe(to));
    }
  });

  test('account and billing screens link to their siblings; a screen without siblings has none', async () => {
    const portal = await renderControl('/control/account/info');
    const section = await screen.findByRole('navigation', { name: 'In this section' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Account', '/control/account/info'],
      ['API access', '/control/account/api'],
      ['Security', '/control/account/security'],
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    await userEvent.click(links[1]!);
    await waitFor(() => expect(portal.router.location.pathname).toBe('/control/account/api'));
    // A view of Make a payment is under its link, which stays the current one.
    await act(async () => portal.router.navigate(controlPath('payWith', { view: 'recharge' })));
    const billing = await screen.findByRole('navigation', { name: 'In this section' });
    expect(
      within(billing)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('aria-current')]),
    ).toEqual([
      ['Make a payment', 'page'],
      ['Billing history', null],
      ['Limits', null],
    ]);
    await act(async () => portal.router.navigate(controlPath('volumes')));
    await screen.findByRole('heading', { level: 1, name: 'Volumes: coming soon' });
    expect(screen.queryByRole('navigation', { name: 'In this section' })).toBeNull();
  });

  test('another unknown control path is the not-found state inside the shell', async () => {
    const portal = await renderControl('/control/no-such-section');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(portal.router.location.pathname).toBe('/control/no-such-section');
    expect(screen.getByRole('navigation', { name: 'Control panel' })).toBeTruthy();
  });
});

function DirtyForm() {
  useUnsavedChangesWarning(true);
  return <input aria-label="Name" defaultValue="typed" />;
}

describe('unsaved input (useUnsavedChangesWarning)', () => {
  test('a link away asks first; staying keeps the page, leaving goes', async () => {
    const portal = await renderControl('/control/support/tickets');
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const { NavigationGuardProvider } = await import('../../app/useUnsavedChangesWarning.ts');
    const form = createRoot(container);
    await act(async () =>
      form.render(
        <NavigationGuardProvider value={portal.navigationGuard}>
          <DirtyForm />
        </NavigationGuardProvider>,
      ),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(navItem('Affiliate'));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this page anyway?');
    expect(portal.router.location.pathname).toBe('/control/support/tickets');
    confirm.mockReturnValue(true);
    await userEvent.click(navItem('Affiliate'));
    await waitFor(() => expect(portal.router.location.pathname).toBe('/control/affiliate'));
    act(() => form.unmount());
  });
});
