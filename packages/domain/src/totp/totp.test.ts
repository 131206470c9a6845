import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { base32Decode } from './base32.ts';
import {
  groupSecret,
  hotp,
  otpauthUri,
  totpCode,
  totpCounter,
  totpSecondsLeft,
  verifyTotp,
} from './totp.ts';

// The SHA-1 seed of RFC 4226 Appendix D and RFC 6238 Appendix B.
const SECRET = new TextEncoder().encode('12345678901234567890');

describe('hotp: RFC 4226 Appendix D', () => {
  test.each([
    [0, '755224'],
    [1, '287082'],
    [2, '359152'],
    [3, '969429'],
    [4, '338314'],
    [5, '254676'],
    [6, '287922'],
    [7, '162583'],
    [8, '399871'],
    [9, '520489'],
  ])('counter %i → %s', async (counter, code) => {
    expect(await hotp(SECRET, counter)).toBe(code);
  });
  test('rejects negative and fractional counters', async () => {
    await expect(hotp(SECRET, -1)).rejects.toThrow(RangeError);
    await expect(hotp(SECRET, 1.5)).rejects.toThrow(RangeError);
  });
});

// RFC 6238 Appendix B lists 8-digit SHA-1 codes; 6-digit codes are their last 6 digits.
const RFC_6238_SHA1 = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
] as const;

describe('totp: RFC 6238 Appendix B (SHA-1)', () => {
  test.each(RFC_6238_SHA1)('T = %i s → %s', async (seconds, eightDigits) => {
    expect(await hotp(SECRET, totpCounter(seconds * 1000), 8)).toBe(eightDigits);
    expect(await totpCode(SECRET, seconds * 1000)).toBe(eightDigits.slice(2));
  });

  test('matches an independent HMAC (node:crypto) for any secret and time', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 10, maxLength: 32 }),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        async (secret, now) => {
          const counter = Buffer.alloc(8);
          counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
          const mac = createHmac('sha1', secret).update(counter).digest();
          const offset = mac[19]! & 0xf;
          const expected = String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(
            6,
            '0',
          );
          expect(await totpCode(secret, now)).toBe(expected);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('totpCounter and totpSecondsLeft', () => {
  test('30-second steps from the epoch', () => {
    expect(totpCounter(0)).toBe(0);
    expect(totpCounter(29_999)).toBe(0);
    expect(totpCounter(30_000)).toBe(1);
    expect(totpSecondsLeft(30_000)).toBe(30);
    expect(totpSecondsLeft(59_999)).toBe(1);
    expect(() => totpCounter(Number.NaN)).toThrow(RangeError);
  });
});

describe('verifyTotp: current step and ±1', () => {
  const now = 1111111111 * 1000; // step 37037037, code 050471
  test('accepts the current code, with or without a space', async () => {
    expect(await verifyTotp(SECRET, '050471', now)).toEqual({
      valid: true,
      stepOffset: 0,
      step: 37037037,
    });
    expect(await verifyTotp(SECRET, ' 050 471 ', now)).toEqual({
      valid: true,
      stepOffset: 0,
      step: 37037037,
    });
  });
  test('accepts the previous and the next step, not two away', async () => {
    const counter = totpCounter(now);
    expect(await verifyTotp(SECRET, await hotp(SECRET, counter - 1), now)).toEqual({
      valid: true,
      stepOffset: -1,
      step: counter - 1,
    });
    expect(await verifyTotp(SECRET, await hotp(SECRET, counter + 1), now)).toEqual({
      valid: true,
      stepOffset: 1,
      step: counter + 1,
    });
    expect(await verifyTotp(SECRET, await hotp(SECRET, counter + 2), now)).toEqual({
      valid: false,
    });
    expect(await verifyTotp(SECRET, await hotp(SECRET, counter - 2), now)).toEqual({
      valid: false,
    });
  });
  test.each(['', '12345', '1234567', 'abcdef', '05o471'])(
    'rejects the malformed code %j',
    async (code) => {
      expect(await verifyTotp(SECRET, code, now)).toEqual({ valid: false });
    },
  );
  test('at step 0 the previous step does not exist', async () => {
    expect(await verifyTotp(SECRET, '755224', 10_000)).toEqual({
      valid: true,
      stepOffset: 0,
      step: 0,
    });
    expect(await verifyTotp(SECRET, '287082', 10_000)).toEqual({
      valid: true,
      stepOffset: 1,
      step: 1,
    });
  });
});

describe('verifyTotp: a code is accepted once (lastUsedStep)', () => {
  const now = 1111111111 * 1000;
  const counter = totpCounter(now);
  test('the step accepted last and older ones are refused, newer ones pass', async () => {
    const current = await hotp(SECRET, counter);
    const previous = await hotp(SECRET, counter - 1);
    const next = await hotp(SECRET, counter + 1);
    expect(await verifyTotp(SECRET, current, now, { lastUsedStep: counter })).toEqual({
      valid: false,
    });
    expect(await verifyTotp(SECRET, previous, now, { lastUsedStep: counter - 1 })).toEqual({
      valid: false,
    });
    expect(await verifyTotp(SECRET, previous, now, { lastUsedStep: counter })).toEqual({
      valid: false,
    });
    expect(await verifyTotp(SECRET, next, now, { lastUsedStep: counter })).toEqual({
      valid: true,
      stepOffset: 1,
      step: counter + 1,
    });
    expect(await verifyTotp(SECRET, current, now, { lastUsedStep: counter - 1 })).toEqual({
      valid: true,
      stepOffset: 0,
      step: counter,
    });
  });
});

describe('otpauthUri', () => {
  test('names issuer and account and carries the base32 secret and defaults', () => {
    const uri = otpauthUri(SECRET, { issuer: 'Cloud Portal', account: 'test' });
    expect(uri).toBe(
      'otpauth://totp/Cloud%20Portal:test?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Cloud%20Portal&algorithm=SHA1&digits=6&period=30',
    );
    const secret = new URL(uri).searchParams.get('secret');
    expect(base32Decode(secret ?? '')).toEqual(SECRET);
  });
});

test('groupSecret splits in blocks of four', () => {
  expect(groupSecret('GEZDGNBVGY3TQOJQ')).toBe('GEZD GNBV GY3T QOJQ');
  expect(groupSecret('GEZDGNBVGY')).toBe('GEZD GNBV GY');
  expect(groupSecret('')).toBe('');
});
