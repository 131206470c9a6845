import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from './test-support/server.ts';

// Node 24 runs the TypeScript entry point directly (type stripping), so no build is needed.
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

let temp: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  temp = makeTempDir();
});
afterEach(() => {
  temp.cleanup();
});

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const output = () => ({ stdout, stderr });
  // A cold start type-strips every module and hashes the demo passwords at the full scrypt cost
  // (N=2^17, ~335 ms each idle): a few seconds idle, and past 15 s in the CI unit stage, where
  // every package's tests share two cores (load average 12–16; CI29 timed out with no output yet).
  const waitForLines = async (count: number, timeoutMs = 90_000) => {
    const deadline = Date.now() + timeoutMs;
    while (stdout.split('\n').filter(Boolean).length < count) {
      if (child.exitCode !== null) throw new Error(`sandbox exited early: ${stderr}`);
      if (Date.now() > deadline) throw new Error(`timed out; stdout=${stdout} stderr=${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { child, output, waitForLines };
}

// Each test starts the real entry point in a child process (see waitForLines).
describe('main', { timeout: 120_000 }, () => {
  it('prints the start lines, serves the API and stops cleanly on SIGTERM', async () => {
    const dataDir = join(temp.path, 'data');
    const sandbox = startMain({
      DATA_DIR: dataDir,
      STATIC_DIR: join(temp.path, 'dist'),
      BRAND: 'za',
    });
    try {
      await sandbox.waitForLines(3);
      const lines = sandbox.output().stdout.trim().split('\n');
      expect(lines[0]).toMatch(
        /^Cloud Portal sandbox \(brand: za\) listening on http:\/\/127\.0\.0\.1:\d+\/$/,
      );
      expect(lines[1]).toBe('Demo login: demo@cloud-portal.test / demo-password-2026');
      expect(lines[2]).toBe(`Data: ${dataDir}`);

      const url = /listening on (\S+)$/.exec(lines[0] ?? '')?.[1];
      const response = await fetch(`${url}api/regions/eu-west2/`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: 'eu-west2', city: 'Amsterdam' });

      sandbox.child.kill('SIGTERM');
      const [code] = await once(sandbox.child, 'exit');
      expect(code).toBe(0);
      expect(existsSync(join(dataDir, 'sandbox.sqlite'))).toBe(true);
      // A clean close checkpoints the write-ahead log into the database file.
      expect(existsSync(join(dataDir, 'sandbox.sqlite-wal'))).toBe(false);
    } finally {
      if (sandbox.child.exitCode === null) sandbox.child.kill('SIGKILL');
    }
  }, 30_000);

  it('applies RATE_LIMIT_PER_IP to the attempts of one client address', async () => {
    const sandbox = startMain({
      DATA_DIR: join(temp.path, 'data'),
      STATIC_DIR: join(temp.path, 'dist'),
      RATE_LIMIT_PER_IP: '2',
    });
    try {
      await sandbox.waitForLines(1);
      const url = /listening on (\S+)$/.exec(sandbox.output().stdout.split('\n')[0] ?? '')?.[1];
      // The double-submit CSRF pair first, then wrong passwords for different accounts (the
      // per-account limit of 5 is not what stops the third).
      const time = await fetch(`${url}api/time/`);
      const csrf = /csrftoken__=([^;]+)/.exec(time.headers.get('set-cookie') ?? '')?.[1] ?? '';
      const login = (email: string) =>
        fetch(`${url}api/login/`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Cookie: `csrftoken__=${csrf}`,
            'X-CSRFToken': csrf,
          },
          body: JSON.stringify({ email, password: 'not-the-password' }),
        });
      expect((await login('first@example.test')).status).toBe(400);
      expect((await login('second@example.test')).status).toBe(400);
      expect((await login('third@example.test')).status).toBe(429);
    } finally {
      sandbox.child.kill('SIGKILL');
    }
  }, 30_000);

  it('refuses a data key file that others may read, with a message saying how to fix it', async () => {
    const dataDir = join(temp.path, 'data');
    mkdirSync(dataDir);
    const keyFile = join(dataDir, 'data.key');
    writeFileSync(keyFile, `${randomBytes(32).toString('base64')}\n`, { mode: 0o644 });
    chmodSync(keyFile, 0o644);
    const sandbox = startMain({ DATA_DIR: dataDir, STATIC_DIR: join(temp.path, 'dist') });

    const [code] = await once(sandbox.child, 'exit');

    expect(code).toBe(2);
    expect(sandbox.output().stderr.trim()).toBe(
      `cloud-portal sandbox: ${keyFile} has mode 0644: other users may read the data key. ` +
        `Run \`chmod 600 ${keyFile}\` and start again.`,
    );
    expect(existsSync(join(dataDir, 'sandbox.sqlite'))).toBe(false);
  }, 30_000);

  it('with TRUST_PROXY=1 keys the address limit on the address the proxy saw, not a forged one', async () => {
    const sandbox = startMain({
      DATA_DIR: join(temp.path, 'data'),
      STATIC_DIR: join(temp.path, 'dist'),
      RATE_LIMIT_PER_IP: '2',
      TRUST_PROXY: '1',
    });
    try {
      await sandbox.waitForLines(1);
      const url = /listening on (\S+)$/.exec(sandbox.output().stdout.split('\n')[0] ?? '')?.[1];
      const time = await fetch(`${url}api/time/`);
      const csrf = /csrftoken__=([^;]+)/.exec(time.headers.get('set-cookie') ?? '')?.[1] ?? '';
      // The one proxy appends the address it saw; whatever the client sent stays to its left.
      const login = (email: string, forwardedFor: string) =>
        fetch(`${url}api/login/`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Cookie: `csrftoken__=${csrf}`,
            'X-CSRFToken': csrf,
            'X-Forwarded-For': forwardedFor,
          },
          body: JSON.stringify({ email, password: 'not-the-password' }),
        });
      expect((await login('first@example.test', '198.51.100.1, 203.0.113.9')).status).toBe(400);
      expect((await login('second@example.test', '198.51.100.2, 203.0.113.9')).status).toBe(400);
      // A new forged leftmost address does not make a new client.
      expect((await login('third@example.test', '198.51.100.3, 203.0.113.9')).status).toBe(429);
      expect((await login('fourth@example.test', '203.0.113.9')).status).toBe(429);
      // Another client behind the same proxy has its own count.
      expect((await login('fifth@example.test', '203.0.113.10')).status).toBe(400);
    } finally {
      sandbox.child.kill('SIGKILL');
    }
  }, 30_000);

  it('runs the clock at SANDBOX_CLOCK_SPEED and serves the fault control with SANDBOX_FAULTS=1', async () => {
    const sandbox = startMain({
      DATA_DIR: join(temp.path, 'data'),
      STATIC_DIR: join(temp.path, 'dist'),
      SANDBOX_CLOCK_SPEED: '3600',
      SANDBOX_FAULTS: '1',
    });
    try {
      await sandbox.waitForLines(6);
      const lines = sandbox.output().stdout.trim().split('\n');
      expect(lines.slice(4)).toEqual([
        'Clock: 3600× wall time (SANDBOX_CLOCK_SPEED), from the start time',
        'Fault injection: POST/PUT/DELETE /sandbox/faults (loopback clients only)',
      ]);
      const url = /listening on (\S+)$/.exec(lines[0] ?? '')?.[1];

      // An hour of sandbox time per wall second.
      const sandboxTime = async () =>
        ((await (await fetch(`${url}api/time/`)).json()) as { timestamp: number }).timestamp;
      const wallBefore = Date.now();
      const first = await sandboxTime();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const second = await sandboxTime();
      const wallElapsed = Date.now() - wallBefore;
      expect(second - first).toBeGreaterThanOrEqual(3600 * 450);
      expect(second - first).toBeLessThanOrEqual(3600 * (wallElapsed + 50));

      const fault = await fetch(`${url}sandbox/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: '/api/regions/', status: 503, count: 1 }),
      });
      expect(fault.status).toBe(201);
      expect((await fetch(`${url}api/regions/`)).status).toBe(503);
      expect((await fetch(`${url}api/regions/`)).status).toBe(200);
    } finally {
      sandbox.child.kill('SIGKILL');
    }
  }, 30_000);

  it('refuses a TRUST_PROXY that is not a number of hops', async () => {
    // `true` would trust every hop: the leftmost, client-written X-Forwarded-For address.
    const sandbox = startMain({ TRUST_PROXY: 'true', DATA_DIR: join(temp.path, 'data') });
    try {
      const [code] = await once(sandbox.child, 'exit');

      expect(code).toBe(2);
      expect(sandbox.output().stderr).toContain(
        'TRUST_PROXY must be the number of proxies in front of the sandbox',
      );
    } finally {
      if (sandbox.child.exitCode === null) sandbox.child.kill('SIGKILL');
    }
  }, 10_000);

  it('refuses an unknown brand with a clear message and a non-zero exit', async () => {
    const sandbox = startMain({ BRAND: 'acme', DATA_DIR: join(temp.path, 'data') });

    const [code] = await once(sandbox.child, 'exit');

    expect(code).toBe(2);
    expect(sandbox.output().stderr).toContain(
      'Unknown BRAND "acme". Use one of: default, rocket, za, cloudplus, asia.',
    );
    expect(existsSync(join(temp.path, 'data'))).toBe(false);
  }, 30_000);
});
