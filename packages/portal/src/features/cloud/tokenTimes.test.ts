import { describe, expect, test } from 'vitest';
import { tokenTimes } from './tokenTimes.ts';

const MINUTE = 60_000;

describe('tokenTimes', () => {
  test('a 1-hour Keystone token is renewed 5 minutes before it expires and sent until 30 s before', () => {
    const times = tokenTimes(
      { issuedAt: '2030-01-01T00:00:00.000000Z', expiresAt: '2030-01-01T01:00:00.000000Z' },
      1_000,
    );
    expect(times).toEqual({
      renewAt: 1_000 + 55 * MINUTE,
      validUntil: 1_000 + 60 * MINUTE - 30_000,
    });
  });

  test('the lifetime is measured on the cloud clock, so a browser clock hours off does not matter', () => {
    const local = Date.parse('2024-06-01T12:00:00Z'); // the browser is years behind the cloud
    const times = tokenTimes(
      { issuedAt: '2030-01-01T00:00:00Z', expiresAt: '2030-01-01T01:00:00Z' },
      local,
    );
    expect(times.renewAt - local).toBe(55 * MINUTE);
  });

  test('a short-lived token is renewed at half its life, not after it expired', () => {
    const times = tokenTimes(
      { issuedAt: '2030-01-01T00:00:00Z', expiresAt: '2030-01-01T00:02:00Z' },
      0,
    );
    expect(times).toEqual({ renewAt: MINUTE, validUntil: 2 * MINUTE - 12_000 });
  });

  test('without issued_at the local clock is compared with expires_at', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(tokenTimes({ expiresAt: '2030-01-01T01:00:00Z' }, now).renewAt).toBe(now + 55 * MINUTE);
  });

  test('an already expired (or unreadable) expiry is renewed and refused at once', () => {
    const now = Date.parse('2030-01-01T02:00:00Z');
    expect(tokenTimes({ expiresAt: '2030-01-01T01:00:00Z' }, now)).toEqual({
      renewAt: now,
      validUntil: now,
    });
    expect(tokenTimes({ expiresAt: 'soon' }, now)).toEqual({ renewAt: now, validUntil: now });
  });
});
