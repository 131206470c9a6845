// @vitest-environment node
import { existsSync } from 'node:fs';
import { validateBrandConfig, validateBrandDocument } from '@cloud-portal/portal/brand';
import { describe, expect, test } from 'vitest';
import { brand, brandDocument } from './brand.ts';

const publicFile = (path: string) => new URL(`../public${path}`, import.meta.url);

describe('the asia brand', () => {
  test('has a valid config and index.html document', () => {
    expect(validateBrandConfig(brand)).toEqual([]);
    expect(validateBrandDocument(brandDocument)).toEqual([]);
    expect(brand.id).toBe('asia');
  });

  test('ships its logo and favicon', () => {
    expect(existsSync(publicFile(brand.logo))).toBe(true);
    expect(existsSync(publicFile(brandDocument.favicon))).toBe(true);
  });

  test('English and Chinese, sign-up hidden, a title variant for its other host (§1)', () => {
    expect(brand.languages).toEqual(['en', 'zh']);
    expect(brand.features.signUp).toBe(false);
    expect(Object.keys(brand.titleVariants ?? {})).not.toHaveLength(0);
  });
});
