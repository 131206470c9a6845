import { describe, expect, test } from 'vitest';
import {
  hourlyText,
  ipv4Counts,
  monthlyDifferenceText,
  monthlyText,
  serverPrice,
} from './serverPrice.ts';

const standard2 = { price_monthly: '12.00', price_hourly: '0.0164', currency: 'usd' } as const;
const standard4 = { price_monthly: '24.00', price_hourly: '0.0329', currency: 'usd' } as const;
const roubles = { price_monthly: '1104.00', price_hourly: '1.5123', currency: 'rub' } as const;
const plain = { roubleIntegers: false };
const wholeRoubles = { roubleIntegers: true };

describe('serverPrice (§9)', () => {
  test('the account’s first server with one IPv4 pays the plan only', () => {
    const price = serverPrice({ plan: standard2, existingIpv4PerServer: [] });
    expect(price).toEqual({
      currency: 'usd',
      planMonthly: 12,
      extraIpv4Monthly: 0,
      monthly: 12,
      hourly: 0.0164,
    });
  });

  test('from the second server the new IPv4 is extra: $0.59 a month, pro rata an hour', () => {
    const price = serverPrice({ plan: standard2, existingIpv4PerServer: [1] });
    expect(price.extraIpv4Monthly).toBe(0.59);
    expect(price.monthly).toBeCloseTo(12.59, 10);
    expect(price.hourly).toBeCloseTo(0.0164 + 0.59 / 730, 10);
  });

  test('roubles: 49 ₽ per extra address, or the brand’s own price when given', () => {
    expect(serverPrice({ plan: roubles, existingIpv4PerServer: [1] }).extraIpv4Monthly).toBe(49);
    expect(
      serverPrice({ plan: roubles, existingIpv4PerServer: [2], extraIpUnitPrice: 50 })
        .extraIpv4Monthly,
    ).toBe(50);
  });

  test('an existing server (reinstall, upgrade) brings no new address', () => {
    const price = serverPrice({ plan: standard4, existingIpv4PerServer: null });
    expect(price.extraIpv4Monthly).toBe(0);
    expect(price.monthly).toBe(24);
  });
});

test('ipv4Counts counts IPv4 addresses of every network, not IPv6', () => {
  expect(
    ipv4Counts([
      {
        addresses: {
          public: [
            { addr: '203.0.113.5', version: 4 },
            { addr: '2001:db8::5', version: 6 },
          ],
          extra: [{ addr: '198.51.100.7', version: 4 }],
        },
      },
      { addresses: {} },
      { addresses: { building: null } },
    ]),
  ).toEqual([2, 0, 0]);
});

describe('price texts (§9 Display)', () => {
  test('monthly: cents, or whole roubles in the rouble variant', () => {
    expect(monthlyText(12.59, 'usd', plain)).toBe('$12.59');
    expect(monthlyText(1153, 'rub', wholeRoubles)).toBe('1153\u00a0₽');
  });

  test('hourly: 4 decimals; none for rouble prices in the rouble variant', () => {
    expect(hourlyText(0.0172, 'usd', plain)).toBe('$0.0172');
    expect(hourlyText(1.58, 'rub', plain)).toBe('1.5800\u00a0₽');
    expect(hourlyText(1.58, 'rub', wholeRoubles)).toBeNull();
  });

  test('the monthly difference of an upgrade carries its sign', () => {
    expect(monthlyDifferenceText(standard2, standard4, plain)).toBe('+$12.00');
    expect(monthlyDifferenceText(standard4, standard2, plain)).toBe('-$12.00');
    expect(monthlyDifferenceText(standard2, standard2, plain)).toBe('$0.00');
  });
});
