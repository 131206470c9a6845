import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ScryptCost } from '../platform/security/password.ts';
import type { Platform } from '../platform/module.ts';
import type { Modules } from '../modules.ts';
import { composeSandbox, type ServerOptions } from '../server.ts';

/**
 * A cheap scrypt cost for test servers (1 MiB, a few ms), so seeding and sign-ups do not
 * dominate the suite. Never a default outside tests: the sandbox hashes at `SCRYPT_COST`.
 */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/**
 * A temporary directory removed by `cleanup()`.
 *
 * @example
 * const temp = makeTempDir(); // ... afterEach(() => temp.cleanup());
 */
export function makeTempDir(prefix = 'sandbox-test-'): { path: string; cleanup: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, cleanup: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * Writes files (path relative to `root` → content) creating folders as needed.
 *
 * @example
 * writeFiles(dir, { 'index.html': '<!doctype html>', 'assets/app.js': '' });
 */
export function writeFiles(root: string, files: Record<string, string | Uint8Array>): void {
  for (const [relativePath, content] of Object.entries(files)) {
    const target = join(root, relativePath);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}

/**
 * A sandbox server over a fresh temporary data directory, for `inject()`. `staticFiles`, when
 * given, become the brand app's build; otherwise STATIC_DIR points to a folder that does not exist.
 * The fake outside parties are on (as in `npm start` and the e2e runs) unless `fakes` says
 * otherwise.
 * Passwords are hashed at {@link TEST_PASSWORD_COST} unless `passwordCost` is given.
 *
 * @example
 * const server = await startTestServer({ staticFiles: { 'index.html': '<!doctype html>' } });
 * await server.app.inject({ method: 'GET', url: '/control' });
 * await server.close();
 */
export async function startTestServer(
  options: Partial<ServerOptions> & { staticFiles?: Record<string, string | Uint8Array> } = {},
): Promise<{
  app: FastifyInstance;
  /** The platform services (events, clock, faults...) the modules were given. */
  platform: Platform;
  /** Every module, with the services it offers the others. */
  modules: Modules;
  dataDir: string;
  staticDir: string;
  close: () => Promise<void>;
}> {
  const temp = makeTempDir();
  const dataDir = join(temp.path, 'data');
  const staticDir = join(temp.path, 'dist');
  const { staticFiles, ...serverOptions } = options;
  if (staticFiles !== undefined) writeFiles(staticDir, staticFiles);
  const { app, platform, modules } = await composeSandbox({
    dataDir,
    staticDir,
    fakes: { enabled: true, extraHosts: [] },
    passwordCost: TEST_PASSWORD_COST,
    ...serverOptions,
  });
  return {
    app,
    platform,
    modules,
    dataDir,
    staticDir,
    close: async () => {
      await app.close();
      temp.cleanup();
    },
  };
}
