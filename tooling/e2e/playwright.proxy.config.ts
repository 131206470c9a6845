// The browser part of the conformance stage (tooling/conformance): the portal of a sandbox in
// proxy mode, whose region eu-west2 is a real OpenStack and whose customers' consumer is that
// cloud's project user (apps/sandbox README, "Proxy mode"). tooling/conformance starts the
// sandbox and runs this config; it is no part of the e2e stage (playwright.config.ts never
// matches *.proxy.ts).
//
// Environment (both required; the run stops at once without them):
// - E2E_PROXY_BASE_URL: the proxy-mode sandbox, serving the default brand's build;
// - E2E_PROXY_CLOUD: the cloud.json of the real cloud (tooling/realstack's, or CONFORMANCE_CLOUD),
//   which the tests also reach directly to check what the portal did.
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium.ts';

for (const name of ['E2E_PROXY_BASE_URL', 'E2E_PROXY_CLOUD']) {
  if (!process.env[name]) {
    throw new Error(
      `${name} is not set: playwright.proxy.config.ts runs inside the conformance stage (npm test -- --only conformance), which starts the proxy-mode sandbox and sets it.`,
    );
  }
}

export default defineConfig({
  testDir: './tests/proxy',
  testMatch: '**/*.proxy.ts',
  outputDir: '.data/test-results-proxy',
  forbidOnly: true,
  retries: 0,
  // One real project: the tests run one after the other.
  workers: 1,
  // A server's life in a real cloud: BUILD → ACTIVE takes 7-15 s here, stop and delete a few more.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_PROXY_BASE_URL,
    locale: 'en-US',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
