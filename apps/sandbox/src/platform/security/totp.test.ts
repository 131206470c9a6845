import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  totpStep,
  verifyTotp,
} from './totp.ts';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890".
const RFC_SEED = Buffer.from('12345678901234567890');
const RFC_VECTORS: Array<[seconds: number, code: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('RFC 6238 test vectors (SHA-1)', () => {
  it.each(RFC_VECTORS)('T = %i s gives %s (8 digits)', (seconds, code) => {
    expect(hotp(RFC_SEED, totpStep(seconds * 1000), 8)).toBe(code);
  });

  it.each(RFC_VECTORS)('T = %i s: the 6-digit code is accepted', (seconds, code) => {
    const secret = base32Encode(RFC_SEED);
    expect(verifyTotp(secret, code.slice(-6), seconds * 1000)).toBe(totpStep(seconds * 1000));
  });

  it('matches RFC 4226 appendix D HOTP values', () => {
    expect([0, 1, 2, 9].map((counter) => hotp(RFC_SEED, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
  });
});

describe('verifyTotp', () => {
  const secret = base32Encode(RFC_SEED);
  const now = 1111111111 * 1000;
  const codeAt = (stepOffset: number) => hotp(RFC_SEED, totpStep(now) + stepOffset);

  it('accepts the previous and next step (±1), not two steps away', () => {
    expect(verifyTotp(secret, codeAt(-1), now)).toBe(totpStep(now) - 1);
    expect(verifyTotp(secret, codeAt(1), now)).toBe(totpStep(now) + 1);
    expect(verifyTotp(secret, codeAt(-2), now)).toBeUndefined();
    expect(verifyTotp(secret, codeAt(2), now)).toBeUndefined();
  });

  it('accepts a code once: its step, and older ones, are refused afterwards', () => {
    const step = verifyTotp(secret, codeAt(0), now, -1);
    expect(step).toBeDefined();
    expect(verifyTotp(secret, codeAt(0), now, step)).toBeUndefined();
    expect(verifyTotp(secret, codeAt(-1), now, step)).toBeUndefined();
    expect(verifyTotp(secret, codeAt(1), now, step)).toBe((step ?? 0) + 1);
  });

  it('refuses malformed codes', () => {
    for (const code of ['', '12345', '1234567', 'abcdef', ' 14050471']) {
      expect(verifyTotp(secret, code, now)).toBeUndefined();
    }
  });
});

describe('base32', () => {
  it('encodes the RFC 4648 examples', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(Buffer.from('f'))).toBe('MY');
    expect(base32Decode('mzxw6ytboi====').toString()).toBe('foobar');
    expect(() => base32Decode('MZ1')).toThrow(/base32/);
  });

  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const buffer = Buffer.from(bytes);
        expect(base32Decode(base32Encode(buffer)).equals(buffer)).toBe(true);
      }),
    );
  });
});

describe('secrets and recovery codes', () => {
  it('makes 160-bit base32 secrets that differ', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('makes distinct recovery codes of 8 lower-case letters and digits', () => {
    const codes = newRecoveryCodes(10);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{8}$/);
  });

  it('builds the otpauth URI apps read', () => {
    expect(otpauthUrl('JBSWY3DP', 'demo@cloud-portal.test', 'Cloud Portal')).toBe(
      'otpauth://totp/Cloud%20Portal:demo%40cloud-portal.test?secret=JBSWY3DP&issuer=Cloud%20Portal&algorithm=SHA1&digits=6&period=30',
    );
  });
});
