import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { readAffiliateLink } from './affiliateLink.ts';

const UUID = '5f0c6c1e-8a8e-4a36-9a53-2f2a3b1f6d10';

describe('readAffiliateLink (§2: affiliate_uuid read from any URL, then removed)', () => {
  test('a URL without the parameter is not an affiliate link', () => {
    expect(readAffiliateLink('')).toBeUndefined();
    expect(readAffiliateLink('?utm_source=blog&page=2')).toBeUndefined();
    expect(readAffiliateLink('?not_affiliate_uuid=1')).toBeUndefined();
  });

  test('reads the uuid and the utm parameters, and keeps the rest of the query in order', () => {
    expect(
      readAffiliateLink(`?utm_source=y&affiliate_uuid=${UUID}&page=2&utm_campaign=spring%20sale`),
    ).toEqual({
      affiliateUuid: UUID,
      utm: { utm_source: 'y', utm_campaign: 'spring sale' },
      cleanedSearch: '?utm_source=y&page=2&utm_campaign=spring%20sale',
    });
  });

  test('the only parameter leaves no query; an empty value is still removed', () => {
    expect(readAffiliateLink(`?affiliate_uuid=${UUID}`)?.cleanedSearch).toBe('');
    expect(readAffiliateLink('?affiliate_uuid=&a=1')).toEqual({
      affiliateUuid: '',
      utm: {},
      cleanedSearch: '?a=1',
    });
  });

  test('every copy and encoded spelling of the parameter goes; the first value counts', () => {
    expect(readAffiliateLink(`?affiliate%5Fuuid=${UUID}&affiliate_uuid=other&b=2`)).toEqual({
      affiliateUuid: UUID,
      utm: {},
      cleanedSearch: '?b=2',
    });
  });

  test('property: the cleaned query has every other parameter, in order, and no affiliate_uuid', () => {
    const name = fc.oneof(
      fc.constantFrom('affiliate_uuid', 'utm_source', 'utm_medium', 'page', 'q'),
      fc.string({ minLength: 1, maxLength: 8 }),
    );
    const pairs = fc.array(fc.tuple(name, fc.string({ maxLength: 12 })), { maxLength: 8 });
    fc.assert(
      fc.property(pairs, (list) => {
        const search = `?${list
          .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
          .join('&')}`;
        const link = readAffiliateLink(search);
        const hasParam = list.some(([key]) => key === 'affiliate_uuid');
        if (!hasParam) {
          expect(link).toBeUndefined();
          return;
        }
        const cleaned = new URLSearchParams(link?.cleanedSearch ?? '');
        expect(cleaned.has('affiliate_uuid')).toBe(false);
        expect([...cleaned]).toEqual(list.filter(([key]) => key !== 'affiliate_uuid'));
        const first = list.find(([key]) => key === 'affiliate_uuid')?.[1] ?? '';
        expect(link?.affiliateUuid).toBe(first.trim());
      }),
    );
  });
});
