import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import {
  Link,
  MemoryRouter,
  Outlet,
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BrandProvider } from '../brand/BrandContext.tsx';
import { fakeApiClient, jsonResponse, testBrand } from '../test/fixtures.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { createPortal } from './createPortal.tsx';
import { createI18n } from './i18n.ts';
import { createRouteDiscovery } from './routeAreas.tsx';
import { createStoreLoader } from './storeLoader.ts';
import { StoreLoaderProvider } from './WithStore.tsx';

const UUID = '5f0c6c1e-8a8e-4a36-9a53-2f2a3b1f6d10';

function Page({ name }: { name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <Link to="/">home link</Link>
      <Link to="/a">a link</Link>
      <Link to="/slow">slow link</Link>
    </>
  );
}

interface Seen {
  location: Location;
  historyAction: NavigationType;
}

/** Reports where the router is, for the assertions. */
function Probe({ onRender }: { onRender: (seen: Seen) => void }) {
  onRender({ location: useLocation(), historyAction: useNavigationType() });
  return null;
}

/** RouteEffects under a layout route of a memory router, with the portal's providers. */
async function renderRouter(initialEntries: string[]) {
  let finishSlow: () => void = () => undefined;
  const slowChunk = new Promise<void>((resolve) => {
    finishSlow = resolve;
  });
  const discovery = createRouteDiscovery(
    [
      {
        element: <Outlet />,
        children: [
          { path: '/', element: <Page name="home" /> },
          { path: '/a', element: <Page name="page a" /> },
          {
            path: '/slow',
            lazy: async () => {
              await slowChunk;
              return { Component: () => <Page name="slow page" /> };
            },
          },
        ],
      },
    ],
    [],
  );
  const router = {} as Seen;
  // These tests never need the store: loading it would be a bug (no affiliate_uuid here).
  const storeLoader = createStoreLoader(() => Promise.reject(new Error('store loaded')));
  const loadStore = vi.spyOn(storeLoader, 'load');
  const i18n = await createI18n('en');
  render(
    <StoreLoaderProvider value={storeLoader}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={testBrand}>
          <MemoryRouter initialEntries={initialEntries}>
            <Probe onRender={(seen) => Object.assign(router, seen)} />
            <AppRoutes discovery={discovery} />
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </StoreLoaderProvider>,
  );
  await screen.findByRole('heading');
  return { router, finishSlow: () => act(finishSlow), loadStore };
}

const locationOf = (router: Seen) => router.location;

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup(); // unmounts, which removes each test's document click listener
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('same-path navigation (§2)', () => {
  test('a link to the current path does nothing: no navigation, no scroll', async () => {
    const { router, loadStore } = await renderRouter(['/a']);
    const before = locationOf(router);
    scrollTo.mockClear();

    await userEvent.click(screen.getByRole('link', { name: 'a link' }));

    expect(locationOf(router).key).toBe(before.key);
    expect(router.historyAction).toBe('POP');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(loadStore).not.toHaveBeenCalled();
  });

  test('/ navigates again and scrolls to the top', async () => {
    const { router } = await renderRouter(['/']);
    const before = locationOf(router);
    scrollTo.mockClear();

    await userEvent.click(screen.getByRole('link', { name: 'home link' }));

    await waitFor(() => expect(locationOf(router).key).not.toBe(before.key));
    expect(locationOf(router).pathname).toBe('/');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  test('a link to another path navigates and scrolls to the top', async () => {
    const { router } = await renderRouter(['/']);
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'a link' }));
    expect(await screen.findByRole('heading', { name: 'page a' })).toBeTruthy();
    expect(locationOf(router).pathname).toBe('/a');
    expect(router.historyAction).toBe('PUSH');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});

describe('the loading flag (§2: cleared 300 ms after navigation)', () => {
  test('is up while the route loads and for 300 ms after, then down', async () => {
    const { finishSlow } = await renderRouter(['/']);
    expect(screen.queryByRole('progressbar')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'slow link' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeTruthy();

    await finishSlow();
    await screen.findByRole('heading', { name: 'slow page' });
    const ended = Date.now();
    expect(screen.getByRole('progressbar')).toBeTruthy();

    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(Date.now() - ended).toBeGreaterThanOrEqual(250);
  });
});

describe('affiliate_uuid (§2: read from any URL, then removed)', () => {
  test('is removed from the URL (query and hash kept, no history entry) and the click recorded once', async () => {
    const bodies: unknown[] = [];
    const { apiClient, calls } = fakeApiClient(async (request) => {
      if (request.method === 'POST') bodies.push(await request.clone().json());
      return jsonResponse([]);
    });
    const portal = await createPortal(testBrand, {
      apiClient,
      initialEntries: [`/?affiliate_uuid=${UUID}&utm_source=y#z`],
      browserLanguages: ['en-US'],
      regionBucket: 'a',
    });
    const container = document.createElement('div');
    document.body.append(container);
    let root: ReturnType<typeof portal.mount> | undefined;
    await act(async () => {
      root = portal.mount(container);
    });

    await waitFor(() => expect(portal.router.location.search).toBe('?utm_source=y'));
    expect(portal.router.location.hash).toBe('#z');
    expect(portal.router.historyAction).toBe('REPLACE');
    await waitFor(() => expect(calls).toContain('POST /api/affiliate/click'));
    expect(calls.filter((call) => call === 'POST /api/affiliate/click')).toHaveLength(1);
    expect(bodies).toEqual([{ affiliate_uuid: UUID, unique: true, utm_source: 'y' }]);
    act(() => root?.unmount());
  });
});
