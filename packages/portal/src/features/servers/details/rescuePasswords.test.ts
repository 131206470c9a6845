import { afterEach, describe, expect, test } from 'vitest';
import {
  forgetRescuePassword,
  readRescuePasswords,
  rememberRescuePassword,
  RESCUE_PASSWORDS_KEY,
} from './rescuePasswords.ts';

afterEach(() => localStorage.clear());

describe('§3 rescue passwords per server id in the browser', () => {
  test('remembered and forgotten per server', () => {
    rememberRescuePassword('srv-1', 'first password');
    rememberRescuePassword('srv-2', 'second password');
    rememberRescuePassword('srv-1', 'first, changed');
    expect(readRescuePasswords()).toEqual({
      'srv-1': 'first, changed',
      'srv-2': 'second password',
    });
    forgetRescuePassword('srv-1');
    expect(readRescuePasswords()).toEqual({ 'srv-2': 'second password' });
    forgetRescuePassword('srv-2');
    expect(localStorage.getItem(RESCUE_PASSWORDS_KEY)).toBeNull();
  });

  test('an unreadable value is no passwords, not a crash', () => {
    localStorage.setItem(RESCUE_PASSWORDS_KEY, '{not json');
    expect(readRescuePasswords()).toEqual({});
    localStorage.setItem(
      RESCUE_PASSWORDS_KEY,
      JSON.stringify({ 'srv-1': 42, 'srv-2': 'ok', 'srv-3': '' }),
    );
    expect(readRescuePasswords()).toEqual({ 'srv-2': 'ok' });
  });
});
