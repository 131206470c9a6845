import type { ErrorMessageRef } from './messageKeys.ts';

// §8 "Cloud request notifications": only these statuses notify; the others are handled where the
// request was made (its own message, or `fallbackErrorText`).

/**
 * The notification for a failed cloud (OpenStack) request (§8): 401 and 403 → not authorized,
 * 500 and 503 → something went wrong, 504 → too busy; `undefined` for every other status.
 *
 * @example
 * cloudNotification(403); // { key: 'errors:cloud.unauthorized', params: {} }
 * cloudNotification(404); // undefined
 */
export function cloudNotification(status: number): ErrorMessageRef | undefined {
  switch (status) {
    case 401:
    case 403:
      return { key: 'errors:cloud.unauthorized', params: {} };
    case 500:
    case 503:
      return { key: 'errors:cloud.serverError', params: {} };
    case 504:
      return { key: 'errors:cloud.busy', params: {} };
    default:
      return undefined;
  }
}
