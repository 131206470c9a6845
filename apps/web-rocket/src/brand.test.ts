// @vitest-environment node
import { existsSync } from 'node:fs';
import { validateBrandConfig, validateBrandDocument } from '@cloud-portal/portal/brand';
import { describe, expect, test } from 'vitest';
import { brand, brandDocument } from './brand.ts';

const publicFile = (path: string) => new URL(`../public${path}`, import.meta.url);

describe('the rocket brand', () => {
  test('has a valid config and index.html document', () => {
    expect(validateBrandConfig(brand)).toEqual([]);
    expect(validateBrandDocument(brandDocument)).toEqual([]);
    expect(brand.id).toBe('rocket');
  });

  test('ships its logo and favicon', () => {
    expect(existsSync(publicFile(brand.logo))).toBe(true);
    expect(existsSync(publicFile(brandDocument.favicon))).toBe(true);
  });

  test('prices in integer roubles, extra IP 49, logout to /sign-in (§1, §2, §9)', () => {
    expect(brand.currency).toBe('rub');
    expect(brand.roubleIntegers).toBe(true);
    expect(brand.extraIpPrice).toBe(49);
    expect(brand.loginPath).toBe('/sign-in');
    expect(brand.languages).toEqual(['ru', 'en', 'zh']);
  });
});
