// Running child processes for the bootstrap: inherited stdio, timing, and Ctrl-C / SIGTERM forwarding.
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
let interruptedBy = /** @type {NodeJS.Signals | null} */ (null);
let handlersInstalled = false;

/**
 * Stops the children once. They get SIGTERM whatever we got: after a terminal's Ctrl-C they already
 * have the SIGINT (the whole process group gets it), and a second SIGINT would bypass a graceful
 * `process.once('SIGINT')` shutdown such as the sandbox's; a supervisor's SIGTERM reaches only us.
 * @param {NodeJS.Signals} signal
 */
function interrupt(signal) {
  if (interruptedBy !== null) return;
  interruptedBy = signal;
  for (const child of running) child.kill('SIGTERM');
}

function installSignalHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => interrupt(signal));
  }
  // `npm start` killed with SIGTERM exits without passing it on (measured with npm 11), which would
  // leave the sandbox holding its port. When our parent goes away we are re-parented: stop too.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) interrupt('SIGTERM');
  }, 1000).unref();
}

/**
 * The signal that interrupted the run, if any (the caller stops starting new work).
 * @example
 * if (interruption()) process.exit(130);
 */
export function interruption() {
  return interruptedBy;
}

/**
 * The conventional exit code for a child that ended by `signal` (128 + signal number).
 * @param {NodeJS.Signals | null} signal
 * @example
 * exitCodeForSignal('SIGINT'); // 130
 */
export function exitCodeForSignal(signal) {
  return signal ? 128 + (constants.signals[signal] ?? 0) : 1;
}

/**
 * Runs a command with inherited stdio; resolves (never rejects) with its exit code and wall time.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env: Record<string, string> }} options
 * @returns {Promise<{ code: number, seconds: number, error?: string }>}
 * @example
 * const { code } = await run('pnpm', ['--version'], { cwd: repoRoot, env });
 */
export function run(command, args, { cwd, env }) {
  installSignalHandlers();
  // Once interrupted, nothing new starts (a step between two children must not outlive Ctrl-C).
  if (interruptedBy !== null)
    return Promise.resolve({ code: exitCodeForSignal(interruptedBy), seconds: 0 });
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    running.add(child);
    const seconds = () => (performance.now() - started) / 1000;
    child.on('error', (error) => {
      running.delete(child);
      resolve({
        code: 127,
        seconds: seconds(),
        error: `could not run ${command}: ${error.message}`,
      });
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? exitCodeForSignal(signal), seconds: seconds() });
    });
  });
}

/**
 * Runs a command quietly and returns its trimmed stdout, or null when it is missing or fails.
 * Used to ask binaries for their version.
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string | undefined>} [env]
 * @example
 * capture('pnpm', ['--version']); // '12.21.0' or null
 */
export function capture(command, args, env = process.env) {
  const result = spawnSync(command, args, {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: 30_000,
  });
  if (result.error || result.status !== 0) return null;
  return result.stdout.trim();
}
