import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { portBase } from './brands.ts';
import { describeViolations, type ContractReport } from './contract/contractReport.ts';
import { expect, test } from './fixtures.ts';

/** Sandbox time per wall time of {@link fastClockTest}'s sandbox: a minute per second. */
export const FAST_CLOCK_SPEED = 60;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const sandboxMain = process.env.E2E_SANDBOX_MAIN ?? `${repoRoot}apps/sandbox/dist/main.js`;
const dataRoot = fileURLToPath(new URL('../.data/', import.meta.url));

/** A default-brand sandbox of one worker whose clock runs {@link FAST_CLOCK_SPEED} times as fast. */
export interface FastClockSandbox {
  /** `http://127.0.0.1:<port>`: absolute URLs only (the project's baseURL is the normal sandbox). */
  origin: string;
}

async function waitUntilUp(origin: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The fast-clock sandbox exited (${child.exitCode}): ${output()}`);
    try {
      if ((await fetch(`${origin}/api/regions/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The fast-clock sandbox did not answer at ${origin} within 30 s: ${output()}`);
}

/**
 * `test` with a second sandbox per worker, on the default brand's build, whose clock runs 60×
 * (`SANDBOX_CLOCK_SPEED`): charges and traffic grow by a minute per second. It has the same
 * settings as the run's sandboxes otherwise (fakes, fault control, contract check; its contract
 * report must be clean when the worker ends). Ports: the run's base + 10 + the worker's index
 * (the brands take base…base+4), its own data directory, started fresh. Its clock would also end
 * the normal sandboxes' sessions and tokens 60× sooner, which is why it is not the run's sandbox.
 *
 * @example
 * fastClockTest('charges grow', async ({ page, fastSandbox }) => {
 *   await page.goto(`${fastSandbox.origin}/control`);
 * });
 */
export const fastClockTest = test.extend<object, { fastSandbox: FastClockSandbox }>({
  fastSandbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for.
    async ({}, use, workerInfo) => {
      const port = portBase + 10 + workerInfo.parallelIndex;
      const origin = `http://127.0.0.1:${port}`;
      const dataDir = `${dataRoot}${port}-fast-clock`;
      rmSync(dataDir, { recursive: true, force: true });
      let stderr = '';
      const child = spawn(process.execPath, [sandboxMain], {
        env: {
          ...process.env,
          BRAND: 'default',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          CONTRACT_CHECK: '1',
          RATE_LIMIT_PER_IP: '1000',
          SANDBOX_FAKES: '1',
          SANDBOX_FAULTS: '1',
          SANDBOX_CLOCK_SPEED: String(FAST_CLOCK_SPEED),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      try {
        await waitUntilUp(origin, child, () => stderr);
        await use({ origin });
        const report = (await (await fetch(`${origin}/sandbox/contract`)).json()) as ContractReport;
        expect(
          describeViolations('default', report),
          'API answers of the fast-clock sandbox that do not match openapi.yaml',
        ).toEqual([]);
      } finally {
        // Its data directory stays for a look after a failure; the next start empties it.
        child.kill('SIGTERM');
      }
    },
    { scope: 'worker' },
  ],
});
