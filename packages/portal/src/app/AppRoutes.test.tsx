import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { BrandProvider } from '../brand/BrandContext.tsx';
import { testBrand } from '../test/fixtures.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { createI18n } from './i18n.ts';
import type { PortalRoute } from './portalRoute.ts';
import { createRouteDiscovery, loadLazyRoutes } from './routeAreas.tsx';
import { isLazyRoute } from './routeLoads.ts';
import { createStoreLoader } from './storeLoader.ts';
import { StoreLoaderProvider } from './WithStore.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A route table with one lazy screen at /about, loaded when `release` is called. */
function lazyAbout() {
  let release: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  const about: PortalRoute = {
    path: '/about',
    lazy: async () => {
      await loaded;
      return { Component: () => <h1>About us</h1> };
    },
  };
  return { routes: [about], about, release };
}

/** AppRoutes at `path` with the portal's providers (the route effects need them; never the store). */
function routesAt(routes: PortalRoute[], path: string) {
  const storeLoader = createStoreLoader(() => Promise.reject(new Error('store loaded')));
  return (
    <StoreLoaderProvider value={storeLoader}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={testBrand}>
          <MemoryRouter initialEntries={[path]}>
            <Suspense fallback={<p>Loading the page</p>}>
              <AppRoutes discovery={createRouteDiscovery(routes, [])} />
            </Suspense>
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </StoreLoaderProvider>
  );
}

/** Renders {@link routesAt} in an awaited act: React queues a suspended render's retry on it. */
async function renderAt(routes: PortalRoute[], path: string) {
  await act(async () => {
    render(routesAt(routes, path));
  });
}

test('a lazy screen suspends until its code has come, then renders, with use() called on every render', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { routes, about, release } = lazyAbout();
  await renderAt(routes, '/about');
  expect(screen.getByText('Loading the page')).toBeTruthy();

  await act(async () => release());

  expect(await screen.findByRole('heading', { name: 'About us' })).toBeTruthy();
  // React's "did not call use() when it finished" warning, which the conditional call caused.
  const useWarnings = errors.mock.calls.filter((call) => String(call[0]).includes('use()'));
  expect(useWarnings).toEqual([]);
  // Loaded: `lazy` is gone from the route, but it still counts as lazy (its load stays in use()).
  expect(about.lazy).toBeUndefined();
  expect(isLazyRoute(about)).toBe(true);
});

test('a screen loaded before the first render (as before hydration) renders without suspending', async () => {
  const { routes, release } = lazyAbout();
  release();
  await loadLazyRoutes(routes, '/about');

  // One synchronous render: what it shows is what the first commit had (as a hydration would).
  render(routesAt(routes, '/about'));

  // In the first render: no fallback, not even for a tick.
  expect(screen.getByRole('heading', { name: 'About us' })).toBeTruthy();
  expect(screen.queryByText('Loading the page')).toBeNull();
});

test('a route that never had lazy parts is not lazy', () => {
  expect(isLazyRoute({ path: '/plain', element: <p>Plain</p> })).toBe(false);
});
