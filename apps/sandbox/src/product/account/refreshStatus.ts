import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { refreshKey } from './miscRoutes.ts';

/**
 * The key `GET /api/refresh-status/` answers (SPEC §4 Refresh flow) and the admin page's switch
 * that changes it. The key follows the build of the app (a new `index.html` is a new key); each
 * change adds one to a stored generation, so the key also changes without a new build. The
 * generation is kept in the database: a changed key stays changed after a restart, as a real
 * deployment would (were it kept in memory, a restart would bring back the old key, which an
 * open page would take for yet another deployment).
 */
export interface RefreshStatus {
  /** The current key: the build's own while the generation is 0. */
  key(): string;
  /** How many times the key was changed by hand (0 = never). */
  generation(): number;
  /** Changes the key (the next generation); answers the new key. */
  change(): string;
}

/**
 * The refresh status over the account module's `refresh_status` table and the app's build folder.
 *
 * @example
 * const status = refreshStatus(platform.db, staticDir);
 * const before = status.key();
 * status.change() !== before; // true
 */
export function refreshStatus(db: Database, staticDir: string): RefreshStatus {
  const read = db.prepare<[], { generation: number }>(
    'SELECT generation FROM refresh_status WHERE id = 1',
  );
  const bump = db.prepare(
    `INSERT INTO refresh_status (id, generation) VALUES (1, 1)
     ON CONFLICT (id) DO UPDATE SET generation = generation + 1`,
  );
  const generation = () => read.get()?.generation ?? 0;
  const key = () => {
    const build = refreshKey(staticDir);
    const changes = generation();
    if (changes === 0) return build;
    return createHash('sha256').update(`${build}:${changes}`).digest('hex').slice(0, 16);
  };
  return {
    key,
    generation,
    change() {
      bump.run();
      return key();
    },
  };
}
