// What `npm start` and `npm test` run: brands, stages and their command lines. Pure data and parsing.

/** Brands with an app in apps/web-<brand> (DESIGN.md "Layout"). */
export const BRANDS = Object.freeze(['default', 'rocket', 'za', 'cloudplus', 'asia']);

// errors-only keeps a green run short while printing the whole log of any failing task;
// dependencies-successful lets independent packages finish so one run shows every failure.
const TURBO_FLAGS = ['--output-logs=errors-only', '--continue=dependencies-successful'];

/** @param {string[]} tasks */
const turbo = (...tasks) => ['pnpm', 'exec', 'turbo', 'run', ...tasks, ...TURBO_FLAGS];

const STORYBOOK = '@cloud-portal/storybook';

/**
 * The `npm test` stages, in order. `needsBrowser` stages need Chromium (CHROMIUM_PATH).
 * @type {ReadonlyArray<{ name: string, command: string[], needsBrowser: boolean }>}
 */
export const STAGES = Object.freeze([
  { name: 'lint', command: turbo('lint', 'format:check'), needsBrowser: false },
  { name: 'typecheck', command: turbo('typecheck'), needsBrowser: false },
  // Every package's tests but the stories': those drive Chromium with timeouts for a first render,
  // and among the other packages' tests (load average 12-16 on two cores) they failed in the CI run of 2026-11-28.
  { name: 'unit', command: [...turbo('test'), `--filter=!${STORYBOOK}`], needsBrowser: true },
  { name: 'build', command: turbo('build'), needsBrowser: false },
  // Storybook's static build, then every story as a test (play function and axe, both themes), one
  // task at a time so the browser tests have the machine to themselves.
  {
    name: 'storybook',
    command: [...turbo('build-storybook', 'test'), `--filter=${STORYBOOK}`, '--concurrency=1'],
    needsBrowser: true,
  },
  { name: 'budgets', command: ['node', 'tooling/scripts/src/budgets.mjs'], needsBrowser: false },
  { name: 'e2e', command: turbo('e2e'), needsBrowser: true },
  // The SDK's scenario suite against the emulator and a real OpenStack (tooling/realstack, or
  // CONFORMANCE_CLOUD): installs and starts OpenStack as root, fails with how-to otherwise. Then
  // the portal in Chromium creates, stops and deletes a server in that cloud (proxy mode).
  {
    name: 'conformance',
    command: ['node', 'tooling/conformance/src/main.ts'],
    needsBrowser: true,
  },
]);

/**
 * Parses the bootstrap's arguments: a command and, for `test`, `--only a,b` (or `--only=a,b`, repeatable).
 * @param {string[]} argv arguments after the script path
 * @returns {{ ok: true, command: string, only: string[] | null } | { ok: false, message: string }}
 * @example
 * parseArgs(['test', '--only', 'lint,unit']); // { ok: true, command: 'test', only: ['lint', 'unit'] }
 */
export function parseArgs(argv) {
  const [command, ...rest] = argv;
  if (!command) return { ok: false, message: 'missing command (start or test)' };
  /** @type {string[] | null} */
  let only = null;
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index];
    let value;
    if (arg === '--only') {
      value = rest[index + 1];
      index += 1;
      if (value === undefined)
        return { ok: false, message: '--only needs a value, for example --only lint,unit' };
    } else if (arg.startsWith('--only=')) {
      value = arg.slice('--only='.length);
    } else {
      return { ok: false, message: `unknown argument "${arg}"` };
    }
    only = [
      ...(only ?? []),
      ...value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ];
  }
  if (only !== null && command !== 'test')
    return { ok: false, message: '--only applies to the test command' };
  return { ok: true, command, only };
}

/**
 * The stages to run for `--only` (all when null), in pipeline order whatever order they were given in.
 * @param {string[] | null} only
 * @param {ReadonlyArray<{ name: string }>} [stages]
 * @example
 * selectStages(['e2e', 'lint']).map((stage) => stage.name); // ['lint', 'e2e']
 */
