import { existsSync, readFileSync } from 'node:fs';
import { DEFAULT_REGION } from '@cloud-portal/domain/regions';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CloudProxyTargets } from './cloud/proxy/index.ts';
import type { FakesSettings } from './fakes/access.ts';
import { isLoopbackHost } from './platform/http/localAccess.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './product/account/index.ts';
import { MAX_DEMO_SERVERS } from './product/consumers/demoServers.ts';
import { BRANDS, isBrand, type Brand } from './brands.ts';
import { DATA_KEY_ENV, DataKeyError, parseDataKey } from './platform/dataKey.ts';

/** Everything `main.ts` needs to start the sandbox. */
export interface SandboxConfig {
  port: number;
  host: string;
  brand: Brand;
  dataDir: string;
  staticDir: string;
  /** Published content pages (`PUBLISHED_DIR`, default `<staticDir>/.published`). */
  publishedDir: string;
  /** Attempt limits of login, sign-up, reset and TOTP (the per-IP one from `RATE_LIMIT_PER_IP`). */
  rateLimits: RateLimits;
  /** The fake outside parties (`SANDBOX_FAKES`, `SANDBOX_FAKES_HOSTS`). */
  fakes: FakesSettings;
  /** The data key from `SANDBOX_DATA_KEY` (base64, checked); unset: `<dataDir>/data.key`. */
  dataKey?: string;
  /** Proxies in front of the sandbox whose `X-Forwarded-*` headers are trusted (`TRUST_PROXY`). */
  trustProxyHops: number;
  /** Sandbox time per wall time (`SANDBOX_CLOCK_SPEED`, default 1). */
  clockSpeed: number;
  /** Serve the fault control surface `/sandbox/faults` (`SANDBOX_FAULTS=1`, default off). */
  faultControl: boolean;
  /** Regions forwarded to a real cloud, region → Keystone URL (`SANDBOX_CLOUD_PROXY`). */
  cloudProxy: CloudProxyTargets;
  /** ACTIVE servers seeded for the demo customer (`SANDBOX_DEMO_SERVERS`, default 0). */
  demoServers: number;
  /**
   * The real cloud's project user that every customer's consumer answers, and the regions the
   * product API then lists (`SANDBOX_CLOUD_PROXY_CONSUMER`). Unset: consumers are emulated users.
   */
  proxyConsumer?: ProxyConsumer;
}

/**
 * Proxy mode's consumer (`SANDBOX_CLOUD_PROXY_CONSUMER`): the portal logs in to the real cloud
 * as this user, so the product API lists only the regions that cloud's Keystone serves.
 */
export interface ProxyConsumer {
  /** The file it was read from (absolute), for the start-up log. */
  file: string;
  /** What `GET`/`POST /api/consumers/` answer for every customer's consumer. */
  credentials: { osUser: string; osPassword: string; osProject: string; osDomain: string };
  /** The regions `GET /api/regions/` lists: those proxied to the same Keystone as eu-west2. */
  regions: readonly string[];
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

function parseDemoServers(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const count = Number(value);
  if (!/^\d+$/.test(value) || count > MAX_DEMO_SERVERS) {
    throw new ConfigError(
      `SANDBOX_DEMO_SERVERS must be a whole number of servers from 0 to ${MAX_DEMO_SERVERS}, got "${value}".`,
    );
  }
  return count;
}

function parseSwitch(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new ConfigError(`${name} must be 1 (on) or 0 (off), got "${value}".`);
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  return parseSwitch(name, env[name]);
}

/**
 * The fake outside parties: off unless `SANDBOX_FAKES=1`. They let anyone who reaches them read
 * every reset link and sign in as any customer, so with a `HOST` other machines can reach they
 * also need `SANDBOX_FAKES_NON_LOOPBACK=1` (they still answer local browsers only).
 */
function parseFakes(env: NodeJS.ProcessEnv, host: string): FakesSettings {
  const enabled = flag(env, 'SANDBOX_FAKES');
  const nonLoopback = flag(env, 'SANDBOX_FAKES_NON_LOOPBACK');
  if (enabled && !isLoopbackHost(host) && !nonLoopback) {
    throw new ConfigError(
      `SANDBOX_FAKES=1 serves the outbox (every reset link), the OAuth consent pages (sign in as any email) and staff impersonation; with HOST=${host} other machines can reach the server. Use HOST=127.0.0.1, or set SANDBOX_FAKES_NON_LOOPBACK=1 to serve them anyway (to browsers on this machine only).`,
    );
  }
  const extraHosts = (env['SANDBOX_FAKES_HOSTS'] ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  for (const entry of extraHosts) {
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(entry)) {
      throw new ConfigError(
        `SANDBOX_FAKES_HOSTS takes Host values separated by commas (name or name:port), got "${entry}".`,
      );
    }
  }
  return { enabled, extraHosts };
}

function checkedDataKey(value: string | undefined): { dataKey?: string } {
  if (value === undefined || value === '') return {};
  try {
    parseDataKey(value, DATA_KEY_ENV);
  } catch (error) {
    if (error instanceof DataKeyError) throw new ConfigError(error.message);
    throw error;
  }
  return { dataKey: value.trim() };
}

// A count, never "trust all": with every hop trusted the client address would be the leftmost
// X-Forwarded-For entry, which the client writes itself.
function parseTrustProxyHops(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const hops = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(hops)) {
    throw new ConfigError(
      `TRUST_PROXY must be the number of proxies in front of the sandbox (a whole number, 0 for ` +
        `none, 1 for one TLS-terminating proxy), got "${value}".`,
    );
  }
  return hops;
}

