import { isAccountActivated, isSuspendedForBalance, type AuthStateSnapshot } from './authState.ts';

/** Items of the control area's side navigation, in display order (§2). */
export const SIDE_NAV_ITEM_IDS = [
  'servers',
  'billing',
  'account',
  'support',
  'affiliate',
  'signOut',
] as const;

/** One side-nav item of §2. */
export type SideNavItemId = (typeof SIDE_NAV_ITEM_IDS)[number];

/** Why an item is disabled: a key of the `account` i18n namespace, shown as a hint. */
export type SideNavDisabledReasonKey =
  'account:sideNav.notActivated' | 'account:sideNav.suspendedForBalance';

/** Whether an item can be used; a disabled one carries the reason to show. */
export type SideNavItemState =
  | { readonly id: SideNavItemId; readonly disabled: false }
  | {
      readonly id: SideNavItemId;
      readonly disabled: true;
      readonly reasonKey: SideNavDisabledReasonKey;
    };

function itemState(
  id: SideNavItemId,
  reasonKey: SideNavDisabledReasonKey | undefined,
): SideNavItemState {
  return reasonKey === undefined ? { id, disabled: false } : { id, disabled: true, reasonKey };
}

type DisabledReasonRule = (state: AuthStateSnapshot) => SideNavDisabledReasonKey | undefined;

const ALWAYS_ENABLED: DisabledReasonRule = () => undefined;

// One rule per item, typed by every id: a new item without a rule fails the type check.
const DISABLED_REASON_RULES: Readonly<Record<SideNavItemId, DisabledReasonRule>> = {
  // §2/§6: not activated, or suspended for reason BALANCE. Activation is reported first: it is
  // the step the customer has to take before anything else helps.
  servers: (state) => {
    if (!isAccountActivated(state)) return 'account:sideNav.notActivated';
    return isSuspendedForBalance(state) ? 'account:sideNav.suspendedForBalance' : undefined;
  },
  // Billing stays usable: it is how a suspended or new account pays or activates.
  billing: ALWAYS_ENABLED,
  account: (state) => (isAccountActivated(state) ? undefined : 'account:sideNav.notActivated'),
  support: ALWAYS_ENABLED,
  affiliate: ALWAYS_ENABLED,
  signOut: ALWAYS_ENABLED,
};

/**
 * States of the side-nav items for an auth state, in display order (§2 Side navigation, §6).
 * servers: disabled when not activated or suspended for reason BALANCE; account: disabled when
 * not activated; billing, support, affiliate and sign out: always enabled. An unknown
 * `activated` (customer not loaded) counts as not activated.
 *
 * @example
 * sideNavItemStates({ activated: true, suspended: true, suspendReason: 'BALANCE' })[0];
 * // { id: 'servers', disabled: true, reasonKey: 'account:sideNav.suspendedForBalance' }
 */
export function sideNavItemStates(state: AuthStateSnapshot): readonly SideNavItemState[] {
  return SIDE_NAV_ITEM_IDS.map((id) => itemState(id, DISABLED_REASON_RULES[id](state)));
}
