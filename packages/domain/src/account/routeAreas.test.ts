import { describe, expect, test } from 'vitest';
import {
  CONTROL_DEFAULT_PATH,
  isBillingPath,
  isLoginOrRegisterPath,
  isProtectedPath,
  logoutPath,
  type PortalVariant,
} from './routeAreas.ts';

describe('isProtectedPath (§2: contains /control)', () => {
  test.each([
    ['/control', true],
    ['/control/servers/list', true],
    ['/control/billing/history', true],
    ['/control/', true],
    ['/control?tab=1', true],
    ['/control#top', true],
    ['/en/control/servers', true],
    ['/controlled', false],
    [CONTROL_DEFAULT_PATH, true],
    ['/', false],
    ['/login', false],
    ['/news/control-panel-tour', false],
    ['control', false],
  ])('%s → %s', (path, expected) => {
    expect(isProtectedPath(path)).toBe(expected);
  });
});

describe('isBillingPath (§2: contains billing)', () => {
  test.each([
    ['/control/billing', true],
    ['/control/billing/make-payment/pay-with', true],
    ['/control/servers/page/1/server-billing', true],
    ['/control/servers/list', false],
    ['/control/account/info', false],
  ])('%s → %s', (path, expected) => {
    expect(isBillingPath(path)).toBe(expected);
  });
});

describe('isLoginOrRegisterPath', () => {
  test.each([
    ['/login', true],
    ['/login/', true],
    ['/register', true],
    ['/sign-in', true],
    ['/', false],
    ['', false],
    ['/reset-password', false],
    ['/news/login-tips', false],
    ['/loginx', false],
    ['/control/login', false],
  ])('%s → %s', (path, expected) => {
    expect(isLoginOrRegisterPath(path)).toBe(expected);
  });
});

describe('logoutPath (§4 Login)', () => {
  test.each<[PortalVariant, string]>([
    ['default', '/login'],
    ['rocket', '/sign-in'],
    ['za', '/login'],
    ['cloudplus', '/login'],
    ['asia', '/login'],
  ])('%s → %s', (variant, expected) => {
    expect(logoutPath(variant)).toBe(expected);
  });
});

test('the control default is the server list (§2)', () => {
  expect(CONTROL_DEFAULT_PATH).toBe('/control/servers/list');
});
