import { TIMINGS } from '@cloud-portal/domain/session';

/** Why a chunk did not come: the browser reported a failure, or it took longer than allowed. */
export type ChunkLoadFailure = 'failed' | 'timeout';

/**
 * A route chunk or stylesheet that could not be loaded (§8 'Loading chunk failed'): the error
 * {@link withChunkTimeout} rejects with when the time is up. Browsers' own failures of a dynamic
 * import are plain `TypeError`s; {@link isChunkLoadError} recognises both.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  /** `timeout`: no answer within the time allowed; `failed`: the load failed. */
  readonly reason: ChunkLoadFailure;

  constructor(reason: ChunkLoadFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}

/**
 * Rejects with a {@link ChunkLoadError} (`timeout`) when `load` has not settled within `ms`
 * (§9: 120 s), so a chunk that never arrives ends in the 'Loading chunk failed' state instead of
 * an endless wait. Otherwise settles as `load` does; the timer is cleared either way. The load
 * itself cannot be cancelled: should it arrive later, nobody waits for it any more.
 * @example const { ServerList } = await withChunkTimeout(import('./ServerList.tsx'));
 */
export function withChunkTimeout<T>(
  load: Promise<T>,
  ms: number = TIMINGS.chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError('timeout', `A chunk did not load within ${String(ms)} ms`));
    }, ms);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error as Error);
      },
    );
  });
}

// What browsers and bundlers say when a dynamic import or its stylesheet fails:
// Chromium "Failed to fetch dynamically imported module: <url>", Firefox "error loading
// dynamically imported module: <url>", Safari "Importing a module script failed.", Vite's
// preload helper "Unable to preload CSS for <url>", webpack-style "Loading chunk 7 failed" and
// "Loading CSS chunk 7 failed".
const CHUNK_FAILURE_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk [\w-]+ failed/i,
];

/**
 * Whether an error means a chunk or stylesheet of the app did not load (§8): a
 * {@link ChunkLoadError} (the 120 s timeout), or a browser's or Vite's dynamic-import failure.
 * Errors thrown by the code of a loaded chunk are not chunk failures.
 * @example isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')) // true
 */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true; // webpack's, or one from another realm
  return CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(error.message));
}
