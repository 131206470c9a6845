#!/usr/bin/env node
// `npm start` and `npm test` (root package.json). Runs on whatever Node the machine has, down to Node 20:
// it bootstraps Node 24 and pnpm 12 from the npm registry into the git-ignored `.tools/` when needed
// (TOOLCHAIN.md: nodejs.org, `pnpm env use` and corepack do not work on this network), installs the
// workspace, then builds and serves one brand (`start`) or runs every check (`test`).
// Plain ESM JavaScript, no dependencies, no TypeScript: nothing is installed yet when it starts.
import {
  existsSync,
  accessSync,
  constants as fsConstants,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CHROMIUM, planChromium } from './chromium.mjs';
import { formatDigest, turboLogPath, turboTasks, workspaceGroups } from './failureDigest.mjs';
import { capture, exitCodeForSignal, interruption, run } from './process.mjs';
import { STAGES, parseArgs, selectStages, startBuildCommand, startSettings } from './stages.mjs';
import { countResults, formatSummary } from './summary.mjs';
import {
  NODE_VERSION,
  childEnv,
  parseMajor,
  pickNode,
  pickPnpm,
  pnpmVersionFrom,
  toolsPaths,
} from './toolchain.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const USAGE = `usage: node tooling/scripts/src/bootstrap.mjs <start|test> [--only stage,stage]
  start   build the brand app (BRAND, default "default") and the sandbox, then serve them on PORT (default 8080)
  test    lint, typecheck, unit, build, storybook, budgets, e2e, conformance; --only runs a subset (${STAGES.map((stage) => stage.name).join(',')})`;

/** @param {string} message */
const step = (message) => console.log(`==> ${message}`);
/** @param {string} message */
const problem = (message) => console.error(`cloud-portal: ${message}`);
/** @param {number} seconds */
const secondsText = (seconds) => `${seconds.toFixed(1)} s`;
/** @param {string} file */
const relative = (file) => (path.isAbsolute(file) ? path.relative(repoRoot, file) || '.' : file);

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, fsConstants.X_OK);
    return true;
  } catch {
    return false; // missing or not executable: both mean "not usable"
  }
}

/** @param {string} name */
function onPath(name) {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && isExecutable(path.join(dir, name)));
}

/**
 * Installs an npm package into `finalDir` through a temporary sibling folder, so an interrupted install
 * never leaves a half-filled tools folder that looks usable.
 * @param {string} finalDir
 * @param {string[]} npmArgs arguments of `npm`, with PREFIX standing for the target folder
 * @param {Record<string, string>} env
 */
async function npmInstallInto(finalDir, npmArgs, env) {
  const partial = `${finalDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  const args = npmArgs.map((arg) => (arg === 'PREFIX' ? partial : arg));
  step(`npm ${args.map(relative).join(' ')}`);
  const result = await run('npm', args, { cwd: repoRoot, env });
  if (result.code !== 0) {
    rmSync(partial, { recursive: true, force: true });
    return {
      ok: false,
      seconds: result.seconds,
      message: result.error ?? `npm exited with code ${result.code}`,
    };
  }
  rmSync(finalDir, { recursive: true, force: true });
  renameSync(partial, finalDir);
  return { ok: true, seconds: result.seconds };
}

/**
 * Step 1: choose (and if needed install) Node 24 and pnpm 12; build the children's environment.
 * @returns {Promise<{ ok: true, node: Tool, pnpm: Tool, env: Record<string, string>, seconds: number } | { ok: false, message: string, seconds: number }>}
 * @typedef {{ bin: string, version: string, source: string, installSeconds: number | null }} Tool
 */
