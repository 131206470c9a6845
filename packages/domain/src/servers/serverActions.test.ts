import { describe, expect, test } from 'vitest';
import { canRunServerAction } from './serverActions.ts';

describe('canRunServerAction', () => {
  test('start only a stopped or shelved server', () => {
    expect(canRunServerAction('stopped', 'start')).toBe(true);
    expect(canRunServerAction('shelved', 'start')).toBe(true);
    expect(canRunServerAction('running', 'start')).toBe(false);
  });

  test('stop and reboot a running server, not one still building', () => {
    expect(canRunServerAction('running', 'stop')).toBe(true);
    expect(canRunServerAction('running', 'reboot')).toBe(true);
    expect(canRunServerAction('building', 'stop')).toBe(false);
    expect(canRunServerAction('building', 'reboot')).toBe(false);
    expect(canRunServerAction('stopped', 'reboot')).toBe(false);
  });

  test('hard reboot rescues a server in error or stuck rebooting', () => {
    expect(canRunServerAction('error', 'hardReboot')).toBe(true);
    expect(canRunServerAction('rebooting', 'hardReboot')).toBe(true);
    expect(canRunServerAction('stopped', 'hardReboot')).toBe(false);
  });

  test('delete anything not already being deleted', () => {
    expect(canRunServerAction('building', 'delete')).toBe(true);
    expect(canRunServerAction('error', 'delete')).toBe(true);
    expect(canRunServerAction('deleting', 'delete')).toBe(false);
  });
});
