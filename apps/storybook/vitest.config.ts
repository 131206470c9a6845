import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { prebundledDependencies } from './.storybook/prebundle.ts';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

// Every story renders in Debian's Chromium (TOOLCHAIN.md) and its `play` function runs as a test;
// the a11y addon's axe check (contrast included) runs on each story too, once per theme.
const storyProject = (theme: 'light' | 'dark'): TestProjectInlineConfiguration => ({
  plugins: [storybookTest({ configDir })],
  optimizeDeps: { include: prebundledDependencies },
  define: { 'import.meta.env.VITE_STORY_THEME': JSON.stringify(theme) },
  test: {
    name: `storybook ${theme}`,
    setupFiles: ['./.storybook/vitest.setup.ts'],
    // A story may wait FIRST_RENDER (15 s) more than once for its first data; Vitest's browser
    // default of 15 s per test cut such a story short (AccountSecurityScreen Filled, 2026-11-28 CI).
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      // The browser's page has to load Vitest's orchestrator through Vite (dependency optimisation
      // included) before the session counts as connected. In the CI unit stage every package's
      // tests share the two cores (load average 12–16) and the dark project's session missed
      // Vitest's 60 s default: the whole project (76 files) failed with one unhandled error.
      connectTimeout: 300_000,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});

export default defineConfig({
  test: { projects: [storyProject('light'), storyProject('dark')] },
});
