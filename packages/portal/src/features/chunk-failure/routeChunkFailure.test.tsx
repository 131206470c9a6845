import { TIMINGS } from '@cloud-portal/domain/session';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { MemoryRouter, Outlet, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AppRoutes } from '../../app/AppRoutes.tsx';
import { createI18n } from '../../app/i18n.ts';
import { RootErrorBoundary } from '../../app/RootErrorBoundary.tsx';
import {
  createRouteDiscovery,
  type RouteArea,
  type RouteDiscovery,
} from '../../app/routeAreas.tsx';
import { forgetFailedLoads } from '../../app/routeLoads.ts';
import type { PortalRoute } from '../../app/portalRoute.ts';
import { createStoreLoader } from '../../app/storeLoader.ts';
import { StoreLoaderProvider } from '../../app/WithStore.tsx';
import { BrandProvider } from '../../brand/BrandContext.tsx';
import { testBrand } from '../../test/fixtures.ts';

// How the route loading is wired to §8 'Loading chunk failed': a screen's chunk (a route's `lazy`)
// or an area's chunk that fails or does not come within 120 s ends in the chunk-failure state of
// the route's error boundary, not in a blank page or a wait without end.

const never = () => new Promise<never>(() => undefined);
const browserFailure = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Screen.js'));

function layoutWith(lazy: () => Promise<never>): PortalRoute[] {
  return [
    {
      id: 'public',
      element: <Outlet />,
      errorElement: <RootErrorBoundary />,
      children: [
        { index: true, element: <h1>Home</h1> },
        { path: 'screen', lazy },
      ],
    },
  ];
}

async function renderAt(path: string, routes: PortalRoute[]) {
  return renderWith(createRouteDiscovery(routes, []), path);
}

// AppRoutes' RouteEffects needs a store loader; these routes never load the store.
const noStore = createStoreLoader(() => Promise.reject(new Error('no store in these tests')));

async function renderWith(discovery: RouteDiscovery, path: string) {
  const i18n = await createI18n('en');
  // Awaited: a screen that suspends is rendered again when its load settles.
  await act(async () => {
    render(
      <StoreLoaderProvider value={noStore}>
        <I18nextProvider i18n={i18n}>
          <BrandProvider brand={testBrand}>
            <MemoryRouter initialEntries={[path]}>
              <AppRoutes discovery={discovery} />
            </MemoryRouter>
          </BrandProvider>
        </I18nextProvider>
      </StoreLoaderProvider>,
    );
  });
  return discovery;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("route chunks that do not load (§8 'Loading chunk failed', §9 120 s)", () => {
  test('a screen chunk the browser could not fetch shows the chunk failure, with a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lazy = vi.fn(browserFailure);
    await renderAt('/screen', layoutWith(lazy));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loading chunk failed' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    // Once: React's render after the failure gets the same failed load, not a new fetch (which
    // kept a spinner up while the chunk was fetched again and again).
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  test('leaving the failed page and coming back loads the chunk again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lazy = vi
      .fn<() => Promise<{ Component: () => ReactNode }>>()
      .mockImplementationOnce(browserFailure)
      .mockResolvedValueOnce({ Component: () => <h1>The screen</h1> });
    let navigate: NavigateFunction = () => undefined;
    const Navigator = () => {
      navigate = useNavigate();
      return null;
    };
    const routes = layoutWith(lazy as unknown as () => Promise<never>);
    const discovery = createRouteDiscovery(routes, []);
    const i18n = await createI18n('en');
    await act(async () => {
      render(
        <StoreLoaderProvider value={noStore}>
          <I18nextProvider i18n={i18n}>
            <BrandProvider brand={testBrand}>
              <MemoryRouter initialEntries={['/screen']}>
                <Navigator />
                <AppRoutes discovery={discovery} />
              </MemoryRouter>
            </BrandProvider>
          </I18nextProvider>
        </StoreLoaderProvider>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Loading chunk failed' })).toBeTruthy();

    await act(async () => navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    await act(async () => navigate('/screen'));
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(lazy).toHaveBeenCalledTimes(2);
  });

  test('a screen chunk that never comes fails at 120 s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const lazy = vi.fn(never);
    const routes = layoutWith(lazy);
    // As createPortal does: the first page's chunks load, then the page renders.
    const discovery = createRouteDiscovery(routes, []);
    const load = discovery.load('/screen');
    const outcome = vi.fn();
    load.catch(outcome);
    await vi.advanceTimersByTimeAsync(TIMINGS.chunkLoadTimeoutMs - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.objectContaining({ reason: 'timeout' }));
    vi.useRealTimers();

    await renderWith(discovery, '/screen');
    expect(screen.getByRole('heading', { level: 1, name: 'Loading chunk failed' })).toBeTruthy();
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  test('an area chunk that never comes fails at 120 s, and a later visit loads it again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const areaLoad = vi.fn<() => Promise<PortalRoute[]>>(never);
    const area: RouteArea = { parentId: 'public', segments: ['area'], load: areaLoad };
    const discovery = createRouteDiscovery(layoutWith(never), [area]);
    const first = discovery.load('/area/page');
    first.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(TIMINGS.chunkLoadTimeoutMs);
    await expect(first).rejects.toMatchObject({ name: 'ChunkLoadError', reason: 'timeout' });
    // Until the visitor leaves, the failure is what the path's load is.
    expect(discovery.load('/area/page')).toBe(first);

    forgetFailedLoads(); // the visitor went elsewhere (a route error boundary reset)
    areaLoad.mockResolvedValueOnce([{ path: 'area/page', element: <p>Area page</p> }]);
    await expect(discovery.load('/area/page')).resolves.toBeUndefined();
    expect(areaLoad).toHaveBeenCalledTimes(2);
  });

  test('any other error keeps the general error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt(
      '/screen',
      layoutWith(() => Promise.reject(new Error('boom'))),
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });
});
