// The browser part of the stage (issue 13): the portal of a sandbox in proxy mode, in Chromium,
// runs a server's create → active → stop → delete against the real OpenStack, through the
// Playwright suite tooling/e2e/playwright.proxy.config.ts (its tests in tooling/e2e/tests/proxy).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startSandbox } from './sandboxProcess.ts';

/** The built files the browser part serves and runs; a problem names the missing one. */
export function browserCheckProblem(repoRoot: string): string | undefined {
  const needed = [
    ['apps/web-default/dist/index.html', 'the default brand is not built'],
    ['tooling/e2e/node_modules/@playwright/test/cli.js', 'Playwright is not installed'],
  ];
  const missing = needed.find(([path]) => !existsSync(join(repoRoot, path ?? '')));
  return missing === undefined
    ? undefined
    : `${missing[1]} (${missing[0]}): run pnpm install and the build stage first (npm test runs them before this one).`;
}

function runPlaywright(repoRoot: string, env: Record<string, string>): Promise<number> {
  const e2e = join(repoRoot, 'tooling/e2e');
  const child = spawn(
    process.execPath,
    [
      join(e2e, 'node_modules/@playwright/test/cli.js'),
      'test',
      '--config',
      'playwright.proxy.config.ts',
    ],
    { cwd: e2e, env: { ...process.env, ...env }, stdio: 'inherit' },
  );
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Starts a sandbox whose region eu-west2 is the real cloud (`SANDBOX_CLOUD_PROXY`) and whose
 * customers' consumer is that cloud's project user (`SANDBOX_CLOUD_PROXY_CONSUMER`, the same
 * cloud.json), serving the default brand's build; runs the proxy suite against it; answers
 * whether it passed. No test found, or none run, fails as well (Playwright's own exit code).
 *
 * @example
 * const ok = await browserCheck(repoRoot, { cloudFile, authUrl: cloud.auth_url }, console.log);
 */
export async function browserCheck(
  repoRoot: string,
  cloud: { cloudFile: string; authUrl: string },
  log: (line: string) => void,
): Promise<boolean> {
  const problem = browserCheckProblem(repoRoot);
  if (problem !== undefined) {
    log(`conformance: browser part: ${problem}`);
    return false;
  }
  const started = Date.now();
  const sandbox = await startSandbox(repoRoot, {
    SANDBOX_CLOUD_PROXY: `eu-west2=${cloud.authUrl}`,
    SANDBOX_CLOUD_PROXY_CONSUMER: cloud.cloudFile,
    STATIC_DIR: join(repoRoot, 'apps/web-default/dist'),
  });
  try {
    log(
      `conformance: the portal in Chromium through the proxy (${sandbox.url} → ${cloud.authUrl})`,
    );
    const code = await runPlaywright(repoRoot, {
      E2E_PROXY_BASE_URL: sandbox.url,
      E2E_PROXY_CLOUD: cloud.cloudFile,
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (code !== 0) {
      log(
        `conformance: the browser part failed (exit code ${code}, ${seconds} s); traces in tooling/e2e/.data/test-results-proxy/\n${sandbox.log().slice(-4000)}`,
      );
      return false;
    }
    log(`conformance: the browser part passed in ${seconds} s`);
    return true;
  } finally {
    await sandbox.stop();
  }
}
