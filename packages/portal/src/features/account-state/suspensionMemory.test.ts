import type { AuthState } from '@cloud-portal/domain/account';
import { describe, expect, test } from 'vitest';
import { recallLift, storageSuspensionMemory, SUSPENSION_SEEN_KEY } from './suspensionMemory.ts';

const state = (suspended: boolean | null, loggedIn: boolean | null = true): AuthState => ({
  loggedIn,
  activated: true,
  suspended,
  suspendReason: suspended === true ? 'BALANCE' : null,
});
const nothing = state(null, null);

describe('recallLift', () => {
  test('remembers a suspension and answers the first not-suspended answer after a reload', () => {
    sessionStorage.clear();
    const memory = storageSuspensionMemory(sessionStorage);
    expect(recallLift(memory, nothing, state(true))).toBe(false);
    expect(sessionStorage.getItem(SUSPENSION_SEEN_KEY)).toBe('1');
    expect(recallLift(memory, nothing, state(false))).toBe(true);
    expect(recallLift(memory, nothing, state(false))).toBe(false);
  });

  test('a lift seen live is the reactions’ own: the memory is only cleared', () => {
    const memory = storageSuspensionMemory(sessionStorage);
    recallLift(memory, nothing, state(true));
    expect(recallLift(memory, state(true), state(false))).toBe(false);
    expect(memory.seen()).toBe(false);
  });

  test('a logout forgets', () => {
    const memory = storageSuspensionMemory(sessionStorage);
    recallLift(memory, nothing, state(true));
    expect(recallLift(memory, state(true), state(null, false))).toBe(false);
    expect(recallLift(memory, nothing, state(false))).toBe(false);
  });

  test('a storage that throws remembers nothing and breaks nothing', () => {
    const broken = {
      getItem: () => {
        throw new Error('disabled');
      },
      setItem: () => {
        throw new Error('disabled');
      },
      removeItem: () => {
        throw new Error('disabled');
      },
    } as unknown as Storage;
    const memory = storageSuspensionMemory(broken);
    expect(recallLift(memory, nothing, state(true))).toBe(false);
    expect(recallLift(memory, nothing, state(false))).toBe(false);
  });
});
