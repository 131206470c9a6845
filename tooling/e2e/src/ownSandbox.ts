import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { WorkerInfo } from '@playwright/test';
import { portBase } from './brands.ts';
import { describeViolations, type ContractReport } from './contract/contractReport.ts';
import { expect } from './fixtures.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const sandboxMain = process.env.E2E_SANDBOX_MAIN ?? `${repoRoot}apps/sandbox/dist/main.js`;
const dataRoot = fileURLToPath(new URL('../.data/', import.meta.url));

/** A default-brand sandbox of one worker, started for tests that need settings of their own. */
export interface OwnSandbox {
  /** `http://127.0.0.1:<port>`: absolute URLs only (the project's baseURL is the normal sandbox). */
  origin: string;
  /** Its data directory (fresh at start). */
  dataDir: string;
}

/** A worker-scoped fixture in Playwright's tuple form. */
type WorkerFixture<Value> = [
  (fixtures: object, use: (value: Value) => Promise<void>, workerInfo: WorkerInfo) => Promise<void>,
  { scope: 'worker' },
];

async function waitUntilUp(origin: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The sandbox at ${origin} exited (${child.exitCode}): ${output()}`);
    try {
      if ((await fetch(`${origin}/api/regions/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The sandbox did not answer at ${origin} within 30 s: ${output()}`);
}

/**
 * A worker-scoped Playwright fixture: a default-brand sandbox on the default brand's build with
 * the run's settings (fakes, fault control, contract check, whose report must be clean when the
 * worker ends) plus `env(dataDir)`. Port: the run's base + `portOffset` + the worker's index (the
 * brands take base…base+4); its own data directory, started fresh.
 * @example fastSandbox: ownSandbox('fast-clock', 10, () => ({ SANDBOX_CLOCK_SPEED: '60' }))
 */
export function ownSandbox(
  name: string,
  portOffset: number,
  env: (dataDir: string) => Record<string, string>,
): WorkerFixture<OwnSandbox> {
  return [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for.
    async ({}, use, workerInfo) => {
      const port = portBase + portOffset + workerInfo.parallelIndex;
      const origin = `http://127.0.0.1:${port}`;
      const dataDir = `${dataRoot}${port}-${name}`;
      rmSync(dataDir, { recursive: true, force: true });
      let stderr = '';
      const child = spawn(process.execPath, [sandboxMain], {
        env: {
          ...process.env,
          BRAND: 'default',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          // Nothing published unless the test publishes (a developer's `npm start` publishes
          // into the build's own folder).
          PUBLISHED_DIR: `${dataDir}/published`,
          CONTRACT_CHECK: '1',
          RATE_LIMIT_PER_IP: '1000',
          SANDBOX_FAKES: '1',
          SANDBOX_FAULTS: '1',
          ...env(dataDir),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      try {
        await waitUntilUp(origin, child, () => stderr);
        await use({ origin, dataDir });
        const report = (await (await fetch(`${origin}/sandbox/contract`)).json()) as ContractReport;
        expect(
          describeViolations('default', report),
          `API answers of the ${name} sandbox that do not match openapi.yaml`,
        ).toEqual([]);
      } finally {
        // Its data directory stays for a look after a failure; the next start empties it.
        child.kill('SIGTERM');
      }
    },
    { scope: 'worker' },
  ];
}
