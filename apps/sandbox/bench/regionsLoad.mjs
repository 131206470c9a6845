#!/usr/bin/env node
// Open-loop load of `GET /api/regions/` (issue 10): a fixed request rate, each request sent at its
// scheduled time whatever the earlier ones are doing, and its latency counted from that scheduled
// time, so a stalled server shows up as latency instead of as fewer requests (no coordinated
// omission). Plain Node, no dependencies: node:http with a keep-alive agent.
//
//   node apps/sandbox/bench/regionsLoad.mjs [--rate 200] [--seconds 30] [--warmup 2]
//                                           [--url http://127.0.0.1:8080] [--port 0]
//
// Without --url it starts the built sandbox (apps/sandbox/dist/main.js) on a temporary DATA_DIR
// and an empty STATIC_DIR, and stops it at the end. Exits 1 if any request failed or was not 200.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const PATH = '/api/regions/';
const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'main.js');
const START_TIMEOUT_MS = 20_000;

const USAGE = `Usage: node apps/sandbox/bench/regionsLoad.mjs [options]
  --rate N        requests per second, open loop (default 200)
  --seconds N     measured duration (default 30)
  --warmup N      seconds of the same load before measuring, not counted (default 2)
  --url URL       load a running server instead of starting apps/sandbox/dist/main.js
  --port N        port of the started sandbox (default 0: a free one)
  --timeout N     milliseconds before a request counts as an error (default 10000)
  --max-sockets N keep-alive connections at most (default 256)`;

/** Reads the command line; a bad value ends the process with a message saying what to pass. */
function readOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        rate: { type: 'string', default: '200' },
        seconds: { type: 'string', default: '30' },
        warmup: { type: 'string', default: '2' },
        url: { type: 'string' },
        port: { type: 'string', default: '0' },
        timeout: { type: 'string', default: '10000' },
        'max-sockets': { type: 'string', default: '256' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    fail(`${error.message}\n${USAGE}`, 2);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const number = (name, min) => {
    const value = Number(values[name]);
    if (!Number.isFinite(value) || value < min) {
      fail(`--${name} must be a number of at least ${min}, got "${values[name]}".`, 2);
    }
    return value;
  };
  const options = {
    rate: number('rate', 0.001),
    seconds: number('seconds', 0.001),
    warmup: number('warmup', 0),
    port: number('port', 0),
    timeout: number('timeout', 1),
    maxSockets: number('max-sockets', 1),
    url: values.url,
  };
  if (options.url !== undefined) {
    try {
      options.url = new URL(options.url).origin;
    } catch {
      fail(`--url must be an absolute URL such as http://127.0.0.1:8080, got "${values.url}".`, 2);
    }
  }
  return options;
}

function fail(message, code = 1) {
  console.error(`regionsLoad: ${message}`);
  process.exit(code);
}

// The sandbox this script started, stopped on every way out (normal end, error, Ctrl-C).
let child;
const tempDirs = [];

function cleanUpSync() {
  if (child !== undefined && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
  }
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanUpSync);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`regionsLoad: stopped by ${signal}`);
    process.exit(130);
  });
}

