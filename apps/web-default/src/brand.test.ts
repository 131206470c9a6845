// @vitest-environment node
import { existsSync } from 'node:fs';
import { validateBrandConfig, validateBrandDocument } from '@cloud-portal/portal/brand';
import { describe, expect, test } from 'vitest';
import { brand, brandDocument } from './brand.ts';

const publicFile = (path: string) => new URL(`../public${path}`, import.meta.url);

describe('the default brand', () => {
  test('has a valid config and index.html document', () => {
    expect(validateBrandConfig(brand)).toEqual([]);
    expect(validateBrandDocument(brandDocument)).toEqual([]);
    expect(brand.id).toBe('default');
  });

  test('ships its logo and favicon', () => {
    expect(existsSync(publicFile(brand.logo))).toBe(true);
    expect(existsSync(publicFile(brandDocument.favicon))).toBe(true);
  });

  test('offers en, ru and zh, prices in dollars, news and sign-up on (§1)', () => {
    expect(brand.languages).toEqual(['en', 'ru', 'zh']);
    expect(brand.currency).toBe('usd');
    expect(brand.features).toEqual({ pricingPage: false, news: true, signUp: true });
    expect(brand.loginPath).toBe('/login');
    expect(brand.extraIpPrice).toBe(0.59);
  });
});
