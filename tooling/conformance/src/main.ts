// The `conformance` stage of `npm test`: the scenario suite against the sandbox's emulator and,
// through the sandbox's proxy mode, against a real OpenStack; fails where they differ.
//
// Where the real OpenStack comes from:
// - CONFORMANCE_CLOUD=<file>: an existing cloud, described by a JSON file with auth_url,
//   username, password, project, region (the shape tooling/realstack writes); any provider can
//   point this at its own cloud.
// - otherwise tooling/realstack installs (apt, as root) and starts Debian's OpenStack Zed here,
//   and stops it at the end. Not root or no apt-get: the stage fails with a message saying how to
//   provide a cloud. Never a silent skip.
//
// After the SDK's suite, while the real cloud still runs, the portal itself (Chromium) creates,
// stops and deletes a server in it through a sandbox in proxy mode (browserCheck.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserCheck, browserCheckProblem } from './browserCheck.ts';
import { officialClientCheck } from './officialClient.ts';
import { startSandbox, type SandboxProcess } from './sandboxProcess.ts';
import { runSuite } from './scenarios.ts';
import { compareTraces, formatDifferences, splitAccepted } from './trace.ts';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const REALSTACK = join(REPO_ROOT, 'tooling/realstack');
const RESULTS = join(REPO_ROOT, 'tooling/conformance/.results');

/** A cloud as tooling/realstack/start.sh describes it in cloud.json. */
interface CloudFile {
  auth_url: string;
  username: string;
  password: string;
  project: string;
  region: string;
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

const HOW_TO_PROVIDE = `To run the conformance stage here, provide an OpenStack:
  - as root on Debian with apt-get: tooling/realstack/install.sh installs OpenStack Zed and this stage starts it, or
  - CONFORMANCE_CLOUD=/path/to/cloud.json npm test -- --only conformance, where cloud.json is
    {"auth_url": "https://keystone.example/v3", "username": "...", "password": "...", "project": "...", "region": "eu-west2"}
    for a project user of an existing cloud (the suite creates and deletes two servers, one volume and one key pair;
    the portal's start-up leaves a security group allow_all in the project, as it does for every customer).`;

function realstack(script: string): void {
  const result = spawnSync('bash', [join(REALSTACK, script)], { stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`tooling/realstack/${script} exited with ${result.status}`);
}

function canInstall(): boolean {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  return root && apt;
}

async function main(): Promise<number> {
  const started = Date.now();
  if (!existsSync(join(REPO_ROOT, 'apps/sandbox/dist/main.js'))) {
    log(
      'conformance: the sandbox is not built; run the build stage first (npm test runs it before this one).',
    );
    return 1;
  }
  if (process.argv.includes('--emulator-only')) {
    // For working on the emulator: its own run, its errors listed (no comparison).
    const emulator = await startSandbox(REPO_ROOT, {});
    try {
      const trace = await runSuite(
        {
          name: 'emulator',
          baseUrl: emulator.url,
          region: 'eu-west2',
          username: 'demo-consumer',
          password: 'demo-consumer-password-2026',
        },
        { log },
      );
      mkdirSync(RESULTS, { recursive: true });
      writeFileSync(join(RESULTS, 'emulator.json'), JSON.stringify(trace, null, 2));
      const client = await officialClientCheck(emulator.url, 'eu-west2', log);
      log(`conformance: emulator only, ${trace.observations.length} steps in ${seconds(started)}`);
      return client ? 0 : 1;
    } finally {
      await emulator.stop();
    }
  }
  const unbuilt = browserCheckProblem(REPO_ROOT);
  if (unbuilt !== undefined) {
    log(`conformance: ${unbuilt}`);
    return 1;
  }
  let cloud: CloudFile;
  let cloudFile: string;
  let startedRealstack = false;
  const provided = process.env.CONFORMANCE_CLOUD;
  if (provided !== undefined && provided !== '') {
    cloudFile = resolve(provided);
    cloud = JSON.parse(readFileSync(cloudFile, 'utf8')) as CloudFile;
    log(`conformance: reference cloud from CONFORMANCE_CLOUD (${cloud.auth_url})`);
  } else {
    if (!canInstall()) {
      log(
        `conformance: no OpenStack to compare with (not root, or no apt-get).\n${HOW_TO_PROVIDE}`,
      );
      return 1;
    }
    const install = Date.now();
    realstack('install.sh');
    log(`conformance: OpenStack packages ready (${seconds(install)})`);
    const start = Date.now();
    realstack('start.sh');
    startedRealstack = true;
    log(`conformance: OpenStack Zed started (${seconds(start)})`);
    const stateDir = process.env.REALSTACK_DIR ?? '/tmp/cloud-portal-realstack';
    cloudFile = join(stateDir, 'cloud.json');
    cloud = JSON.parse(readFileSync(cloudFile, 'utf8')) as CloudFile;
  }

  const sandboxes: SandboxProcess[] = [];
  try {
    const emulator = await startSandbox(REPO_ROOT, {});
    sandboxes.push(emulator);
    const proxy = await startSandbox(REPO_ROOT, {
      SANDBOX_CLOUD_PROXY: `${cloud.region}=${cloud.auth_url}`,
    });
    sandboxes.push(proxy);

    const suiteStart = Date.now();
    log(`conformance: emulator (${emulator.url})`);
    const emulated = await runSuite(
      {
        name: 'emulator',
        baseUrl: emulator.url,
        region: cloud.region,
        username: 'demo-consumer',
        password: 'demo-consumer-password-2026',
      },
      { log },
    );
    log(`conformance: real OpenStack through the proxy (${proxy.url} → ${cloud.auth_url})`);
    const real = await runSuite(
      {
        name: 'real',
        baseUrl: proxy.url,
        region: cloud.region,
        username: cloud.username,
        password: cloud.password,
        projectName: cloud.project,
      },
      { log },
    );
    log(`conformance: both runs took ${seconds(suiteStart)}`);

    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(join(RESULTS, 'emulator.json'), JSON.stringify(emulated, null, 2));
    writeFileSync(join(RESULTS, 'real.json'), JSON.stringify(real, null, 2));
    const { failing: differences, accepted } = splitAccepted(compareTraces(real, emulated));
    for (const difference of accepted) {
      log(
        `conformance: accepted (the reference's fake data plane): ${formatDifferences([difference])}`,
      );
    }

    const client = await officialClientCheck(emulator.url, cloud.region, log);
    // The SDK runs' sandboxes are done: the browser part gets the machine's cores to itself.
    for (const sandbox of sandboxes.splice(0)) await sandbox.stop();
    const browser = await browserCheck(REPO_ROOT, { cloudFile, authUrl: cloud.auth_url }, log);

    if (differences.length > 0) {
      log(
        `conformance: ${differences.length} difference(s) between the real OpenStack and the emulator:\n${formatDifferences(differences)}`,
      );
    } else {
      log(
        `conformance: the emulator matches the real OpenStack on ${real.observations.length} steps`,
      );
    }
    log(`conformance: done in ${seconds(started)} (traces in tooling/conformance/.results/)`);
    return differences.length === 0 && client && browser ? 0 : 1;
  } finally {
    for (const sandbox of sandboxes) await sandbox.stop();
    if (startedRealstack) {
      try {
        execFileSync('bash', [join(REALSTACK, 'stop.sh')], { stdio: 'inherit' });
      } catch (error) {
        log(`conformance: stopping OpenStack failed: ${String(error)}`);
      }
    }
  }
}

process.exitCode = await main().catch((error: unknown) => {
  log(`conformance: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return 1;
});
