import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { AuthStateSnapshot } from './authState.ts';
import { SIDE_NAV_ITEM_IDS, sideNavItemStates, type SideNavItemState } from './sideNav.ts';

function stateOf(items: readonly SideNavItemState[], id: SideNavItemState['id']): SideNavItemState {
  const item = items.find((candidate) => candidate.id === id);
  if (item === undefined) throw new Error(`no side-nav item ${id}`);
  return item;
}

const NOT_ACTIVATED = 'account:sideNav.notActivated';
const BALANCE = 'account:sideNav.suspendedForBalance';

describe('sideNavItemStates', () => {
  test('lists the §2 items in display order', () => {
    expect(sideNavItemStates(null).map((item) => item.id)).toEqual([
      'servers',
      'billing',
      'account',
      'support',
      'affiliate',
      'signOut',
    ]);
  });

  test.each<[string, AuthStateSnapshot, SideNavItemState, SideNavItemState]>([
    [
      'activated, not suspended: both enabled',
      { activated: true, suspended: false, suspendReason: null },
      { id: 'servers', disabled: false },
      { id: 'account', disabled: false },
    ],
    [
      'not activated: both disabled, reason not activated',
      { activated: false, suspended: false, suspendReason: null },
      { id: 'servers', disabled: true, reasonKey: NOT_ACTIVATED },
      { id: 'account', disabled: true, reasonKey: NOT_ACTIVATED },
    ],
    [
      'activation unknown: treated as not activated',
      { activated: null },
      { id: 'servers', disabled: true, reasonKey: NOT_ACTIVATED },
      { id: 'account', disabled: true, reasonKey: NOT_ACTIVATED },
    ],
    [
      'activated, suspended for BALANCE: servers disabled for balance, account enabled',
      { activated: true, suspended: true, suspendReason: 'BALANCE' },
      { id: 'servers', disabled: true, reasonKey: BALANCE },
      { id: 'account', disabled: false },
    ],
    [
      'activated, suspended for NONE: servers stay enabled',
      { activated: true, suspended: true, suspendReason: 'NONE' },
      { id: 'servers', disabled: false },
      { id: 'account', disabled: false },
    ],
    [
      'activated, suspended for another reason: servers stay enabled',
      { activated: true, suspended: true, suspendReason: 'ABUSE' },
      { id: 'servers', disabled: false },
      { id: 'account', disabled: false },
    ],
    [
      'activated, reason BALANCE but no longer suspended: servers enabled',
      { activated: true, suspended: false, suspendReason: 'BALANCE' },
      { id: 'servers', disabled: false },
      { id: 'account', disabled: false },
    ],
    [
      'not activated and suspended for BALANCE: activation is the reason shown',
      { activated: false, suspended: true, suspendReason: 'balance' },
      { id: 'servers', disabled: true, reasonKey: NOT_ACTIVATED },
      { id: 'account', disabled: true, reasonKey: NOT_ACTIVATED },
    ],
  ])('%s', (_name, state, servers, account) => {
    const items = sideNavItemStates(state);
    expect(stateOf(items, 'servers')).toEqual(servers);
    expect(stateOf(items, 'account')).toEqual(account);
  });

  test('billing, support, affiliate and sign out are enabled in every state', () => {
    const flag = fc.constantFrom(true, false, null);
    fc.assert(
      fc.property(
        fc.record({
          activated: flag,
          suspended: flag,
          suspendReason: fc.constantFrom('BALANCE', 'NONE', null),
        }),
        (state) => {
          const items = sideNavItemStates(state);
          expect(items).toHaveLength(SIDE_NAV_ITEM_IDS.length);
          for (const id of ['billing', 'support', 'affiliate', 'signOut'] as const) {
            expect(stateOf(items, id)).toEqual({ id, disabled: false });
          }
        },
      ),
    );
  });
});
