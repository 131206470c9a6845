import type { AuthState } from '@cloud-portal/domain/account';

/** sessionStorage key: set while this tab has seen the account suspended. */
export const SUSPENSION_SEEN_KEY = 'cloud-portal.suspension-seen';

/**
 * Whether this tab saw the account suspended, across page loads: paying a debt goes to the payment
 * provider's page and back, so the page that sees the suspension lift is a new one, whose first
 * customer answer is "not suspended" after nothing. The memory lets it still say "Your account has
 * been unsuspended" (§4). Per tab (sessionStorage), cleared at logout.
 */
export interface SuspensionMemory {
  seen(): boolean;
  remember(seen: boolean): void;
}

/**
 * The memory in a Storage (the browser's sessionStorage); a storage that throws (disabled)
 * remembers nothing.
 * @example const memory = storageSuspensionMemory(globalThis.sessionStorage);
 */
export function storageSuspensionMemory(storage: Storage | undefined): SuspensionMemory {
  return {
    seen() {
      try {
        return storage?.getItem(SUSPENSION_SEEN_KEY) === '1';
      } catch {
        return false;
      }
    },
    remember(seen) {
      try {
        if (seen) storage?.setItem(SUSPENSION_SEEN_KEY, '1');
        else storage?.removeItem(SUSPENSION_SEEN_KEY);
      } catch {
        // storage disabled: nothing remembered
      }
    },
  };
}

/**
 * Updates the memory for a change of the auth state and answers whether the change is a lift
 * that only the memory knows of: the first answer of a page (suspended unknown before) says "not
 * suspended" in a tab that saw the account suspended. Logged out forgets.
 * @example if (recallLift(memory, previous, next)) notify('account:unsuspended');
 */
export function recallLift(
  memory: SuspensionMemory,
  previous: AuthState,
  next: AuthState,
): boolean {
  if (next.loggedIn === false) {
    memory.remember(false);
    return false;
  }
  if (next.suspended === true) {
    memory.remember(true);
    return false;
  }
  if (next.suspended !== false) return false;
  const lift = previous.suspended === null && memory.seen();
  memory.remember(false);
  return lift;
}
