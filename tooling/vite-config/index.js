// Shared Vite / Vitest configuration. Workspace packages expose their TypeScript sources under
// the `@cloud-portal/source` export condition, so apps and tests compile them directly (no
// pre-build needed, CSS modules handled by the app's Vite).
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, mergeConfig } from 'vite';
import { brandHtml, THEME_INIT_FILE } from './brandHtml.js';
import { buildId } from './buildId.js';
import { compileHints } from './compileHints.js';
import { deferredStart } from './deferredStart.js';
import { novncWithoutTopLevelAwait } from './novncTopLevelAwait.js';
import { precompress } from './precompress.js';
import { prerenderPages } from './prerender.js';
import { sharedPublic } from './sharedPublic.js';

export { brandHtml, renderBrandHtml, THEME_INIT_FILE } from './brandHtml.js';
export { buildId } from './buildId.js';
export { COMPILE_HINT, compileHints, mapOneLineDown, withCompileHint } from './compileHints.js';
export {
  deferredStart,
  deferStart,
  HEAD_SCRIPT,
  HEAD_SCRIPT_HASH,
  CSP_FILE,
  START_SCRIPT,
} from './deferredStart.js';
export { listFiles, sharedPublic } from './sharedPublic.js';
export { prerenderPages, PRERENDER_ENTRY, PRERENDER_SERVER_DIR } from './prerender.js';
export { publishContent } from './publishContent.js';
export { THEME_INIT_SCRIPT, THEME_INIT_STORAGE_KEY } from './themeInit.js';

export const SOURCE_CONDITION = '@cloud-portal/source';

/** Resolve settings shared by every Vite/Vitest config in the repo. */
export const workspaceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: [SOURCE_CONDITION, ...defaultServerConditions],
      externalConditions: [SOURCE_CONDITION],
    },
  },
};

/**
 * Vite config of a brand app (`apps/web-*`): React, the workspace source condition, chunking, and
 * index.html filled from the brand config and document (`brandHtml`). Pass both through the
 * portal's `assertBrandConfig` / `assertBrandDocument` first, so a wrong brand config fails the
 * build with a clear message.
 * @param {import('./index.d.ts').BrandAppOptions} options
 * @example export default brandAppConfig({ brand: assertBrandConfig(brand), document: assertBrandDocument(brandDocument) });
 */
export function brandAppConfig({ brand, document, overrides = {} }) {
  return defineConfig(
    mergeConfig(
      {
        ...workspaceResolve,
        plugins: [
          react(),
          // Issue 15: noVNC's one top-level await turned off Rolldown's chunk optimizations.
          novncWithoutTopLevelAwait(),
          brandHtml({ ...brand, ...document }),
          // Issue 15: JavaScript starts after the first paint; one initial stylesheet.
          deferredStart(THEME_INIT_FILE),
          // §3 Image logos and other files every brand serves (packages/portal/public).
          sharedPublic(fileURLToPath(new URL('../../packages/portal/public', import.meta.url))),
          // Issue 15: every chunk compiled eagerly, off the main thread.
          compileHints(),
          prerenderPages(brand),
          // After the prerendered pages are written: it compresses them too.
          precompress(),
        ],
        define: {
          __BRAND__: JSON.stringify(brand.id),
          // The build's id (git commit) for the portal's debug toast (SPEC §2 Global UI).
          'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId()),
        },
        build: {
          target: 'es2023',
          sourcemap: true,
          assetsInlineLimit: 2048,
          reportCompressedSize: false,
          manifest: true,
          // Every browser the es2023 target admits supports <link rel="modulepreload">: Vite's
          // polyfill would be 0.3 KB gzip of dead code in the public home's entry.
          modulePreload: {
            polyfill: false,
            // Issue 15: a page's own chunks keep their preloads (the start script adds them), but a
            // dynamic import no longer inserts a <link rel=modulepreload> for each chunk it needs:
            // after the home's hydration that was 64 insertions in a row on the main thread (3-6 ms
            // each at 4x CPU). The browser fetches a lazy chunk's imports when it parses it; the
            // stylesheets of a lazy chunk are still linked before it runs. Measured on the default
            // home (Lighthouse mobile, 2 x 3 runs alternating): TBT 1,575 and 1,461 ms before, 940
            // and 737 ms after; /company/about 600 and 796 before, 454 and 564 after.
            resolveDependencies: (_chunk, dependencies, { hostType }) =>
              hostType === 'html' ? dependencies : [],
          },
          rolldownOptions: {
            output: {
              // Third-party code in a few named, long-lived chunks: an app release does not
              // invalidate the browser's cached React or router, and the budgets table reads well.
              codeSplitting: {
                groups: [
                  {
                    // React, its router and i18next are on every page: one chunk compresses
                    // 1 KB smaller than three (measured on the public home).
                    name: 'vendor',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/,
                  },
                  {
                    name: 'state',
                    test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk)[\\/]/,
                  },
                ],
              },
            },
          },
        },
        server: { proxy: { '/api': 'http://127.0.0.1:8080', '/cloud': 'http://127.0.0.1:8080' } },
        test: { environment: 'jsdom', passWithNoTests: true },
      },
      overrides,
    ),
  );
}

/**
 * Vitest config of a React package (jsdom).
 * @param {import('vite').UserConfig} [overrides]
 */
export function reactTestConfig(overrides = {}) {
  return defineConfig(
    mergeConfig(
      {
        ...workspaceResolve,
        plugins: [react()],
        test: {
          environment: 'jsdom',
          css: { modules: { classNameStrategy: 'non-scoped' } },
          // CI runs every package's tests at once on 2 cores: allow for a slow first render.
          testTimeout: 20_000,
          // beforeEach renders and store set-ups share that load: the same margin, not Vitest's 10 s.
          hookTimeout: 20_000,
          // Vitest's default is one core less than the machine has: ONE worker on the 2-core CI
          // machine, so the portal's ~140 jsdom files ran one after another and were the unit
          // stage's critical path. A file's worker waits on I/O and timers part of the time, and
          // the main process only collects results: two workers on two cores (the default from
          // three cores up).
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
      overrides,
    ),
  );
}
