// TOOLCHAIN.md: Debian's Chromium, with the flags that keep it off the (closed) network. Shared
// by the Playwright configs (playwright.config.ts, playwright.proxy.config.ts). The flags are
// tooling/scripts' list, the one `npm test`'s other browsers (bench:public) start with too.
import { CHROMIUM_HEADLESS_ARGS, DEFAULT_CHROMIUM } from '@cloud-portal/scripts/chromium';

/**
 * Launch options of every browser the suites start (CHROMIUM_PATH, default /usr/bin/chromium).
 * @example defineConfig({ use: { launchOptions: chromiumLaunchOptions } })
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM,
  args: [...CHROMIUM_HEADLESS_ARGS],
};
