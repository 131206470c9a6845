import type { Customer } from '@cloud-portal/api-client';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { customerFixture } from '../../test/fixtures.ts';
import { listenerStore } from '../../test/listenerStore.ts';
import { sessionApi } from '../session/sessionApi.ts';
import { redirectPath } from './accountStateReactions.ts';
import { accountActivated, authStateOfCustomer, selectAuthState } from './accountStateSlice.ts';

const active: Customer = { ...customerFixture, activated: true, suspended: false };
const suspended = (reason: string, activated = true): Customer => ({
  ...customerFixture,
  activated,
  suspended: true,
  suspend_reason: reason,
});

const PAY_WITH = '/control/billing/make-payment/pay-with';
const SUSPENDED = 'warn: Your account has been suspended';
const UNSUSPENDED = 'success: Your account has been unsuspended';
const activations = (actions: { type: string }[]) =>
  actions.filter((action) => accountActivated.match(action)).length;

// The tab's memory of a suspension (suspensionMemory.ts) lives in sessionStorage.
afterEach(() => sessionStorage.clear());

describe('the auth state of §4, from the customer polls', () => {
  test('a customer gives its fields; an unchanged answer keeps the same state object', async () => {
    const harness = await listenerStore({ customer: suspended(' balance ') });
    expect(selectAuthState(harness.store.getState())).toEqual({
      loggedIn: null,
      activated: null,
      suspended: null,
      suspendReason: null,
    });
    await harness.poll();
    const first = selectAuthState(harness.store.getState());
    expect(first).toEqual({
      loggedIn: true,
      activated: true,
      suspended: true,
      suspendReason: 'BALANCE',
    });
    await harness.poll();
    expect(selectAuthState(harness.store.getState())).toBe(first);
  });

  test('401 and 403 log out; a network failure or 500 changes nothing', async () => {
    const harness = await listenerStore({ path: '/', customer: active });
    await harness.poll();
    harness.answer({ status: 500 });
    await harness.poll();
    expect(selectAuthState(harness.store.getState()).loggedIn).toBe(true);
    harness.answer({ status: 403 });
    await harness.poll();
    expect(selectAuthState(harness.store.getState())).toEqual(authStateOfCustomer(null));
  });

  test('a logout logs out, whatever the server answers', async () => {
    const harness = await listenerStore({
      path: '/',
      other: () => new Response('down', { status: 502 }),
    });
    await harness.poll();
    await harness.store.dispatch(sessionApi.endpoints.logout.initiate());
    expect(selectAuthState(harness.store.getState()).loggedIn).toBe(false);
  });
});