/**
 * `SANDBOX_CLOUD_PROXY=eu-west2=http://127.0.0.1:5000/v3,other=https://keystone.example/v3`: each
 * region named goes to that cloud (cloud/proxy/). Empty or unset: none.
 *
 * @example
 * parseCloudProxy('eu-west2=http://127.0.0.1:5000/v3'); // { 'eu-west2': 'http://127.0.0.1:5000/v3' }
 */
export function parseCloudProxy(value: string | undefined): CloudProxyTargets {
  const targets: Record<string, string> = {};
  for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const separator = entry.indexOf('=');
    const region = entry.slice(0, separator).trim();
    const identityUrl = entry.slice(separator + 1).trim();
    const problem =
      separator <= 0 || !/^[a-z0-9][a-z0-9-]*$/.test(region)
        ? 'a region name (lower-case letters, digits, dashes) before "="'
        : Object.hasOwn(targets, region)
          ? `region ${region} only once`
          : !isIdentityUrl(identityUrl)
            ? `an http(s) Keystone URL without credentials, query or fragment after "${region}="`
            : undefined;
    if (problem !== undefined) {
      throw new ConfigError(
        `SANDBOX_CLOUD_PROXY takes region=KeystoneURL pairs separated by commas (eu-west2=http://127.0.0.1:5000/v3); "${entry}" needs ${problem}.`,
      );
    }
    targets[region] = identityUrl.replace(/\/+$/, '');
  }
  return targets;
}

const PROXY_CONSUMER = 'SANDBOX_CLOUD_PROXY_CONSUMER';

function consumerField(
  file: string,
  cloud: Record<string, unknown>,
  name: string,
  fallback?: string,
): string {
  const value = cloud[name] ?? fallback;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ConfigError(
      `${PROXY_CONSUMER}=${file}: "${name}" must be a non-empty string (the file is tooling/realstack's cloud.json: auth_url, username, password, project, user_domain, project_domain).`,
    );
  }
  return value;
}

/**
 * `SANDBOX_CLOUD_PROXY_CONSUMER=<cloud.json>`: the real cloud's project user (the file
 * tooling/realstack writes: `username`, `password`, `project`, `user_domain` and
 * `project_domain` (default `Default`, one domain for both: a consumer has one), optionally
 * `auth_url`, which must then be the Keystone `SANDBOX_CLOUD_PROXY` sends eu-west2 to).
 * The portal takes its one cloud token from eu-west2's Keystone (§4 Startup), so eu-west2 must
 * be proxied; the regions listed are those proxied to that same Keystone (a real token means
 * nothing to the emulated ones). Unset or empty: undefined.
 *
 * @example
 * parseProxyConsumer('/tmp/cloud-portal-realstack/cloud.json', { 'eu-west2': 'http://127.0.0.1:5000/v3' });
 * // { file: '/tmp/…/cloud.json', credentials: { osUser: 'portal-demo', …, osDomain: 'Default' }, regions: ['eu-west2'] }
 */
