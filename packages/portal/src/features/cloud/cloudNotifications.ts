import type { CloudError } from '@cloud-portal/cloud-sdk/core';
import { cloudNotification } from '@cloud-portal/domain/errors';
import type { Toaster } from '@cloud-portal/ui';
import { isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import { cloudApi } from './cloudApi.ts';

/**
 * The CloudError of a failed cloud-slice request (query or mutation), or undefined for any other
 * action (successes, the product API, requests skipped or dropped by RTK Query).
 * @example const error = cloudFailureOf(action); if (error) notifyCloudFailure(error, toaster, t);
 */
export function cloudFailureOf(action: UnknownAction): CloudError | undefined {
  if (!action.type.startsWith(`${cloudApi.reducerPath}/`) || !isRejectedWithValue(action)) {
    return undefined;
  }
  const payload = action.payload as Partial<CloudError> | undefined;
  return payload?.name === 'CloudError' && typeof payload.status === 'number'
    ? (payload as CloudError)
    : undefined;
}

/**
 * Raises the §8 cloud request notification of a failure: 401 and 403 "not authorized", 500 and
 * 503 "something went wrong", 504 "too busy" (domain `cloudNotification`); other statuses raise
 * nothing (the screen that made the call shows them). The toaster ignores a toast whose message is
 * already on screen, so a burst of failures (every region's list at once) shows one. Returns the
 * toast's id, or undefined when the status does not notify.
 * @example notifyCloudFailure({ status: 503, … }, extra.toaster, (key) => t(key));
 */
export function notifyCloudFailure(
  error: Pick<CloudError, 'status'>,
  toaster: Pick<Toaster, 'show'>,
  translate: (key: string) => string,
): string | undefined {
  const message = cloudNotification(error.status);
  if (!message) return undefined;
  return toaster.show({ level: 'error', message: translate(message.key) });
}
