import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { serverAddress } from './serverAddress.ts';

describe('serverAddress', () => {
  test('the first IPv4 in Nova order: first network, first entry', () => {
    expect(
      serverAddress({
        public: [
          { addr: '203.0.113.7', version: 4 },
          { addr: '203.0.113.8', version: 4 },
        ],
        private: [{ addr: '10.0.0.5', version: 4 }],
      }),
    ).toBe('203.0.113.7');
    expect(
      serverAddress({
        private: [{ addr: '10.0.0.5', version: 4 }],
        public: [{ addr: '203.0.113.7', version: 4 }],
      }),
    ).toBe('10.0.0.5');
  });

  test('IPv4 before an earlier IPv6', () => {
    expect(
      serverAddress({
        public: [
          { addr: '2001:db8::7', version: 6 },
          { addr: '203.0.113.7', version: 4 },
        ],
      }),
    ).toBe('203.0.113.7');
    expect(
      serverAddress({
        v6net: [{ addr: '2001:db8::7', version: 6 }],
        v4net: [{ addr: '203.0.113.7', version: 4 }],
      }),
    ).toBe('203.0.113.7');
  });

  test('a floating IPv4 before fixed ones (it is the address the customer connects to)', () => {
    expect(
      serverAddress({
        private: [
          { addr: '10.0.0.5', version: 4, 'OS-EXT-IPS:type': 'fixed' },
          { addr: '198.51.100.9', version: 4, 'OS-EXT-IPS:type': 'floating' },
        ],
      }),
    ).toBe('198.51.100.9');
  });

  test('an IPv6-only server shows its IPv6', () => {
    expect(serverAddress({ public: [{ addr: '2001:db8::7', version: 6 }] })).toBe('2001:db8::7');
  });

  test('no address while building', () => {
    expect(serverAddress({})).toBeUndefined();
    expect(serverAddress(undefined)).toBeUndefined();
    expect(serverAddress(null)).toBeUndefined();
    expect(serverAddress({ public: [], other: null })).toBeUndefined();
  });

  const entry = fc.record({
    addr: fc.string({ minLength: 1, maxLength: 8 }),
    version: fc.constantFrom(4, 6),
    'OS-EXT-IPS:type': fc.constantFrom('fixed', 'floating', undefined),
  });
  const addresses = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 6 }),
    fc.array(entry, { maxLength: 4 }),
    {
      maxKeys: 4,
    },
  );

  test('property: one of the server addresses, IPv4 whenever there is one', () => {
    fc.assert(
      fc.property(addresses, (input) => {
        const all = Object.values(input).flat();
        const address = serverAddress(input);
        if (all.length === 0) {
          expect(address).toBeUndefined();
          return;
        }
        expect(all.map((candidate) => candidate.addr)).toContain(address);
        if (all.some((candidate) => candidate.version === 4)) {
          expect(
            all.some((candidate) => candidate.version === 4 && candidate.addr === address),
          ).toBe(true);
        }
      }),
    );
  });
});
