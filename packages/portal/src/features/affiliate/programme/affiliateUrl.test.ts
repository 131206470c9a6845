import { describe, expect, test } from 'vitest';
import { readAffiliateLink } from '../affiliateLink.ts';
import { affiliateUrl } from './affiliateUrl.ts';

const UUID = '5f0c6c1e-8a8e-4a36-9a53-2f2a3b1f6d10';

describe('affiliateUrl', () => {
  test('is the home page with the customer uuid, which the capture reads back', () => {
    const url = affiliateUrl('https://cloud.example', UUID);
    expect(url).toBe(`https://cloud.example/?affiliate_uuid=${UUID}`);
    expect(readAffiliateLink(new URL(url).search)?.affiliateUuid).toBe(UUID);
  });

  test('drops any path of the origin given', () => {
    expect(affiliateUrl('http://127.0.0.1:4173/control/affiliate', UUID)).toBe(
      `http://127.0.0.1:4173/?affiliate_uuid=${UUID}`,
    );
  });
});
