// Pure decisions about which Node and pnpm the README commands use (TOOLCHAIN.md "Node and pnpm").
// This file runs on the machine's own Node, which may be Node 20: plain ESM, no dependencies.
import path from 'node:path';

/** The Node version installed from the npm registry when the machine's Node is too old. */
export const NODE_VERSION = '24.21.0';
/** Lowest Node major the libraries accept (several crash on Node 20). */
export const REQUIRED_NODE_MAJOR = 24;
/** pnpm major the lockfile and `pnpm-workspace.yaml` settings (`allowBuilds`, `pmOnFail`) are written for. */
export const REQUIRED_PNPM_MAJOR = 12;

/**
 * Major version number of a version string, or null when it is not a version.
 * Accepts `node --version` output (`v24.21.0`), plain versions and trailing whitespace.
 * @param {string | null | undefined} version
 * @returns {number | null}
 * @example
 * parseMajor('v24.21.0\n'); // 24
 * parseMajor('not installed'); // null
 */
export function parseMajor(version) {
  const match = /^\s*v?(\d+)\.\d+\.\d+/.exec(version ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The pnpm version pinned by the root package.json `packageManager` field (`pnpm@12.21.0+sha512...`).
 * @param {string | undefined} packageManager
 * @returns {string | null}
 * @example
 * pnpmVersionFrom('pnpm@12.21.0+sha512.abc'); // '12.21.0'
 */
export function pnpmVersionFrom(packageManager) {
  const match = /^pnpm@(\d+\.\d+\.\d+[^+]*)/.exec(packageManager ?? '');
  return match ? match[1] : null;
}

/**
 * Where the repo-local toolchain lives. `.tools/` is git-ignored.
 * @param {string} repoRoot
 * @example
 * toolsPaths('/repo').nodeBin; // '/repo/.tools/node/node_modules/.bin/node'
 */
export function toolsPaths(repoRoot) {
  const toolsDir = path.join(repoRoot, '.tools');
  const nodeDir = path.join(toolsDir, 'node');
  const pnpmDir = path.join(toolsDir, 'pnpm');
  return {
    toolsDir,
    nodeDir,
    nodeBin: path.join(nodeDir, 'node_modules', '.bin', 'node'),
    pnpmDir,
    pnpmBin: path.join(pnpmDir, 'bin', 'pnpm'),
  };
}

/**
 * Chooses the Node that runs everything: the current one when it is new enough, else the repo-local one.
 * `toolsVersion` is what the repo-local binary answered to `--version` (null when absent or broken).
 * @param {{ currentVersion: string, currentExecPath: string, toolsBin: string, toolsVersion: string | null }} input
 * @returns {{ source: 'current' | 'tools', bin: string, install: boolean }}
 * @example
 * pickNode({ currentVersion: '20.20.2', currentExecPath: '/usr/bin/node', toolsBin: '/r/.tools/node/node_modules/.bin/node', toolsVersion: null });
 * // { source: 'tools', bin: '/r/.tools/node/node_modules/.bin/node', install: true }
 */
export function pickNode({ currentVersion, currentExecPath, toolsBin, toolsVersion }) {
  if ((parseMajor(currentVersion) ?? 0) >= REQUIRED_NODE_MAJOR) {
    return { source: 'current', bin: currentExecPath, install: false };
  }
  const toolsUsable = (parseMajor(toolsVersion) ?? 0) >= REQUIRED_NODE_MAJOR;
  return { source: 'tools', bin: toolsBin, install: !toolsUsable };
}

/**
 * Chooses pnpm: the one on PATH when its major matches, else the repo-local one (installed when missing or wrong).
 * @param {{ pathVersion: string | null, toolsBin: string, toolsVersion: string | null }} input
 * @returns {{ source: 'path' | 'tools', bin: string, install: boolean }}
 * @example
 * pickPnpm({ pathVersion: '12.21.0', toolsBin: '/r/.tools/pnpm/bin/pnpm', toolsVersion: null });
 * // { source: 'path', bin: 'pnpm', install: false }
 */
export function pickPnpm({ pathVersion, toolsBin, toolsVersion }) {
  if (parseMajor(pathVersion) === REQUIRED_PNPM_MAJOR) {
    return { source: 'path', bin: 'pnpm', install: false };
  }
  const toolsUsable = parseMajor(toolsVersion) === REQUIRED_PNPM_MAJOR;
  return { source: 'tools', bin: toolsBin, install: !toolsUsable };
}

/** Variables every child gets: no browser downloads (closed network), no telemetry. */
export const CHILD_ENV_DEFAULTS = Object.freeze({
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
});

/**
 * The environment for child processes: `binDirs` first on PATH (so `node` and `pnpm` in scripts are the chosen
 * ones), telemetry and browser downloads off, everything else (including `CI`) kept as given.
 * @param {Record<string, string | undefined>} baseEnv
 * @param {{ binDirs: string[], extra?: Record<string, string> }} options
 * @returns {Record<string, string>}
 * @example
 * childEnv({ PATH: '/usr/bin', CI: 'true' }, { binDirs: ['/r/.tools/node/node_modules/.bin'] }).PATH;
 * // '/r/.tools/node/node_modules/.bin:/usr/bin'
 */
export function childEnv(baseEnv, { binDirs, extra = {} }) {
  /** @type {Record<string, string>} */
  const env = {};
  for (const [key, value] of Object.entries(baseEnv)) {
    if (value !== undefined) env[key] = value;
  }
  const current = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const unique = [...new Set(binDirs)];
  env.PATH = [...unique, ...current.filter((dir) => !unique.includes(dir))].join(path.delimiter);
  return { ...env, ...CHILD_ENV_DEFAULTS, ...extra };
}
