import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { base32Decode, base32Encode } from './base32.ts';

const bytesOf = (text: string) => new TextEncoder().encode(text);
const textOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

// RFC 4648 §10 test vectors (padding removed: we encode without it).
const RFC_4648 = [
  ['', ''],
  ['f', 'MY'],
  ['fo', 'MZXQ'],
  ['foo', 'MZXW6'],
  ['foob', 'MZXW6YQ'],
  ['fooba', 'MZXW6YTB'],
  ['foobar', 'MZXW6YTBOI'],
] as const;

describe('base32Encode', () => {
  test.each(RFC_4648)('%j → %j', (plain, encoded) => {
    expect(base32Encode(bytesOf(plain))).toBe(encoded);
  });
  test('the RFC 6238 SHA-1 secret', () => {
    expect(base32Encode(bytesOf('12345678901234567890'))).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });
});

describe('base32Decode', () => {
  test.each(RFC_4648)('%j ← %j', (plain, encoded) => {
    expect(textOf(base32Decode(encoded))).toBe(plain);
  });
  test('accepts lower case, spaces, hyphens and padding', () => {
    expect(textOf(base32Decode('mzxw 6ytb-oi======'))).toBe('foobar');
  });
  test.each(['MZXW1', 'MZ8W', 'MZ=XW', 'ÄB'])('rejects %j', (text) => {
    expect(() => base32Decode(text)).toThrow(RangeError);
  });
  test('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const encoded = base32Encode(bytes);
        expect(encoded).toMatch(/^[A-Z2-7]*$/);
        expect(base32Decode(encoded)).toEqual(bytes);
      }),
    );
  });
});
