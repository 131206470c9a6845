import { act, screen } from '@testing-library/react';
import type { PortalRoute } from './portalRoute.ts';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApiClient, testBrand } from '../test/fixtures.ts';
import { createPortal } from './createPortal.tsx';
import {
  areaOf,
  createRouteDiscovery,
  PUBLIC_LAYOUT_ID,
  ROUTE_AREAS,
  type RouteArea,
} from './routeAreas.tsx';
import { buildBaseRoutes, discoverAllRoutes } from './routes.tsx';
import { forgetFailedLoads } from './routeLoads.ts';

/** The first path segments a list of routes serves, looking through pathless layout routes. */
function firstSegments(routes: readonly PortalRoute[]): string[] {
  return routes.flatMap((route) => {
    if (route.path === undefined) return firstSegments(route.children ?? []);
    const first = route.path.split('/').find(Boolean);
    return first === undefined ? [] : [first];
  });
}

describe('ROUTE_AREAS', () => {
  test.each(ROUTE_AREAS.map((area) => [area.segments.join(', '), area] as const))(
    'the area of %s serves exactly the segments it declares',
    async (_name, area) => {
      const served = new Set(firstSegments(await area.load()));
      expect([...served].sort()).toEqual([...area.segments].sort());
    },
  );

  test('no segment belongs to two areas, and none to the base routes', () => {
    const segments = ROUTE_AREAS.flatMap((area) => area.segments);
    expect(new Set(segments).size).toBe(segments.length);
    expect(firstSegments(buildBaseRoutes())).toEqual(['*']);
  });

  test('areaOf picks the area by the first segment only', () => {
    expect(areaOf('/login/oauth/github')?.segments).toContain('login');
    expect(areaOf('/control/servers/list')?.parentId).toBeNull();
    expect(areaOf('/')).toBeUndefined();
    expect(areaOf('/loginx')).toBeUndefined();
    expect(areaOf('/no/control')).toBeUndefined();
  });

  test('discoverAllRoutes has every area in place, for prerendering', async () => {
    const routes = (await discoverAllRoutes()).routes();
    const publicLayout = routes.find((route) => route.id === PUBLIC_LAYOUT_ID);
    const publicAreas = ROUTE_AREAS.filter((area) => area.parentId === PUBLIC_LAYOUT_ID);
    expect(new Set(firstSegments(publicLayout?.children ?? []))).toEqual(
      new Set(['*', ...publicAreas.flatMap((area) => area.segments)]),
    );
    expect(firstSegments(routes.filter((route) => route !== publicLayout))).toEqual(['control']);
  });
});

describe('createRouteDiscovery', () => {
  const area = (parentId: RouteArea['parentId'], segment: string) => {
    const load = vi.fn(async (): Promise<PortalRoute[]> => [{ path: segment }]);
    return { parentId, segments: [segment], load } satisfies RouteArea;
  };

  test('adds each area once under its parent, telling listeners; ignores paths of no area', async () => {
    const docs = area(PUBLIC_LAYOUT_ID, 'docs');
    const panel = area(null, 'panel');
    const discovery = createRouteDiscovery(
      [{ id: PUBLIC_LAYOUT_ID, children: [{ index: true }] }],
      [docs, panel],
    );
    const listener = vi.fn();
    discovery.subscribe(listener);
    expect(discovery.unloadedAreas()).toEqual([docs, panel]);

    await Promise.all([discovery.load('/docs/intro'), discovery.load('/docs/other')]);
    await discovery.load('/panel');
    await discovery.load('/elsewhere');

    const routes = discovery.routes();
    expect(routes[0]?.children).toEqual([{ index: true }, { path: 'docs' }]);
    expect(routes[1]).toEqual({ path: 'panel' });
    expect(routes).toHaveLength(2);
    expect(docs.load).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(discovery.version()).toBe(2);
    expect(discovery.unloadedAreas()).toEqual([]);
  });

  test('the same path gets the same promise; a failed area load is tried again after the visitor left', async () => {
    const docs = area(PUBLIC_LAYOUT_ID, 'docs');
    docs.load.mockRejectedValueOnce(new Error('chunk failed'));
    const discovery = createRouteDiscovery([{ id: PUBLIC_LAYOUT_ID }], [docs]);

    const first = discovery.load('/docs/a');
    expect(discovery.load('/docs/a')).toBe(first);
    await expect(first).rejects.toThrow('chunk failed');
    expect(discovery.unloadedAreas()).toEqual([docs]);
    // React renders the failed page again with the same failed load (its error boundary shows it).
    expect(discovery.load('/docs/a')).toBe(first);

    forgetFailedLoads(); // the visitor left the failed page
    await discovery.load('/docs/a');
    expect(discovery.unloadedAreas()).toEqual([]);
    expect(docs.load).toHaveBeenCalledTimes(2);
  });

  test('loads the lazy screens of the path with its area, and counts the load as pending', async () => {
    let finish: () => void = () => undefined;
    const screenLoaded = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const Screen = () => null;
    const docs: RouteArea = {
      parentId: null,
      segments: ['docs'],
      load: async () => [
        {
          path: 'docs/:page',
          lazy: async () => {
            await screenLoaded;
            return { Component: Screen };
          },
        },
      ],
    };
    const discovery = createRouteDiscovery([], [docs]);

    const load = discovery.load('/docs/intro');
    await vi.waitFor(() => expect(discovery.loads.pending()).toBe(1));
    finish();
    await load;

    expect(discovery.routes()[0]).toMatchObject({ path: 'docs/:page', Component: Screen });
    expect(discovery.routes()[0]?.lazy).toBeUndefined();
    expect(discovery.loads.pending()).toBe(0);
  });
});

describe('route discovery in the portal', () => {
  let unmount: (() => void) | undefined;
  afterEach(() => {
    act(() => unmount?.());
    unmount = undefined;
  });

  test('the home starts without the auth routes; going to /login finds and renders them', async () => {
    const { apiClient } = fakeApiClient(() => new Response('[]', { status: 200 }));
    const portal = await createPortal(testBrand, {
      apiClient,
      initialEntries: ['/'],
      browserLanguages: ['en-US'],
      regionBucket: 'a',
    });
    expect(firstSegments(portal.discovery.routes())).not.toContain('login');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      const root = portal.mount(container);
      unmount = () => root.unmount();
    });

    await act(() => portal.router.navigate('/login'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(portal.router.location.pathname).toBe('/login');
    container.remove();
  });
});
