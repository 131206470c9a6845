import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../server.ts';

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
  dataDir: string;
  staticDir: string;
  close: () => Promise<void>;
}> {
  const temp = makeTempDir();
  const dataDir = join(temp.path, 'data');
  const staticDir = join(temp.path, 'dist');
  const { staticFiles, ...serverOptions } = options;
  if (staticFiles !== undefined) writeFiles(staticDir, staticFiles);
  const app = await buildServer({
    dataDir,
    staticDir,
    fakes: { enabled: true, extraHosts: [] },
    ...serverOptions,
  });
  return {
    app,
    dataDir,
    staticDir,
    close: async () => {
      await app.close();
      temp.cleanup();
    },
  };
}
