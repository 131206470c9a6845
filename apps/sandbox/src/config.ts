import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './product/account/index.ts';
import { BRANDS, isBrand, type Brand } from './brands.ts';

/** Everything `main.ts` needs to start the sandbox. */
export interface SandboxConfig {
  port: number;
  host: string;
  brand: Brand;
  dataDir: string;
  staticDir: string;
  /** Attempt limits of login, sign-up, reset and TOTP (the per-IP one from `RATE_LIMIT_PER_IP`). */
  rateLimits: RateLimits;
  /** Sandbox time per wall time (`SANDBOX_CLOCK_SPEED`, default 1). */
  clockSpeed: number;
  /** Serve the fault control surface `/sandbox/faults` (`SANDBOX_FAULTS=1`, default off). */
  faultControl: boolean;
}

/** A configuration problem, with a message that says what to change. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Finds the repository root: the nearest folder at or above `start` holding `pnpm-workspace.yaml`.
 * Falls back to three levels above the sandbox's `src`/`dist` folder.
 *
 * @example
 * findRepoRoot(); // '/work/main'
 */
export function findRepoRoot(start: string = dirname(fileURLToPath(import.meta.url))): string {
  let directory = resolve(start);
  for (;;) {
    if (existsSync(join(directory, 'pnpm-workspace.yaml'))) return directory;
    const parent = dirname(directory);
    if (parent === directory) break;
    directory = parent;
  }
  // apps/sandbox/{src,dist}/config.* → repository root.
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!/^\d+$/.test(value) || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${value}".`);
  }
  return port;
}

// A limit of 0 would lock every visitor out: at least one attempt per window.
function parsePerIpLimit(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_RATE_LIMITS.perAddress;
  const limit = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(limit) || limit < 1) {
    throw new ConfigError(
      `RATE_LIMIT_PER_IP must be a whole number of at least 1, got "${value}".`,
    );
  }
  return limit;
}

// Sandbox seconds per wall second: 60 makes a minute pass every second, 3600 an hour.
function parseClockSpeed(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const speed = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || !Number.isFinite(speed) || speed <= 0) {
    throw new ConfigError(
      `SANDBOX_CLOCK_SPEED must be a positive number (1 is real time, 60 a minute per second), got "${value}".`,
    );
  }
  return speed;
}

function parseSwitch(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new ConfigError(`${name} must be 1 (on) or 0 (off), got "${value}".`);
}

/**
 * Reads the sandbox configuration from environment variables:
 * `PORT` (default 8080), `HOST` (default 127.0.0.1), `BRAND` (default `default`),
 * `DATA_DIR` (default `<repo>/.data/<brand>`), `STATIC_DIR` (default `<repo>/apps/web-<brand>/dist`),
 * `RATE_LIMIT_PER_IP` (login, sign-up, reset and TOTP attempts per client address in 15 minutes,
 * default 30; the per-account limit is fixed), `SANDBOX_CLOCK_SPEED` (sandbox time per wall time,
 * default 1), `SANDBOX_FAULTS` (`1` serves the fault control surface). Relative directories are resolved against the
 * current working directory.
 *
 * @example
 * loadConfig({ BRAND: 'rocket', PORT: '8099' }, '/repo');
 * // { port: 8099, host: '127.0.0.1', brand: 'rocket', dataDir: '/repo/.data/rocket',
 * //   staticDir: '/repo/apps/web-rocket/dist', rateLimits: { perAccount: 5, perAddress: 30, ... },
 * //   clockSpeed: 1, faultControl: false }
 */
export function loadConfig(
  env: NodeJS.ProcessEnv,
  repoRoot: string = findRepoRoot(),
): SandboxConfig {
  const brandValue = env['BRAND'] === undefined || env['BRAND'] === '' ? 'default' : env['BRAND'];
  if (!isBrand(brandValue)) {
    throw new ConfigError(`Unknown BRAND "${brandValue}". Use one of: ${BRANDS.join(', ')}.`);
  }
  const host = env['HOST'] === undefined || env['HOST'] === '' ? '127.0.0.1' : env['HOST'];
  const dataDir = env['DATA_DIR'] ? resolve(env['DATA_DIR']) : join(repoRoot, '.data', brandValue);
  const staticDir = env['STATIC_DIR']
    ? resolve(env['STATIC_DIR'])
    : join(repoRoot, 'apps', `web-${brandValue}`, 'dist');
  return {
    port: parsePort(env['PORT']),
    host,
    brand: brandValue,
    dataDir,
    staticDir,
    rateLimits: { ...DEFAULT_RATE_LIMITS, perAddress: parsePerIpLimit(env['RATE_LIMIT_PER_IP']) },
    clockSpeed: parseClockSpeed(env['SANDBOX_CLOCK_SPEED']),
    faultControl: parseSwitch('SANDBOX_FAULTS', env['SANDBOX_FAULTS']),
  };
}

/**
 * The address people should open: IPv6 hosts in brackets, wildcard hosts shown as they were given.
 *
 * @example
 * listenUrl('127.0.0.1', 8080); // 'http://127.0.0.1:8080/'
 */
export function listenUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
}
