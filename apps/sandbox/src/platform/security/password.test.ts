import { describe, expect, it } from 'vitest';
import {
  SCRYPT_COST,
  findMatchingHash,
  hashPassword,
  hashPasswordSync,
  needsRehash,
  verifyPassword,
  verifyPasswordAgainstNothing,
} from './password.ts';

// Cheap parameters keep these tests fast; the default is checked once, below.
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing (scrypt)', () => {
  it("hashes at OWASP's minimum by default (N=2^17, r=8, p=1: above node's 32 MiB maxmem)", async () => {
    expect(SCRYPT_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const stored = await hashPassword('demo-password-2026');

    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('demo-password-2026', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('demo-password-2026', CHEAP);

    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('demo-password-2026', stored)).toBe(true);
    expect(await verifyPassword('demo-password-2027', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash differently, so equal passwords do not look equal', async () => {
    const first = await hashPassword('same', CHEAP);
    const second = hashPasswordSync('same', CHEAP);

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
    expect(await verifyPasswordAgainstNothing('anything', CHEAP)).toBe(false);
  });

  it('still verifies hashes of the old default (N=2^14) and asks for their upgrade', async () => {
    const old = hashPasswordSync('old-main-password-1', { N: 2 ** 14, r: 8, p: 1 });

    expect(await verifyPassword('old-main-password-1', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(old, { N: 2 ** 14, r: 8, p: 1 })).toBe(false);
    expect(needsRehash(old, { N: 2 ** 14, r: 16, p: 1 })).toBe(true);
    expect(needsRehash('not-a-hash')).toBe(true);
  });

  it('finds which of several hashes a secret matches, sharing the work of a shared salt', async () => {
    const salt = Buffer.alloc(16, 7);
    const hashes = await Promise.all(
      ['first', 'second', 'third'].map((secret) => hashPassword(secret, CHEAP, salt)),
    );
    const other = await hashPassword('second', CHEAP);

    expect(await findMatchingHash('second', hashes)).toBe(hashes[1]);
    expect(await findMatchingHash('second', ['garbage', other])).toBe(other);
    expect(await findMatchingHash('fourth', hashes)).toBeUndefined();
    expect(await findMatchingHash('first', [])).toBeUndefined();
  });
});
