// §3 Auth level, §4 Account: the customer's account state as the portal tracks it. Fields are
// `null` (or missing) while the customer is not loaded yet: "nothing" in the words of §4.

/** The suspension reason of §4 that blocks servers (§2, §6). */
export const SUSPEND_REASON_BALANCE = 'BALANCE';

/** The suspension reason of §4 that shows no warning when a suspension is first seen. */
export const SUSPEND_REASON_NONE = 'NONE';

/**
 * Why an account is suspended (§4). The spec names BALANCE and NONE; the backend may send others,
 * so any other string is kept as is (the `string & {}` keeps editor completion for the known two).
 */
export type SuspendReason =
  typeof SUSPEND_REASON_BALANCE | typeof SUSPEND_REASON_NONE | (string & {});

/**
 * Auth state of §4: logged in, activated, suspended and the suspension reason. `null` means "not
 * known yet" (customer not loaded); reactions treat `null` and a missing field the same way.
 */
export interface AuthState {
  readonly loggedIn: boolean | null;
  readonly activated: boolean | null;
  readonly suspended: boolean | null;
  readonly suspendReason: SuspendReason | null;
}

/**
 * What the rules accept: a possibly partial auth state, or nothing at all (before the first
 * customer load). Missing fields count as `null`.
 */
export type AuthStateSnapshot = Partial<AuthState> | null | undefined;

/**
 * Normalises a suspension reason from the API: trimmed and upper-cased; empty or missing → `null`.
 *
 * @example
 * normaliseSuspendReason(' balance '); // 'BALANCE'
 * normaliseSuspendReason('');          // null
 */
export function normaliseSuspendReason(reason: string | null | undefined): SuspendReason | null {
  const trimmed = reason?.trim().toUpperCase() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * True when the account is suspended for reason BALANCE, the case that blocks servers (§2, §6).
 *
 * @example
 * isSuspendedForBalance({ suspended: true, suspendReason: 'BALANCE' }); // true
 * isSuspendedForBalance({ suspended: true, suspendReason: 'NONE' });    // false
 */
export function isSuspendedForBalance(state: AuthStateSnapshot): boolean {
  return (
    state?.suspended === true &&
    normaliseSuspendReason(state.suspendReason) === SUSPEND_REASON_BALANCE
  );
}

/**
 * True only when the account is known to be activated. An unknown state (`null`) counts as not
 * activated, so nothing is unlocked before the customer is loaded (§2, §6).
 *
 * @example
 * isAccountActivated({ activated: true }); // true
 * isAccountActivated({ activated: null }); // false
 */
export function isAccountActivated(state: AuthStateSnapshot): boolean {
  return state?.activated === true;
}