export function parseProxyConsumer(
  value: string | undefined,
  cloudProxy: CloudProxyTargets,
): ProxyConsumer | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const file = resolve(value.trim());
  const identityUrl = cloudProxy[DEFAULT_REGION];
  if (identityUrl === undefined) {
    throw new ConfigError(
      `${PROXY_CONSUMER} gives customers a user of the real cloud, and the portal takes its cloud token from region ${DEFAULT_REGION}'s Keystone: also set SANDBOX_CLOUD_PROXY=${DEFAULT_REGION}=<that cloud's Keystone URL>.`,
    );
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(
      `${PROXY_CONSUMER}=${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}); give the path of a cloud.json such as tooling/realstack writes.`,
    );
  }
  let cloud: unknown;
  try {
    cloud = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${PROXY_CONSUMER}=${file} is not JSON (${(error as Error).message}).`);
  }
  if (typeof cloud !== 'object' || cloud === null || Array.isArray(cloud)) {
    throw new ConfigError(`${PROXY_CONSUMER}=${file} must hold a JSON object.`);
  }
  const fields = cloud as Record<string, unknown>;
  const userDomain = consumerField(file, fields, 'user_domain', 'Default');
  const projectDomain = consumerField(file, fields, 'project_domain', 'Default');
  if (userDomain !== projectDomain) {
    throw new ConfigError(
      `${PROXY_CONSUMER}=${file}: user_domain "${userDomain}" and project_domain "${projectDomain}" differ; a consumer has one domain for both.`,
    );
  }
  if (fields['auth_url'] !== undefined) {
    const authUrl = consumerField(file, fields, 'auth_url').replace(/\/+$/, '');
    if (authUrl !== identityUrl) {
      throw new ConfigError(
        `${PROXY_CONSUMER}=${file}: its auth_url ${authUrl} is not the Keystone SANDBOX_CLOUD_PROXY sends ${DEFAULT_REGION} to (${identityUrl}).`,
      );
    }
  }
  return {
    file,
    credentials: {
      osUser: consumerField(file, fields, 'username'),
      osPassword: consumerField(file, fields, 'password'),
      osProject: consumerField(file, fields, 'project'),
      osDomain: userDomain,
    },
    regions: Object.keys(cloudProxy).filter((region) => cloudProxy[region] === identityUrl),
  };
}

function isIdentityUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === ''
  );
}

/**
 * Reads the sandbox configuration from environment variables:
 * `PORT` (default 8080), `HOST` (default 127.0.0.1), `BRAND` (default `default`),
 * `DATA_DIR` (default `<repo>/.data/<brand>`), `STATIC_DIR` (default `<repo>/apps/web-<brand>/dist`),
 * `PUBLISHED_DIR` (content pages published with their data, default `<staticDir>/.published`),
 * `RATE_LIMIT_PER_IP` (login, sign-up, reset and TOTP attempts per client address in 15 minutes,
 * default 30; the per-account limit is fixed), `TRUST_PROXY` (number of proxies in front whose
 * `X-Forwarded-*` headers count, default 0), `SANDBOX_FAKES` (`1` serves the fake outside
 * parties; default off; refused with a non-loopback `HOST` unless `SANDBOX_FAKES_NON_LOOPBACK=1`),
 * `SANDBOX_FAKES_HOSTS` (more `Host` values they accept), `SANDBOX_DATA_KEY` (32 bytes in base64
 * encrypting TOTP secrets and cloud passwords; default a generated `<dataDir>/data.key`),
 * `SANDBOX_CLOCK_SPEED` (sandbox time per wall time, default 1), `SANDBOX_FAULTS` (`1` serves
 * the fault control surface), `SANDBOX_CLOUD_PROXY` (regions forwarded to a real cloud,
 * `region=KeystoneURL,...`), `SANDBOX_CLOUD_PROXY_CONSUMER` (a cloud.json whose user every
 * customer's consumer answers; see {@link parseProxyConsumer}) and `SANDBOX_DEMO_SERVERS` (ACTIVE
 * servers seeded for the demo customer, default 0). Relative paths are resolved against the
 * current working directory.
 *
 * @example
 * loadConfig({ BRAND: 'rocket', PORT: '8099' }, '/repo');
 * // { port: 8099, host: '127.0.0.1', brand: 'rocket', dataDir: '/repo/.data/rocket',
 * //   staticDir: '/repo/apps/web-rocket/dist',
 * //   publishedDir: '/repo/apps/web-rocket/dist/.published', rateLimits: { perAccount: 5, perAddress: 30, ... },
 * //   fakes: { enabled: false, extraHosts: [] }, trustProxyHops: 0, clockSpeed: 1,
 * //   faultControl: false, cloudProxy: {}, demoServers: 0 }
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
  const publishedDir = env['PUBLISHED_DIR']
    ? resolve(env['PUBLISHED_DIR'])
    : join(staticDir, '.published');
  const cloudProxy = parseCloudProxy(env['SANDBOX_CLOUD_PROXY']);
  const proxyConsumer = parseProxyConsumer(env[PROXY_CONSUMER], cloudProxy);
  return {
    port: parsePort(env['PORT']),
    host,
    brand: brandValue,
    dataDir,
    staticDir,
    publishedDir,
    rateLimits: { ...DEFAULT_RATE_LIMITS, perAddress: parsePerIpLimit(env['RATE_LIMIT_PER_IP']) },
    fakes: parseFakes(env, host),
    ...checkedDataKey(env[DATA_KEY_ENV]),
    trustProxyHops: parseTrustProxyHops(env['TRUST_PROXY']),
    clockSpeed: parseClockSpeed(env['SANDBOX_CLOCK_SPEED']),
    faultControl: parseSwitch('SANDBOX_FAULTS', env['SANDBOX_FAULTS']),
    cloudProxy,
    demoServers: parseDemoServers(env['SANDBOX_DEMO_SERVERS']),
    ...(proxyConsumer === undefined ? {} : { proxyConsumer }),
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
