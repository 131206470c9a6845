// Starts a built sandbox (apps/sandbox/dist/main.js) as a child process for the conformance run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running sandbox. */
export interface SandboxProcess {
  readonly url: string;
  readonly log: () => string;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`no answer from ${url} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts the built sandbox on a free port with a fresh data directory and the extra environment
 * (e.g. `SANDBOX_CLOUD_PROXY`); resolves once its Keystone answers.
 *
 * @example
 * const emulator = await startSandbox(repoRoot, {});
 * // ... emulator.url
 * await emulator.stop();
 */
export async function startSandbox(
  repoRoot: string,
  env: Record<string, string>,
): Promise<SandboxProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'conformance-sandbox-'));
  let output = '';
  const child = spawn(process.execPath, [join(repoRoot, 'apps/sandbox/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'data'),
      STATIC_DIR: join(dataDir, 'no-app'),
      SANDBOX_FAKES: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/cloud/eu-west2/identity/v3`, child, 30_000);
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n${output}`);
  }
  return { url, log: () => output, stop };
}