async function ensureToolchain() {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const paths = toolsPaths(repoRoot);
  const installEnv = childEnv(process.env, {
    binDirs: [],
    extra: { npm_config_update_notifier: 'false' },
  });

  const toolsNodeVersion = existsSync(paths.nodeBin) ? capture(paths.nodeBin, ['--version']) : null;
  const nodeChoice = pickNode({
    currentVersion: process.versions.node,
    currentExecPath: process.execPath,
    toolsBin: paths.nodeBin,
    toolsVersion: toolsNodeVersion,
  });
  let nodeInstallSeconds = null;
  if (nodeChoice.install) {
    step(
      `Node ${process.versions.node} is older than 24: installing node@${NODE_VERSION} from the npm registry into .tools/node`,
    );
    const installed = await npmInstallInto(
      paths.nodeDir,
      [
        'install',
        '--prefix',
        'PREFIX',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `node@${NODE_VERSION}`,
      ],
      installEnv,
    );
    if (!installed.ok)
      return {
        ok: false,
        seconds: elapsed(),
        message: `installing Node ${NODE_VERSION} failed: ${installed.message}`,
      };
    nodeInstallSeconds = installed.seconds;
    step(`node@${NODE_VERSION} installed in ${secondsText(installed.seconds)}`);
  }
  const nodeVersion =
    nodeChoice.source === 'current'
      ? process.versions.node
      : capture(nodeChoice.bin, ['--version']);
  if ((parseMajor(nodeVersion) ?? 0) < 24) {
    return {
      ok: false,
      seconds: elapsed(),
      message: `${nodeChoice.bin} does not run (answered ${nodeVersion ?? 'nothing'}); delete .tools/ and retry`,
    };
  }
  const nodeDir = path.dirname(nodeChoice.bin);

  // pnpm runs its scripts with the `node` on PATH, so it is probed with Node 24 already in front.
  const withNode = childEnv(process.env, { binDirs: [nodeDir] });
  const pnpmVersionWanted =
    pnpmVersionFrom(
      JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).packageManager,
    ) ?? '12.21.0';
  const pathPnpmVersion = capture('pnpm', ['--version'], withNode);
  const toolsPnpmVersion = existsSync(paths.pnpmBin)
    ? capture(paths.pnpmBin, ['--version'], withNode)
    : null;
  const pnpmChoice = pickPnpm({
    pathVersion: pathPnpmVersion,
    toolsBin: paths.pnpmBin,
    toolsVersion: toolsPnpmVersion,
  });
  let pnpmInstallSeconds = null;
  if (pnpmChoice.install) {
    step(
      `${pathPnpmVersion ? `pnpm ${pathPnpmVersion} on PATH is not pnpm 12` : 'pnpm is not on PATH'}: installing pnpm@${pnpmVersionWanted} into .tools/pnpm`,
    );
    const installed = await npmInstallInto(
      paths.pnpmDir,
      [
        'install',
        '--global',
        '--prefix',
        'PREFIX',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `pnpm@${pnpmVersionWanted}`,
      ],
      installEnv,
    );
    if (!installed.ok)
      return {
        ok: false,
        seconds: elapsed(),
        message: `installing pnpm ${pnpmVersionWanted} failed: ${installed.message}`,
      };
    pnpmInstallSeconds = installed.seconds;
    step(`pnpm@${pnpmVersionWanted} installed in ${secondsText(installed.seconds)}`);
  }
  const pnpmVersion =
    pnpmChoice.source === 'path'
      ? pathPnpmVersion
      : capture(pnpmChoice.bin, ['--version'], withNode);
  if (parseMajor(pnpmVersion) !== 12) {
    return {
      ok: false,
      seconds: elapsed(),
      message: `${pnpmChoice.bin} does not run (answered ${pnpmVersion ?? 'nothing'}); delete .tools/ and retry`,
    };
  }
  const binDirs =
    pnpmChoice.source === 'tools' ? [nodeDir, path.dirname(pnpmChoice.bin)] : [nodeDir];
  return {
    ok: true,
    seconds: elapsed(),
    env: childEnv(process.env, { binDirs }),
    node: {
      bin: nodeChoice.bin,
      version: String(nodeVersion).replace(/^v/, ''),
      source: nodeChoice.source,
      installSeconds: nodeInstallSeconds,
    },
    pnpm: {
      bin: pnpmChoice.bin,
      version: String(pnpmVersion),
      source: pnpmChoice.source,
      installSeconds: pnpmInstallSeconds,
    },
  };
}

/**
 * Steps 1 and 2 of both commands: toolchain, then `pnpm install --frozen-lockfile` (about a second when up to date).
 * @returns {Promise<{ ok: true, toolchain: any, installSeconds: number } | { ok: false, failedStep: string, message: string, seconds: number }>}
 */
