// TOOLCHAIN.md: Debian's Chromium, with the flags that keep it off the (closed) network. Shared
// by the Playwright configs (playwright.config.ts, playwright.proxy.config.ts).

/**
 * Launch options of every browser the suites start (CHROMIUM_PATH, default /usr/bin/chromium).
 * @example defineConfig({ use: { launchOptions: chromiumLaunchOptions } })
 */
export const chromiumLaunchOptions = {
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