describe('the reactions to account state (§4), applied by the listener', () => {
  test('suspension from nothing: the warning, and pay-with#activate when not activated', async () => {
    const harness = await listenerStore({ customer: suspended('BALANCE', false) });
    await harness.poll();
    await vi.waitFor(() => expect(harness.toasts()).toEqual([SUSPENDED]));
    expect(harness.navigated).toEqual([`${PAY_WITH}#activate`]);
  });

  test('suspension from nothing goes to pay-with even on a billing page, and NONE warns of nothing', async () => {
    const harness = await listenerStore({
      path: '/control/billing/history',
      customer: suspended('NONE'),
    });
    await harness.poll();
    expect(harness.navigated).toEqual([PAY_WITH]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(harness.toasts()).toEqual([]);
  });

  test('suspension from false on a billing page: the warning, no redirect', async () => {
    const harness = await listenerStore({ path: '/control/billing/history', customer: active });
    await harness.poll();
    harness.answer(suspended('BALANCE'));
    await harness.poll();
    await vi.waitFor(() => expect(harness.toasts()).toEqual([SUSPENDED]));
    expect(harness.navigated).toEqual([]);
  });

  test('suspension from false elsewhere: the warning and pay-with (no hash when activated)', async () => {
    const harness = await listenerStore({ customer: active });
    await harness.poll();
    harness.answer(suspended('BALANCE'));
    await harness.poll();
    await vi.waitFor(() => expect(harness.toasts()).toEqual([SUSPENDED]));
    expect(harness.navigated).toEqual([PAY_WITH]);
  });

  test('lifting the suspension: the success notice, and no redirect', async () => {
    const harness = await listenerStore({ customer: suspended('BALANCE') });
    await harness.poll();
    await vi.waitFor(() => expect(harness.toasts()).toEqual([SUSPENDED]));
    harness.toaster.clear();
    harness.answer(active);
    await harness.poll();
    await vi.waitFor(() => expect(harness.toasts()).toEqual([UNSUSPENDED]));
    expect(harness.navigated).toEqual([PAY_WITH]); // only the first load's
  });

  test('a lift across a page load (a payment through the provider page) is announced once', async () => {
    const before = await listenerStore({ customer: suspended('BALANCE') });
    await before.poll();
    await vi.waitFor(() => expect(before.toasts()).toEqual([SUSPENDED]));

    // The page that comes back from the payment page: a new store, first answer not suspended.
    const after = await listenerStore({ path: `${PAY_WITH}/recharge`, customer: active });
    await after.poll();
    await vi.waitFor(() => expect(after.toasts()).toEqual([UNSUSPENDED]));
    const again = await listenerStore({ customer: active });
    await again.poll();
    await again.poll();
    expect(again.toasts()).toEqual([]);
  });

  test('no lift notice in a tab that never saw a suspension, nor after a logout', async () => {
    const fresh = await listenerStore({ customer: active });
    await fresh.poll();
    expect(fresh.toasts()).toEqual([]);
    const suspendedTab = await listenerStore({ customer: suspended('BALANCE') });
    await suspendedTab.poll();
    suspendedTab.answer({ status: 401 });
    await suspendedTab.poll();
    const nextLogin = await listenerStore({ customer: active });
    await nextLogin.poll();
    expect(nextLogin.toasts()).toEqual([]);
  });

  test('activation: accountActivated once, and pay-with when the hash asks for activate', async () => {
    const harness = await listenerStore({
      path: '/control/billing/make-payment/pay-with#activate',
      customer: { ...active, activated: false },
    });
    await harness.poll();
    expect(activations(harness.actions)).toBe(0);
    harness.answer(active);
    await harness.poll();
    expect(activations(harness.actions)).toBe(1);
    expect(harness.navigated).toEqual([PAY_WITH]);
  });

  test('the first load of an activated account starts the background service once', async () => {
    const harness = await listenerStore({ customer: active });
    await harness.poll();
    await harness.poll();
    expect(activations(harness.actions)).toBe(1);
    expect(harness.navigated).toEqual([]);
  });

  test('re-polls with an unchanged state react no more', async () => {
    const harness = await listenerStore({ customer: suspended('BALANCE', false) });
    await harness.poll();
    await vi.waitFor(() => expect(harness.toasts()).toEqual([SUSPENDED]));
    harness.toaster.clear();
    for (let poll = 0; poll < 3; poll += 1) await harness.poll();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(harness.toasts()).toEqual([]);
    expect(harness.navigated).toEqual([`${PAY_WITH}#activate`]);
  });

  test('logged out on a /control path: the brand login, with next back here', async () => {
    const harness = await listenerStore({ path: '/control/servers/list?x=1', customer: active });
    await harness.poll();
    harness.answer({ status: 401 });
    await harness.poll();
    expect(harness.navigated).toEqual([
      `/sign-in?next=${encodeURIComponent('/control/servers/list?x=1')}`,
    ]);
  });

  test('a logout on a /control path: no redirect here (useLogout goes to the login itself)', async () => {
    const harness = await listenerStore({ customer: active });
    await harness.poll();
    await harness.store.dispatch(sessionApi.endpoints.logout.initiate());
    expect(selectAuthState(harness.store.getState()).loggedIn).toBe(false);
    expect(harness.navigated).toEqual([]);
  });

  test('logged out on a public page: stays', async () => {
    const harness = await listenerStore({ path: '/pricing', customer: { status: 401 } });
    await harness.poll();
    expect(harness.navigated).toEqual([]);
  });

  test('logged in on the login page: the server list, or its safe next', async () => {
    const harness = await listenerStore({ path: '/sign-in', customer: active });
    await harness.poll();
    expect(harness.navigated).toEqual(['/control/servers/list']);

    const withNext = await listenerStore({
      path: `/register?next=${encodeURIComponent('/control/account?tab=2')}`,
      customer: active,
    });
    await withNext.poll();
    expect(withNext.navigated).toEqual(['/control/account?tab=2']);

    const offSite = await listenerStore({ path: '/sign-in?next=//evil.example', customer: active });
    await offSite.poll();
    expect(offSite.navigated).toEqual(['/control/servers/list']);
  });
});

describe('redirectPath', () => {
  test('the named paths of §2, and the login with next', () => {
    const here = { pathname: '/control/a b', search: '?q=1', hash: '#h' };
    expect(
      redirectPath({ kind: 'redirect', to: 'pay-with', hash: '#activate' }, '/login', here),
    ).toBe(`${PAY_WITH}#activate`);
    expect(redirectPath({ kind: 'redirect', to: 'server-list' }, '/login', here)).toBe(
      '/control/servers/list',
    );
    expect(redirectPath({ kind: 'redirect', to: 'login' }, '/sign-in', here)).toBe(
      '/sign-in?next=%2Fcontrol%2Fa%20b%3Fq%3D1%23h',
    );
  });
});
