import { describe, expect, test } from 'vitest';
import { isAccountActivated, isSuspendedForBalance, normaliseSuspendReason } from './authState.ts';

describe('normaliseSuspendReason', () => {
  test.each([
    ['BALANCE', 'BALANCE'],
    [' balance ', 'BALANCE'],
    ['none', 'NONE'],
    ['Abuse', 'ABUSE'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (reason, expected) => {
    expect(normaliseSuspendReason(reason)).toBe(expected);
  });
});

describe('isSuspendedForBalance', () => {
  test.each([
    [{ suspended: true, suspendReason: 'BALANCE' }, true],
    [{ suspended: true, suspendReason: 'balance' }, true],
    [{ suspended: true, suspendReason: 'NONE' }, false],
    [{ suspended: true, suspendReason: null }, false],
    [{ suspended: false, suspendReason: 'BALANCE' }, false],
    [{ suspended: null, suspendReason: 'BALANCE' }, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (state, expected) => {
    expect(isSuspendedForBalance(state)).toBe(expected);
  });
});

describe('isAccountActivated', () => {
  test.each([
    [{ activated: true }, true],
    [{ activated: false }, false],
    [{ activated: null }, false],
    [{}, false],
    [undefined, false],
  ])('%j → %s', (state, expected) => {
    expect(isAccountActivated(state)).toBe(expected);
  });
});
