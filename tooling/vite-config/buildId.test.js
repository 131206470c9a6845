import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildId } from './buildId.js';
import { brandAppConfig } from './index.js';

const outside = mkdtempSync(join(tmpdir(), 'build-id-'));
afterAll(() => rmSync(outside, { recursive: true, force: true }));

describe('buildId', () => {
  it("is the checkout's commit, 10 hex digits", () => {
    expect(buildId(fileURLToPath(new URL('.', import.meta.url)))).toMatch(/^[0-9a-f]{10}$/);
  });

  it('is dev outside a git checkout', () => {
    expect(buildId(outside)).toBe('dev');
  });
});

describe('brandAppConfig', () => {
  it('injects the build id as import.meta.env.VITE_BUILD_ID', () => {
    const config = brandAppConfig({
      brand: { id: 'default', siteName: 'Cloud', languages: ['en'], logo: '/logo.svg' },
      document: {
        description: 'Cloud servers',
        favicon: '/favicon.svg',
        themeColor: { light: '#fff', dark: '#000' },
      },
    });
    expect(config.define?.['import.meta.env.VITE_BUILD_ID']).toBe(JSON.stringify(buildId()));
  });
});
