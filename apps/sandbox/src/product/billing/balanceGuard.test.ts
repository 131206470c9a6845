import { describe, expect, it } from 'vitest';
import { balanceGuard } from './balanceGuard.ts';

function setUp(state: { units: number; card: boolean; suspended: boolean; reason: string | null }) {
  const stopped: string[] = [];
  const guard = balanceGuard({
    balanceUnits: () => state.units,
    hasCard: () => state.card,
    accounts: {
      suspensionOf: () => ({ suspended: state.suspended, reason: state.reason }),
      setSuspension: (_uuid, reason) => {
        state.suspended = reason !== null;
        state.reason = reason;
      },
    },
    stopServers: (uuid) => {
      stopped.push(uuid);
      return 1;
    },
  });
  return { guard, stopped, state };
}

describe('balanceGuard', () => {
  it('suspends below 0 (BALANCE) and stops the servers; lifts it at 0', () => {
    const { guard, stopped, state } = setUp({
      units: -1,
      card: false,
      suspended: false,
      reason: null,
    });
    expect(guard.check('c')).toBe('suspended');
    expect(state).toMatchObject({ suspended: true, reason: 'BALANCE' });
    expect(stopped).toEqual(['c']);
    // Still below: servers started meanwhile are stopped again, no new suspension.
    expect(guard.check('c')).toBe('unchanged');
    expect(stopped).toEqual(['c', 'c']);
    state.units = 0;
    expect(guard.check('c')).toBe('unsuspended');
    expect(state).toMatchObject({ suspended: false, reason: null });
    expect(stopped).toHaveLength(2);
  });

  it('the floor is -$10 with a linked card', () => {
    const { guard, state } = setUp({ units: -100_000, card: true, suspended: false, reason: null });
    expect(guard.check('c')).toBe('unchanged');
    state.units = -100_001;
    expect(guard.check('c')).toBe('suspended');
    state.card = false;
    state.units = -1;
    expect(guard.check('c')).toBe('unchanged');
    expect(guard.belowFloor('c')).toBe(true);
  });

  it('leaves a suspension for another reason alone', () => {
    const { guard, stopped, state } = setUp({
      units: 500,
      card: false,
      suspended: true,
      reason: 'NONE',
    });
    expect(guard.check('c')).toBe('unchanged');
    state.units = -500;
    expect(guard.check('c')).toBe('unchanged');
    expect(state.reason).toBe('NONE');
    expect(stopped).toEqual([]);
  });
});
