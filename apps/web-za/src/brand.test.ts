// @vitest-environment node
import { existsSync } from 'node:fs';
import { validateBrandConfig, validateBrandDocument } from '@cloud-portal/portal/brand';
import { describe, expect, test } from 'vitest';
import { brand, brandDocument } from './brand.ts';

const publicFile = (path: string) => new URL(`../public${path}`, import.meta.url);

describe('the za brand', () => {
  test('has a valid config and index.html document', () => {
    expect(validateBrandConfig(brand)).toEqual([]);
    expect(validateBrandDocument(brandDocument)).toEqual([]);
    expect(brand.id).toBe('za');
  });

  test('ships its logo and favicon', () => {
    expect(existsSync(publicFile(brand.logo))).toBe(true);
    expect(existsSync(publicFile(brandDocument.favicon))).toBe(true);
  });

  test('is the South-Africa variant with the default switches (§1)', () => {
    expect(brand.languages).toEqual(['en', 'ru', 'zh']);
    expect(brand.features).toEqual({ pricingPage: false, news: true, signUp: true });
    expect(brand.loginPath).toBe('/login');
  });
});
