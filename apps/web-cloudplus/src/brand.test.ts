// @vitest-environment node
import { existsSync } from 'node:fs';
import { validateBrandConfig, validateBrandDocument } from '@cloud-portal/portal/brand';
import { describe, expect, test } from 'vitest';
import { brand, brandDocument } from './brand.ts';

const publicFile = (path: string) => new URL(`../public${path}`, import.meta.url);

describe('the cloudplus brand', () => {
  test('has a valid config and index.html document', () => {
    expect(validateBrandConfig(brand)).toEqual([]);
    expect(validateBrandDocument(brandDocument)).toEqual([]);
    expect(brand.id).toBe('cloudplus');
  });

  test('ships its logo and favicon', () => {
    expect(existsSync(publicFile(brand.logo))).toBe(true);
    expect(existsSync(publicFile(brandDocument.favicon))).toBe(true);
  });

  test('English only, pricing page on, news off (§1)', () => {
    expect(brand.languages).toEqual(['en']);
    expect(brand.features).toEqual({ pricingPage: true, news: false, signUp: true });
  });
});