async function prepare() {
  const toolchain = await ensureToolchain();
  if (!toolchain.ok)
    return {
      ok: false,
      failedStep: 'toolchain',
      message: toolchain.message,
      seconds: toolchain.seconds,
    };
  step(
    `node ${toolchain.node.version} (${relative(toolchain.node.bin)}), pnpm ${toolchain.pnpm.version} (${relative(toolchain.pnpm.bin)}) ready in ${secondsText(toolchain.seconds)}`,
  );
  if (interruption())
    return {
      ok: false,
      failedStep: 'toolchain',
      message: 'interrupted',
      seconds: toolchain.seconds,
    };
  step('pnpm install --frozen-lockfile');
  const install = await run(toolchain.pnpm.bin, ['install', '--frozen-lockfile'], {
    cwd: repoRoot,
    env: toolchain.env,
  });
  if (install.code !== 0) {
    return {
      ok: false,
      failedStep: 'install',
      seconds: install.seconds,
      message:
        install.error ??
        `pnpm install --frozen-lockfile failed (code ${install.code}); if you changed a package.json, run pnpm install and commit pnpm-lock.yaml`,
    };
  }
  step(`dependencies installed in ${secondsText(install.seconds)}`);
  return { ok: true, toolchain, installSeconds: install.seconds };
}

/**
 * Replaces the `pnpm`/`node` of a command line by the chosen binaries.
 * @param {string[]} command
 * @param {{ node: { bin: string }, pnpm: { bin: string } }} toolchain
 */
function resolveCommand([program, ...args], toolchain) {
  if (program === 'pnpm') return [toolchain.pnpm.bin, ...args];
  if (program === 'node') return [toolchain.node.bin, ...args];
  return [program, ...args];
}

/** `npm start`: build the brand app and the sandbox, then run the sandbox in the foreground. */
async function start() {
  const settings = startSettings(process.env);
  if (!settings.ok) {
    problem(settings.message);
    return 2;
  }
  const prepared = await prepare();
  if (!prepared.ok) {
    problem(`${prepared.failedStep} failed: ${prepared.message}`);
    return 1;
  }
  const { toolchain } = prepared;
  const [program, ...args] = resolveCommand(startBuildCommand(settings.brand), toolchain);
  step(
    `building web-${settings.brand} and the sandbox: ${startBuildCommand(settings.brand).join(' ')}`,
  );
  const build = await run(program, args, { cwd: repoRoot, env: toolchain.env });
  if (build.code !== 0) {
    problem(`the build failed (code ${build.code}); its errors are printed above`);
    return interruption() ? exitCodeForSignal(interruption()) : 1;
  }
  step(`built in ${secondsText(build.seconds)}`);
  const main = path.join(repoRoot, 'apps', 'sandbox', 'dist', 'main.js');
  if (!existsSync(main)) {
    problem(`${relative(main)} was not produced by the sandbox build`);
    return 1;
  }
  step(
    `starting the sandbox with BRAND=${settings.brand} HOST=${settings.host} PORT=${settings.port} SANDBOX_FAKES=${settings.fakes} SANDBOX_DEMO_SERVERS=${settings.demoServers}${process.env.DATA_DIR ? ` DATA_DIR=${process.env.DATA_DIR}` : ''}`,
  );
  const env = {
    ...toolchain.env,
    BRAND: settings.brand,
    PORT: String(settings.port),
    HOST: settings.host,
    // The demo's stand-ins for mail, OAuth and payment providers (apps/sandbox README, Fakes).
    SANDBOX_FAKES: settings.fakes,
    // The demo customer's servers (a few by default; 0 for none).
    SANDBOX_DEMO_SERVERS: settings.demoServers,
  };
  const sandboxExit = run(toolchain.node.bin, [main], { cwd: repoRoot, env });
  void publishContentWhenUp(settings, toolchain, sandboxExit);
  const sandbox = await sandboxExit;
  if (sandbox.error) problem(sandbox.error);
  return sandbox.code;
}

/**
 * Issue 15: once the sandbox answers, renders its content pages (news, knowledge base) with their
 * data into the build's `.published` folder (tooling/vite-config/publishContentCli.js), which the
 * sandbox then answers instead of the loading shells. A failure leaves the shells, and says so.
 * @param {{ brand: string, host: string, port: number }} settings
 * @param {{ node: { bin: string }, env: Record<string, string> }} toolchain
 * @param {Promise<unknown>} sandboxExit
 */
