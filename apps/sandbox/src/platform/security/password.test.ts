import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  hashPasswordSync,
  verifyPassword,
  verifyPasswordAgainstNothing,
} from './password.ts';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('demo-password-2026');

    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('demo-password-2026', stored)).toBe(true);
    expect(await verifyPassword('demo-password-2027', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash differently, so equal passwords do not look equal', async () => {
    const first = await hashPassword('same');
    const second = hashPasswordSync('same');

    expect(first).not.toBe(second);
    expect(await verifyPassword('same', first)).toBe(true);
    expect(await verifyPassword('same', second)).toBe(true);
  });

  it('never matches a malformed or foreign hash', async () => {
    for (const stored of [
      '',
      'plain-text',
      'scrypt$16384$8$1$$',
      'bcrypt$x$y$z$a$b',
      'scrypt$abc$8$1$c2FsdA==$a2V5',
    ]) {
      expect(await verifyPassword('plain-text', stored), stored).toBe(false);
    }
  });

  it('the dummy check always fails', async () => {
    expect(await verifyPasswordAgainstNothing('anything')).toBe(false);
  });
});
