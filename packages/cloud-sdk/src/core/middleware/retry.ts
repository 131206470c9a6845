import { TIMINGS } from '@cloud-portal/domain/session';
import type { CloudMiddleware, CloudResponse, RetryPolicy } from '../types.ts';
import { MIDDLEWARE } from './names.ts';

/** §7: at most 3 retries (the domain's `TIMINGS.retryAttempts`). */
export const MAX_RETRIES = TIMINGS.retryAttempts;

/** §7 default: no retry; when enabled, 3 s apart on 502 and 401. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retries: 0,
  delayMs: TIMINGS.retryDelayMs,
  statuses: [502, 401],
};

/** Waits `ms` milliseconds; rejects with the signal's reason when it aborts first. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Options of `retryMiddleware`. */
export interface RetryMiddlewareOptions {
  /** How to wait between attempts. Default: an abortable `setTimeout`. Tests pass a fake. */
  readonly sleep?: Sleep;
}

/**
 * Default `Sleep`: an abortable `setTimeout`.
 *
 * @example
 * await abortableSleep(3000, controller.signal);
 */
export const abortableSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

// fetch rejects with a TypeError when no response arrives (offline, DNS, CORS, reset).
function isNetworkFailure(error: unknown, signal: AbortSignal | undefined): boolean {
  return error instanceof TypeError && signal?.aborted !== true;
}

/**
 * Repeats a request per its `RetryPolicy` (§7): when the status (0 = network failure) is listed
 * and retries are left, waits `delayMs` and tries again. Never retries an aborted call. After the
 * last attempt the response (or network error) goes on unchanged for `error-normalise`.
 *
 * @example
 * replaceMiddleware(defaultMiddleware(), 'retry', retryMiddleware({ sleep: () => Promise.resolve() }));
 */
export function retryMiddleware(options: RetryMiddlewareOptions = {}): CloudMiddleware {
  const sleep = options.sleep ?? abortableSleep;
  return {
    name: MIDDLEWARE.retry,
    async handle(request, next) {
      const { statuses, delayMs } = request.retry;
      const retries = Math.max(0, Math.min(MAX_RETRIES, Math.floor(request.retry.retries)));
      for (let attempt = 0; ; attempt += 1) {
        let response: CloudResponse | undefined;
        let failure: unknown;
        try {
          response = await next(request);
        } catch (error) {
          if (!isNetworkFailure(error, request.signal)) throw error;
          failure = error;
        }
        const status = response?.status ?? 0;
        const shouldRetry =
          attempt < retries && statuses.includes(status) && request.signal?.aborted !== true;
        if (!shouldRetry) {
          if (response !== undefined) return response;
          throw failure;
        }
        await sleep(delayMs, request.signal);
      }
    },
  };
}
