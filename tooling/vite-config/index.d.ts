import type { Plugin } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

/**
 * What index.html is made of: parts of a brand's `BrandConfig` and its `BrandDocument` (of
 * `@cloud-portal/portal/brand`). Structural, so tooling does not import the portal.
 */
export interface BrandHtmlConfig {
  id: string;
  siteName: string;
  languages: readonly string[];
  logo: string;
  description: string;
  favicon: string;
  themeColor: { light: string; dark: string };
}

export interface BrandAppOptions {
  /** The app's validated `BrandConfig` (runtime settings). */
  brand: Pick<BrandHtmlConfig, 'id' | 'siteName' | 'languages' | 'logo'>;
  /** The app's validated `BrandDocument` (build-time index.html fields). */
  document: Pick<BrandHtmlConfig, 'description' | 'favicon' | 'themeColor'>;
  overrides?: ViteUserConfig;
}

export declare const SOURCE_CONDITION: '@cloud-portal/source';
export declare const workspaceResolve: Pick<ViteUserConfig, 'resolve' | 'ssr'>;
export declare function brandAppConfig(options: BrandAppOptions): ViteUserConfig;
/** The build's id: the git commit (10 hex digits), `dev` outside a git checkout. */
export declare function buildId(cwd?: string): string;
/** V8's compile hint that every chunk of a brand's client build starts with (issue 15). */
export declare const COMPILE_HINT: '//# allFunctionsCalledOnLoad';
/** Serves (dev) and emits (build) the files of `dir` at the site root (the §3 image logos). */
export declare function sharedPublic(dir: string): Plugin;
/** Every file under `dir`, relative, with forward slashes. */
export declare function listFiles(dir: string): string[];
export declare function reactTestConfig(overrides?: ViteUserConfig): ViteUserConfig;
/** Writes the portal's prerendered public pages into dist after the client build (issue 5). */
export declare function prerenderPages(brand: object): Plugin;
export declare const PRERENDER_ENTRY: '@cloud-portal/portal/prerender';
/** The folder of dist that keeps the server bundle and `brand.json` for the publish step. */
export declare const PRERENDER_SERVER_DIR: '.prerender';
/**
 * Issue 15: renders the content pages of a build's brand with their data from the product API at
 * `api` into `outDir` (what the sandbox answers before the build's shells).
 */
export declare function publishContent(options: {
  distDir: string;
  api: string;
  outDir: string;
  fetch?: typeof fetch;
}): Promise<{ pages: number; files: string[] }>;
export declare function brandHtml(brand: BrandHtmlConfig): Plugin;
export declare function renderBrandHtml(
  html: string,
  brand: BrandHtmlConfig,
  base?: string,
): string;
export declare const THEME_INIT_FILE: string;
export declare const THEME_INIT_SCRIPT: string;
export declare const THEME_INIT_STORAGE_KEY: string;
/** Issue 15: the entry and its preloads start after the first paint; one initial stylesheet. */
export declare function deferredStart(themeInitFile: string): Plugin;
export declare function deferStart(
  html: string,
  paths: { themeInitSrc: string; initialCssHref: string },
): { html: string; stylesheets: string[]; entry: string; preloads: string[] };
export declare const START_SCRIPT: string;
export declare const HEAD_SCRIPT: string;
/** The CSP source (`'sha256-…'`) allowing the inline head script. */
export declare const HEAD_SCRIPT_HASH: string;
/** The build's list of extra CSP sources of its HTML pages (`csp.json`). */
export declare const CSP_FILE: string;
