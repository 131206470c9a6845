import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { RefreshStatus } from './refreshStatus.ts';

/**
 * The deployment key of the served app: changes whenever `index.html` of the build changes (a new
 * build), `no-build` while there is none.
 *
 * @example
 * refreshKey('/repo/apps/web-default/dist'); // '3f9a0c1e2b7d4a56'
 */
export function refreshKey(staticDir: string): string {
  try {
    const stats = statSync(join(staticDir, 'index.html'));
    return createHash('sha256').update(`${stats.size}:${stats.mtimeMs}`).digest('hex').slice(0, 16);
  } catch {
    return 'no-build';
  }
}

/**
 * `GET /api/geo/country` (the `CF-IPCountry` header a CDN in front would add, else null) and
 * `GET /api/refresh-status/` (SPEC §4 Refresh flow; the key of `refreshStatus`).
 *
 * @example
 * await app.register(miscRoutes, { prefix: '/api', refreshStatus: refreshStatus(db, staticDir) });
 */
export const miscRoutes: FastifyPluginAsync<{ refreshStatus: Pick<RefreshStatus, 'key'> }> = async (
  app,
  { refreshStatus },
) => {
  app.get('/geo/country', async (request) => {
    const header = request.headers['cf-ipcountry'];
    const country = typeof header === 'string' && /^[A-Z]{2}$/.test(header) ? header : null;
    return { country };
  });

  app.get('/refresh-status/', async () => ({ refresh_key: refreshStatus.key() }));
};
