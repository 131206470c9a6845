// Finding the Chromium the browser tests drive. Playwright's own download cannot work on this closed
// network (TOOLCHAIN.md "Browser tests"), so we use Debian's package.

/** Where Debian's `chromium` package puts the browser. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** What to tell a person who has no Chromium and cannot let us install one. */
export const HOW_TO_GET_CHROMIUM =
  "Chromium is needed for the browser tests. Install Debian's package with `sudo apt-get install -y chromium` " +
  `(it lands in ${DEFAULT_CHROMIUM}), or point CHROMIUM_PATH at an existing Chromium/Chrome binary, ` +
  'for example `CHROMIUM_PATH=/opt/chrome/chrome npm test`.';

/**
 * Decides where Chromium comes from. An explicit CHROMIUM_PATH is never replaced by an install: a wrong
 * path is the caller's mistake to fix.
 * @param {{ envPath: string | undefined, isExecutable: (file: string) => boolean, isRoot: boolean, hasAptGet: boolean }} input
 * @returns {{ action: 'use', path: string } | { action: 'install', path: string } | { action: 'fail', message: string }}
 * @example
 * planChromium({ envPath: undefined, isExecutable: () => false, isRoot: true, hasAptGet: true });
 * // { action: 'install', path: '/usr/bin/chromium' }
 */
export function planChromium({ envPath, isExecutable, isRoot, hasAptGet }) {
  if (envPath !== undefined && envPath !== '') {
    if (isExecutable(envPath)) return { action: 'use', path: envPath };
    return {
      action: 'fail',
      message: `CHROMIUM_PATH=${envPath} is not an executable file. ${HOW_TO_GET_CHROMIUM}`,
    };
  }
  if (isExecutable(DEFAULT_CHROMIUM)) return { action: 'use', path: DEFAULT_CHROMIUM };
  if (isRoot && hasAptGet) return { action: 'install', path: DEFAULT_CHROMIUM };
  return {
    action: 'fail',
    message: `No Chromium at ${DEFAULT_CHROMIUM} and CHROMIUM_PATH is not set. ${HOW_TO_GET_CHROMIUM}`,
  };
}

/**
 * Flags of a headless Debian Chromium on this closed network (TOOLCHAIN.md "Browser tests"):
 * without the background-networking ones it keeps trying to reach the internet. The one list:
 * bench:public starts Chromium with it, and tooling/e2e's Playwright configs import it
 * (`@cloud-portal/scripts/chromium`).
 */
export const CHROMIUM_HEADLESS_ARGS = Object.freeze([
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]);
