// Browser tests against the built brand apps, each served by its own sandbox (DESIGN.md Tests).
//
// Projects: `default` (tests/default: the default brand's journeys), `smoke-<brand>` per brand
// (tests/brands/all + tests/brands/<brand>: home in each language, variant rules of §1), and around
// them `contract-setup` / `contract-report`: every sandbox runs with CONTRACT_CHECK=1, and after the
// last project the report fails the run if any /api/ answer did not match openapi.yaml.
//
// Environment: E2E_PORT_BASE (default 4311; brands on base..base+4, own data and output folders,
// so parallel runs on one machine do not collide), E2E_SANDBOX_MAIN (another sandbox build),
// CHROMIUM_PATH (default /usr/bin/chromium). tests/proxy runs only under playwright.proxy.config.ts.
import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import {
  baseUrlOf,
  brandNames,
  brands,
  DEFAULT_PORT_BASE,
  portBase,
  type BrandName,
} from './src/brands.ts';
import { chromiumLaunchOptions } from './src/chromium.ts';
import type { BrandOptions } from './src/fixtures.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
// E2E_SANDBOX_MAIN: run another build of the sandbox (e.g. one with a deliberately broken answer,
// to see the contract check fail).
const sandboxMain = process.env.E2E_SANDBOX_MAIN ?? `${repoRoot}apps/sandbox/dist/main.js`;
const dataRoot = fileURLToPath(new URL('./.data/', import.meta.url));
/** A brand's data directory, per port so that runs with different E2E_PORT_BASE stay apart. */
const dataDirOf = (brand: BrandName) => `${dataRoot}${brands[brand].port}-${brand}`;

export default defineConfig<BrandOptions>({
  testDir: './tests',
  testMatch: '**/*.e2e.ts',
  // A run on other ports (E2E_PORT_BASE) also keeps its own results: Playwright empties the
  // output folder when it starts, which would pull the traces from under a parallel run.
  outputDir: portBase === DEFAULT_PORT_BASE ? 'test-results' : `.data/test-results-${portBase}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Generous for a busy 2-core machine shared with builds (a passing test does not wait for them):
  // at load 20+ the store chunk of a page alone took over 10 s to arrive.
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    locale: 'en-US',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // One sandbox per brand, each with a fresh data directory, on loopback only. CONTRACT_CHECK=1:
  // each validates every /api/ answer against openapi.yaml; the contract-report project below
  // fails the run on any mismatch (issue 5).
  webServer: brandNames.map((brand) => ({
    command: `rm -rf "${dataDirOf(brand)}" && node "${sandboxMain}"`,
    url: `${baseUrlOf(brand)}/api/regions/`,
    env: {
      BRAND: brand,
      PORT: String(brands[brand].port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDirOf(brand),
      // Content pages published with their data: none in these sandboxes (a developer's
      // `npm start` publishes into the build's own folder); published-content.e2e.ts has its own.
      PUBLISHED_DIR: `${dataDirOf(brand)}/published`,
      CONTRACT_CHECK: '1',
      // Every test signs up or logs in from 127.0.0.1: one run uses most of the production limit
      // of 30 attempts per address in 15 minutes. The per-account limit stays as in production.
      RATE_LIMIT_PER_IP: '1000',
      // The journeys use the sandbox's stand-ins for mail, OAuth providers, the payment
      // provider and staff impersonation (off unless enabled; apps/sandbox README, Fakes).
      SANDBOX_FAKES: '1',
      // Tests switch faults at run time (src/faults.ts: POST/DELETE /sandbox/faults, loopback
      // only), each scoped to its own browser context.
      SANDBOX_FAULTS: '1',
    },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
  projects: [
    // Before every project: all sandboxes check the contract. After all of them (its teardown):
    // the sandboxes' contract reports, failing on any answer that did not match openapi.yaml.
    {
      name: 'contract-setup',
      testDir: './src/contract',
      testMatch: 'contract.setup.ts',
      teardown: 'contract-report',
    },
    { name: 'contract-report', testDir: './src/contract', testMatch: 'contract.teardown.ts' },
    {
      name: 'default',
      // Its own folder only (a testMatch of 'default/**' would also take brands/default/).
      testDir: './tests/default',
      dependencies: ['contract-setup'],
      use: { baseURL: baseUrlOf('default'), brand: 'default' },
    },
    // Per brand: the suites every brand runs (brands/all) and that brand's variant rules.
    ...brandNames.map((brand) => ({
      name: `smoke-${brand}`,
      testMatch: ['brands/all/**/*.e2e.ts', `brands/${brand}/**/*.e2e.ts`],
      dependencies: ['contract-setup'],
      use: { baseURL: baseUrlOf(brand), brand },
    })),
  ],
});