export function selectStages(only, stages = STAGES) {
  if (only === null) return { ok: true, stages: [...stages] };
  const names = stages.map((stage) => stage.name);
  const unknown = only.filter((name) => !names.includes(name));
  if (unknown.length > 0) {
    return {
      ok: false,
      message: `unknown stage ${unknown.map((name) => `"${name}"`).join(', ')}; stages are ${names.join(', ')}`,
    };
  }
  if (only.length === 0)
    return { ok: false, message: `--only needs at least one stage of ${names.join(', ')}` };
  return { ok: true, stages: stages.filter((stage) => only.includes(stage.name)) };
}

/**
 * Whether a listening host is reachable from this machine only.
 * @param {string} host
 * @example
 * isLoopbackHost('0.0.0.0'); // false
 */
export function isLoopbackHost(host) {
  const name = host.toLowerCase();
  return ['localhost', '::1', '[::1]'].includes(name) || /^127\.\d+\.\d+\.\d+$/.test(name);
}

/** Servers the `npm start` demo customer has (SANDBOX_DEMO_SERVERS unless set). */
export const DEFAULT_DEMO_SERVERS = 5;

/**
 * Reads and validates the `npm start` settings from the environment. `fakes` is the sandbox's
 * SANDBOX_FAKES: the demo serves the fake outside parties (mail outbox, OAuth consent, pay page,
 * staff impersonation) when it listens on loopback only, unless SANDBOX_FAKES says otherwise.
 * `demoServers` is the sandbox's SANDBOX_DEMO_SERVERS (the sandbox checks it): 5 unless set.
 * @param {Record<string, string | undefined>} env
 * @returns {{ ok: true, brand: string, port: number, host: string, fakes: string, demoServers: string } | { ok: false, message: string }}
 * @example
 * startSettings({ BRAND: 'rocket' }); // { ok: true, brand: 'rocket', port: 8080, host: '127.0.0.1', fakes: '1', demoServers: '5' }
 */
export function startSettings(env) {
  const brand = env.BRAND === undefined || env.BRAND === '' ? 'default' : env.BRAND;
  if (!BRANDS.includes(brand)) {
    return {
      ok: false,
      message: `BRAND="${brand}" is not a brand; use one of ${BRANDS.join(', ')} (for example BRAND=rocket npm start)`,
    };
  }
  const portText = env.PORT === undefined || env.PORT === '' ? '8080' : env.PORT;
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    return {
      ok: false,
      message: `PORT="${portText}" is not a TCP port; use a number from 0 (any free port) to 65535 (default 8080)`,
    };
  }
  const host = env.HOST === undefined || env.HOST === '' ? '127.0.0.1' : env.HOST;
  const fakes =
    env.SANDBOX_FAKES === undefined || env.SANDBOX_FAKES === ''
      ? isLoopbackHost(host)
        ? '1'
        : '0'
      : env.SANDBOX_FAKES;
  // The demo customer's servers: a few, so the control panel shows a list, not the empty state.
  const demoServersText =
    env.SANDBOX_DEMO_SERVERS === undefined || env.SANDBOX_DEMO_SERVERS === ''
      ? String(DEFAULT_DEMO_SERVERS)
      : env.SANDBOX_DEMO_SERVERS;
  return { ok: true, brand, port, host, fakes, demoServers: demoServersText };
}

/**
 * The turbo command that builds only what `npm start` serves: the brand app, the sandbox and their dependencies.
 * @param {string} brand
 * @example
 * startBuildCommand('za').includes('--filter=@cloud-portal/web-za'); // true
 */
export function startBuildCommand(brand) {
  return [
    'pnpm',
    'exec',
    'turbo',
    'run',
    'build',
    `--filter=@cloud-portal/web-${brand}`,
    '--filter=@cloud-portal/sandbox',
    '--output-logs=errors-only',
  ];
}
