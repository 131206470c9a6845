import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
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
import { buildBaseRoutes, buildRoutes } from './routes.tsx';

/** The first path segments a list of routes serves, looking through pathless layout routes. */
function firstSegments(routes: readonly RouteObject[]): string[] {
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

  test('buildRoutes has every area in place, for prerendering', async () => {
    const routes = await buildRoutes();
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
    const load = vi.fn(async (): Promise<RouteObject[]> => [{ path: segment }]);
    return { parentId, segments: [segment], load } satisfies RouteArea;
  };

  test('adds the first page’s area under its parent before the router starts, once', async () => {
    const docs = area(PUBLIC_LAYOUT_ID, 'docs');
    const panel = area(null, 'panel');
    const discovery = createRouteDiscovery([docs, panel]);
    const routes: RouteObject[] = [{ id: PUBLIC_LAYOUT_ID, children: [{ index: true }] }];

    await discovery.addInitial(routes, '/docs/intro');
    await discovery.addInitial(routes, '/docs/other');
    await discovery.addInitial(routes, '/panel');
    await discovery.addInitial(routes, '/elsewhere');

    expect(routes[0]?.children).toEqual([{ index: true }, { path: 'docs' }]);
    expect(routes[1]).toEqual({ path: 'panel' });
    expect(routes).toHaveLength(2);
    expect(docs.load).toHaveBeenCalledOnce();
  });

  test('patches each area once on navigation, under its parent; ignores paths of no area', async () => {
    const docs = area(PUBLIC_LAYOUT_ID, 'docs');
    const panel = area(null, 'panel');
    const discovery = createRouteDiscovery([docs, panel]);
    const patch = vi.fn();
    const navigate = (path: string) =>
      discovery.patchRoutesOnNavigation({
        path,
        patch,
        matches: [],
        signal: new AbortController().signal,
        fetcherKey: undefined,
      });

    await navigate('/docs/a?x=1');
    await navigate('/docs/b');
    await navigate('/panel');
    await navigate('/missing');

    expect(patch.mock.calls).toEqual([
      [PUBLIC_LAYOUT_ID, [{ path: 'docs' }]],
      [null, [{ path: 'panel' }]],
    ]);
  });
  test('a navigation replaced while its area loaded leaves the area to the next one', async () => {
    const docs = area(PUBLIC_LAYOUT_ID, 'docs');
    const discovery = createRouteDiscovery([docs]);
    const patched: unknown[] = [];
    // As React Router does: the patch of a navigation that was replaced (aborted) is ignored.
    const navigate = (signal: AbortSignal) =>
      discovery.patchRoutesOnNavigation({
        path: '/docs/a',
        patch: (...args) => {
          if (!signal.aborted) patched.push(args);
        },
        matches: [],
        signal,
        fetcherKey: undefined,
      });
    const replaced = new AbortController();
    const first = navigate(replaced.signal);
    replaced.abort();
    await first;
    await navigate(new AbortController().signal);

    expect(patched).toEqual([[PUBLIC_LAYOUT_ID, [{ path: 'docs' }]]]);
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
    expect(firstSegments(portal.router.routes)).not.toContain('login');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      const root = portal.mount(container);
      unmount = () => root.unmount();
    });

    await act(() => portal.router.navigate('/login'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(portal.router.state.location.pathname).toBe('/login');
    container.remove();
  });
});
