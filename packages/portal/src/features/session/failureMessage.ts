import type { ApiFailure } from '@cloud-portal/api-client';
import { productApiMessage, type ToastMessage } from '@cloud-portal/domain/errors';

/**
 * The §8 message of a failed call, for showing on the screen that made it (a form's alert): the
 * same words as the toast rule (`productApiMessage`): a translated `api.{code}` text when the
 * bundle has one, else the status rule (the server's message for 400 and 409, fixed texts for
 * 401/403/5xx). Also for silent calls (TOTP), whose failures only the screen shows.
 * @example failureMessage(failure, (key) => i18n.exists(key))
 */
export function failureMessage(
  failure: ApiFailure,
  hasTranslation: (key: string) => boolean,
): ToastMessage {
  return productApiMessage(failure, { hasTranslation }).message;
}
