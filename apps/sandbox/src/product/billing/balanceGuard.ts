import { SUSPEND_REASON_BALANCE } from '@cloud-portal/domain/account';
import { balanceFloor } from '@cloud-portal/domain/payments';

// SPEC §4, §6, §9: an account whose balance falls below its floor (0, or -$10 with a linked
// card) is suspended with the reason BALANCE and its running servers are stopped (not deleted);
// when the balance is back at or above the floor the suspension is lifted (the servers stay
// stopped: the customer starts them). Only BALANCE suspensions are lifted here; one by staff
// (another reason) is left alone. Checked after every change of the ledger.

/** 1/10 000 units per dollar (the ledger's scale). */
const UNITS_PER_DOLLAR = 10_000;

/** The account state the guard reads and changes (the account module's, via modules.ts). */
export interface AccountStates {
  suspensionOf(customerUuid: string): { suspended: boolean; reason: string | null } | undefined;
  /** Suspends with a reason, or lifts the suspension with null. */
  setSuspension(customerUuid: string, reason: string | null): void;
}

/** What the guard needs. */
export interface BalanceGuardDeps {
  balanceUnits(customerUuid: string): number;
  hasCard(customerUuid: string): boolean;
  accounts: AccountStates;
  /** Stops the customer's running servers (compute, via modules.ts); answers how many. */
  stopServers(customerUuid: string): number;
}

/** What a check did. */
export type GuardOutcome = 'suspended' | 'unsuspended' | 'unchanged';

/**
 * The balance guard.
 *
 * @example
 * const guard = balanceGuard({ balanceUnits, hasCard, accounts, stopServers });
 * guard.check(customerUuid); // 'suspended' when the balance just fell below the floor
 */
export function balanceGuard(deps: BalanceGuardDeps) {
  const floorUnits = (customerUuid: string) =>
    balanceFloor({ hasLinkedCard: deps.hasCard(customerUuid) }) * UNITS_PER_DOLLAR;
  return {
    /** The customer's floor in ledger units (0 or -100 000). */
    floorUnits,
    /** Whether the account is suspended for its balance (its servers are blocked, SPEC §6). */
    blocked(customerUuid: string): boolean {
      const state = deps.accounts.suspensionOf(customerUuid);
      return state?.suspended === true && state.reason === SUSPEND_REASON_BALANCE;
    },
    /** Whether the balance is below the floor. */
    belowFloor(customerUuid: string): boolean {
      return deps.balanceUnits(customerUuid) < floorUnits(customerUuid);
    },
    /**
     * Suspends (and stops the servers) or lifts a BALANCE suspension as the balance requires.
     * While below the floor, servers started meanwhile are stopped again.
     */
    check(customerUuid: string): GuardOutcome {
      const state = deps.accounts.suspensionOf(customerUuid);
      if (state === undefined) return 'unchanged';
      const below = deps.balanceUnits(customerUuid) < floorUnits(customerUuid);
      if (below) {
        if (state.suspended && state.reason !== SUSPEND_REASON_BALANCE) return 'unchanged';
        if (!state.suspended) deps.accounts.setSuspension(customerUuid, SUSPEND_REASON_BALANCE);
        deps.stopServers(customerUuid);
        return state.suspended ? 'unchanged' : 'suspended';
      }
      if (state.suspended && state.reason === SUSPEND_REASON_BALANCE) {
        deps.accounts.setSuspension(customerUuid, null);
        return 'unsuspended';
      }
      return 'unchanged';
    },
  };
}

/** The balance guard's interface. */
export type BalanceGuard = ReturnType<typeof balanceGuard>;
