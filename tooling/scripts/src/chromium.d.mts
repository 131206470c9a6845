// Types of chromium.mjs for TypeScript importers (`@cloud-portal/scripts/chromium`: tooling/e2e).
export declare const DEFAULT_CHROMIUM: string;
export declare const HOW_TO_GET_CHROMIUM: string;
export declare const CHROMIUM_HEADLESS_ARGS: readonly string[];
export declare function planChromium(input: {
  envPath: string | undefined;
  isExecutable: (file: string) => boolean;
  isRoot: boolean;
  hasAptGet: boolean;
}):
  | { action: 'use'; path: string }
  | { action: 'install'; path: string }
  | { action: 'fail'; message: string };
