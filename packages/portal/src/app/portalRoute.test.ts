import { matchRoutes } from 'react-router';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { PortalRoute } from './portalRoute.ts';

describe('PortalRoute', () => {
  it('admits only the keys AppRoutes honours', () => {
    // @ts-expect-error a data-router loader would never run in declarative mode
    const withLoader: PortalRoute = { path: 'a', loader: () => null };
    // @ts-expect-error nor would an action
    const withAction: PortalRoute = { path: 'a', action: () => null };
    // @ts-expect-error object-form lazy is not loaded by loadLazyRoute
    const objectLazy: PortalRoute = { path: 'a', lazy: { Component: async () => () => null } };
    // @ts-expect-error an index route has no children
    const indexWithChildren: PortalRoute = { index: true, children: [] };
    expect([withLoader, withAction, objectLazy, indexWithChildren]).toHaveLength(4);
  });

  it('is what React Router matches', () => {
    const routes: PortalRoute[] = [{ path: 'control', children: [{ path: 'servers/list' }] }];
    expectTypeOf(routes).toMatchTypeOf<Parameters<typeof matchRoutes>[0]>();
    expect(matchRoutes(routes, '/control/servers/list')).toHaveLength(2);
  });
});