/** Stops the started sandbox gracefully (SIGTERM), SIGKILL after 5 s. */
async function stopServer() {
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts `node dist/main.js` on a temporary DATA_DIR and an empty STATIC_DIR and resolves with the
 * URL it prints. Fails with the server's own output if it exits or says nothing in time.
 */
function startServer(port) {
  if (!existsSync(MAIN)) {
    fail(`${MAIN} is missing: build first (pnpm turbo run build --filter=@cloud-portal/sandbox).`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'regions-load-data-'));
  const staticDir = mkdtempSync(join(tmpdir(), 'regions-load-static-'));
  tempDirs.push(dataDir, staticDir);
  child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '1000000',
      CONTRACT_CHECK: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let listening = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the sandbox printed no URL within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+?)\/?$/m.exec(output);
      if (match) {
        clearTimeout(timer);
        listening = true;
        resolve(match[1]);
      }
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    // Before listening, errors go into the failure message; after, warnings (LOG_LEVEL=warn) pass.
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      if (listening) process.stderr.write(chunk);
      else output += chunk;
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`could not run ${process.execPath} ${MAIN}: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(`the sandbox exited (${signal ?? `code ${code}`}) before listening:\n${output}`),
      );
    });
  }).catch((error) => fail(`could not start the sandbox: ${error.message}`));
}

/** One GET; resolves with the status code (0 for a network error or a timeout), never rejects. */
function get(agent, url, timeout) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, timeout }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
      response.once('error', () => resolve(0));
    });
    request.once('timeout', () => request.destroy(new Error('timeout')));
    request.once('error', () => resolve(0));
  });
}

/** Polls the target until it answers 200, or fails after START_TIMEOUT_MS. */
async function waitUntilAnswering(agent, url) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let status = 0;
  while (Date.now() < deadline) {
    status = await get(agent, url, 2_000);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  fail(
    `${url} did not answer 200 within ${START_TIMEOUT_MS / 1000} s (last: ${status || 'none'}).`,
  );
}

/**
 * Sends `rate × seconds` requests on a fixed schedule (request i at start + i / rate), catching up
 * in bursts when the timer fires late, and resolves when every one has answered or timed out.
 * Latency is measured from the scheduled send time, not the actual one.
 */
function runOpenLoop(agent, url, { rate, seconds, timeout }) {
  const total = Math.max(1, Math.round(rate * seconds));
  const intervalMs = 1000 / rate;
  const latencies = new Float64Array(total);
  const statuses = new Map();
  let sent = 0;
  let completed = 0;
  let errors = 0;
  let maxSendLagMs = 0;
  let lastCompletion = 0;
  const start = performance.now();

  return new Promise((resolve) => {
    const finishIfDone = () => {
      if (completed < total) return;
      resolve({
        total,
        sent,
        completed,
        errors,
        statuses: Object.fromEntries(statuses),
        latencies,
        maxSendLagMs,
        elapsedMs: lastCompletion - start,
      });
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * intervalMs <= now) {
        const index = sent;
        const scheduled = start + index * intervalMs;
        maxSendLagMs = Math.max(maxSendLagMs, now - scheduled);
        sent += 1;
        get(agent, url, timeout).then((status) => {
          const done = performance.now();
          latencies[index] = done - scheduled;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status !== 200) errors += 1;
          completed += 1;
          lastCompletion = done;
          finishIfDone();
        });
      }
      if (sent < total) {
        setTimeout(tick, Math.max(0, start + sent * intervalMs - performance.now()));
      }
    };
    tick();
  });
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

const round = (value) => Math.round(value * 100) / 100;

async function main() {
  const options = readOptions();
  const origin = options.url ?? (await startServer(options.port));
  const url = `${origin}${PATH}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets });

  await waitUntilAnswering(agent, url);
  const loadBefore = loadavg();
  console.log(
    `GET ${url} at ${options.rate} req/s open loop: ${options.warmup} s warm-up, ` +
      `${options.seconds} s measured (${cpus().length} CPUs, load ${loadBefore.map((l) => l.toFixed(2)).join(' ')})`,
  );
  if (options.warmup > 0) {
    const warmup = await runOpenLoop(agent, url, { ...options, seconds: options.warmup });
    if (warmup.errors > 0) console.log(`warm-up: ${warmup.errors} errors (not counted)`);
  }
  const result = await runOpenLoop(agent, url, options);
  agent.destroy();
  await stopServer();

  const sorted = Float64Array.from(result.latencies).sort();
  const summary = {
    url,
    targetRate: options.rate,
    seconds: options.seconds,
    sent: result.sent,
    completed: result.completed,
    errors: result.errors,
    statuses: result.statuses,
    achievedRate: round(result.completed / (result.elapsedMs / 1000)),
    p50Ms: round(percentile(sorted, 50)),
    p90Ms: round(percentile(sorted, 90)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1]),
    maxSendLagMs: round(result.maxSendLagMs),
    cpus: cpus().length,
    loadAvg1mBefore: round(loadBefore[0]),
    loadAvg1mAfter: round(loadavg()[0]),
    node: process.version,
  };
  console.log(
    [
      `sent ${summary.sent}, completed ${summary.completed}, errors/non-200 ${summary.errors}` +
        (summary.errors > 0
          ? ` (statuses ${JSON.stringify(summary.statuses)}, 0 = network/timeout)`
          : ''),
      `achieved ${summary.achievedRate} req/s (target ${summary.targetRate})`,
      `latency ms: p50 ${summary.p50Ms}  p90 ${summary.p90Ms}  p99 ${summary.p99Ms}  max ${summary.maxMs}`,
      `client send lag max ${summary.maxSendLagMs} ms; load average ${summary.loadAvg1mBefore} -> ${summary.loadAvg1mAfter}`,
    ].join('\n'),
  );
  console.log(JSON.stringify(summary));
  process.exitCode = summary.errors > 0 ? 1 : 0;
}

main().catch((error) => fail(error?.stack ?? String(error)));