async function publishContentWhenUp(settings, toolchain, sandboxExit) {
  let exited = false;
  void sandboxExit.then(() => {
    exited = true;
  });
  const host = ['0.0.0.0', '::', '[::]'].includes(settings.host) ? '127.0.0.1' : settings.host;
  const api = `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${settings.port}`;
  const deadline = Date.now() + 60_000;
  while (!exited && Date.now() < deadline) {
    try {
      if ((await fetch(`${api}/api/regions/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (exited || interruption()) return;
  const cli = path.join(repoRoot, 'tooling', 'vite-config', 'publishContentCli.js');
  const published = await run(toolchain.node.bin, [cli, '--brand', settings.brand, '--api', api], {
    cwd: repoRoot,
    env: toolchain.env,
  });
  if (published.code !== 0 && !interruption())
    problem('the content pages were not published: /news and /knowledge show their loading shells');
}

/**
 * Makes sure Chromium exists (installing Debian's package when we are root), and returns its path.
 * @param {Record<string, string>} env
 * @returns {Promise<{ ok: true, path: string, seconds: number } | { ok: false, message: string, seconds: number }>}
 */
async function ensureChromium(env) {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const plan = planChromium({
    envPath: process.env.CHROMIUM_PATH,
    isExecutable,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasAptGet: onPath('apt-get'),
  });
  if (plan.action === 'fail') return { ok: false, message: plan.message, seconds: elapsed() };
  if (plan.action === 'use') return { ok: true, path: plan.path, seconds: elapsed() };
  step(
    `no Chromium at ${DEFAULT_CHROMIUM}: installing Debian's chromium package (apt-get update && apt-get install -y chromium)`,
  );
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  // Another apt run (for example a colleague's) may hold the dpkg lock for a while: wait for it.
  const lockWait = ['-o', 'DPkg::Lock::Timeout=300'];
  const update = await run('apt-get', [...lockWait, 'update'], { cwd: repoRoot, env: aptEnv });
  if (update.code !== 0)
    return {
      ok: false,
      message: `apt-get update failed (code ${update.code})`,
      seconds: elapsed(),
    };
  const install = await run(
    'apt-get',
    [...lockWait, 'install', '-y', '--no-install-recommends', 'chromium'],
    { cwd: repoRoot, env: aptEnv },
  );
  if (install.code !== 0 || !isExecutable(plan.path)) {
    return {
      ok: false,
      message: `apt-get install -y chromium failed (code ${install.code})`,
      seconds: elapsed(),
    };
  }
  step(`chromium installed in ${secondsText(elapsed())}`);
  return { ok: true, path: plan.path, seconds: elapsed() };
}

/**
 * The failure lines of a failed turbo stage, read from the task logs its run wrote (`.turbo/turbo-<task>.log`
 * of the root and of every workspace package, written since `sinceMs`); '' for other stages.
 * @param {{ name: string, command: string[] }} stage
 * @param {number} sinceMs
 */
function stageDigest(stage, sinceMs) {
  const packageDirs = ['.'];
  const workspace = readFileSync(path.join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
  for (const group of workspaceGroups(workspace)) {
    const groupDir = path.join(repoRoot, group);
    if (!existsSync(groupDir)) continue;
    for (const name of readdirSync(groupDir).sort()) packageDirs.push(`${group}/${name}`);
  }
  const logs = [];
  for (const task of turboTasks(stage.command)) {
    for (const dir of packageDirs) {
      const file = path.join(repoRoot, turboLogPath(dir, task));
      // Logs left by an earlier run (a package this run skipped) are not this failure.
      if (!existsSync(file) || statSync(file).mtimeMs < sinceMs - 1000) continue;
      logs.push({
        name: `${dir === '.' ? '(root)' : dir} ${task}`,
        log: readFileSync(file, 'utf8'),
      });
    }
  }
  return formatDigest(stage.name, logs);
}

/**
 * `npm test`: every stage in order, each its own turbo command; keeps going after a failure, then prints the summary.
 * @param {string[] | null} only
 */
async function test(only) {
  const selected = selectStages(only);
  if (!selected.ok) {
    problem(selected.message);
    return 2;
  }
  const stages = selected.stages;
  /** @type {Array<{ name: string, status: 'PASS' | 'FAIL' | 'SKIP', seconds: number | null }>} */
  const results = [];
  /** @type {string[]} */
  const digests = [];
  /** @param {string} failedStep @param {string} message @param {number} seconds */
  const setupFailed = (failedStep, message, seconds) => {
    problem(`${failedStep} failed: ${message}`);
    results.push({ name: `setup: ${failedStep}`, status: 'FAIL', seconds });
    for (const stage of stages) results.push({ name: stage.name, status: 'SKIP', seconds: null });
    console.log(`\n${formatSummary(results)}`);
    return 1;
  };

  const prepared = await prepare();
  if (!prepared.ok) return setupFailed(prepared.failedStep, prepared.message, prepared.seconds);
  const { toolchain } = prepared;
  let env = toolchain.env;
  const setupTimes = [
    `toolchain ${secondsText(toolchain.seconds)}`,
    `pnpm install ${secondsText(prepared.installSeconds)}`,
  ];

  if (stages.some((stage) => stage.needsBrowser)) {
    const chromium = await ensureChromium(env);
    if (!chromium.ok) return setupFailed('chromium', chromium.message, chromium.seconds);
    env = { ...env, CHROMIUM_PATH: chromium.path };
    setupTimes.push(`chromium ${secondsText(chromium.seconds)}`);
    step(`CHROMIUM_PATH=${chromium.path}`);
  }

  for (const [index, stage] of stages.entries()) {
    if (interruption()) {
      results.push({ name: stage.name, status: 'SKIP', seconds: null });
      continue;
    }
    console.log('');
    step(`[${index + 1}/${stages.length}] ${stage.name}: ${stage.command.join(' ')}`);
    const [program, ...args] = resolveCommand(stage.command, toolchain);
    const outcome = await run(program, args, { cwd: repoRoot, env });
    if (outcome.error) problem(outcome.error);
    const status = outcome.code === 0 ? 'PASS' : 'FAIL';
    step(
      `${stage.name} ${status} in ${secondsText(outcome.seconds)}${status === 'FAIL' ? ` (exit code ${outcome.code})` : ''}`,
    );
    results.push({ name: stage.name, status, seconds: outcome.seconds });
    if (status === 'FAIL') digests.push(stageDigest(stage, Date.now() - outcome.seconds * 1000));
  }

  // Reprinted at the end: a CI that keeps only the tail of the run still shows which test failed.
  for (const digest of digests.filter(Boolean)) console.log(`\n${digest}`);
  console.log(`\nsetup: ${setupTimes.join(', ')}`);
  console.log(formatSummary(results));
  if (interruption()) return exitCodeForSignal(interruption());
  return countResults(results).failed > 0 ? 1 : 0;
}

/** Hidden `doctor`: the bootstrap and install alone, then the versions and paths the commands will use. */
async function doctor() {
  const started = performance.now();
  const prepared = await prepare();
  if (!prepared.ok) {
    problem(`${prepared.failedStep} failed: ${prepared.message}`);
    return 1;
  }
  const { toolchain } = prepared;
  const turboVersion = capture(toolchain.pnpm.bin, ['exec', 'turbo', '--version'], toolchain.env);
  const chromium = planChromium({
    envPath: process.env.CHROMIUM_PATH,
    isExecutable,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasAptGet: onPath('apt-get'),
  });
  /** @param {number | null} seconds */
  const installed = (seconds) =>
    seconds === null ? 'already present' : `installed in ${secondsText(seconds)}`;
  const sourceOf = (/** @type {string} */ source) =>
    ({
      tools: 'repo-local .tools',
      current: 'the node running this script',
      path: 'found on PATH',
    })[source] ?? source;
  console.log(`
node      ${toolchain.node.version.padEnd(9)} ${toolchain.node.bin}  [${sourceOf(toolchain.node.source)}, ${installed(toolchain.node.installSeconds)}]
pnpm      ${toolchain.pnpm.version.padEnd(9)} ${toolchain.pnpm.bin}  [${sourceOf(toolchain.pnpm.source)}, ${installed(toolchain.pnpm.installSeconds)}]
turbo     ${(turboVersion ?? 'missing').padEnd(9)} (pnpm exec turbo)
chromium  ${chromium.action === 'use' ? chromium.path : chromium.action === 'install' ? `missing; npm test will apt-get install it into ${chromium.path}` : 'missing; npm test will fail: set CHROMIUM_PATH or apt-get install chromium'}
PATH for children starts with: ${toolchain.env.PATH.split(path.delimiter).slice(0, 2).join(path.delimiter)}
toolchain ${secondsText(toolchain.seconds)}, pnpm install ${secondsText(prepared.installSeconds)}, total ${secondsText((performance.now() - started) / 1000)}`);
  return 0;
}

async function main() {
  const parsed = parseArgs(process.argv.slice(2));
  if (!parsed.ok) {
    problem(parsed.message);
    console.error(USAGE);
    return 2;
  }
  switch (parsed.command) {
    case 'start':
      return start();
    case 'test':
      return test(parsed.only);
    case 'doctor':
      return doctor();
    default:
      problem(`unknown command "${parsed.command}"`);
      console.error(USAGE);
      return 2;
  }
}

process.exitCode = await main();
