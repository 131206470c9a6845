import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { baseUrlOf, brandNames, brands } from './src/brands.ts';
import type { BrandOptions } from './src/fixtures.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const sandboxMain = `${repoRoot}apps/sandbox/dist/main.js`;
const dataRoot = fileURLToPath(new URL('./.data/', import.meta.url));

// TOOLCHAIN.md: Debian's Chromium, with the flags that keep it off the (closed) network.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig<BrandOptions>({
  testDir: './tests',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    locale: 'en-US',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // One sandbox per brand, each with a fresh data directory, on loopback only.
  webServer: brandNames.map((brand) => ({
    command: `rm -rf "${dataRoot}${brand}" && node "${sandboxMain}"`,
    url: `${baseUrlOf(brand)}/api/regions/`,
    env: {
      BRAND: brand,
      PORT: String(brands[brand].port),
      HOST: '127.0.0.1',
      DATA_DIR: `${dataRoot}${brand}`,
    },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
  projects: [
    {
      name: 'default',
      testMatch: 'default/**/*.e2e.ts',
      use: { baseURL: baseUrlOf('default'), brand: 'default' },
    },
    ...brandNames.map((brand) => ({
      name: `smoke-${brand}`,
      testMatch: 'brands/**/*.e2e.ts',
      use: { baseURL: baseUrlOf(brand), brand },
    })),
  ],
});
