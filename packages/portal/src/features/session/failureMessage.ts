import {
  productApiErrorKey,
  productApiToast,
  type ToastMessage,
} from '@cloud-portal/domain/errors';
import type { ProductApiError } from '../../app/productApi.ts';

/**
 * The §8 message of a failed mutation, for showing on the form that sent it: a translated
 * `api.{code}` text when the bundle has one, else the status rule (the server's message for 400
 * and 409, fixed texts for 401/403/5xx). A network failure is status 0 (generic text).
 * @example failureMessage({ status: 400, code: 'invalid_credentials', message: 'Wrong email or password' }, 'POST', '/api/login/', i18n.exists)
 */
export function failureMessage(
  error: ProductApiError,
  method: string,
  path: string,
  hasTranslation: (key: string) => boolean,
): ToastMessage {
  const status = error.status === 'network' ? 0 : error.status;
  const toast = productApiToast({
    status,
    method,
    path,
    body: {
      ...(error.code ? { code: error.code } : {}),
      ...(error.message ? { message: error.message } : {}),
    },
    hasTranslation,
  });
  // productApiToast only skips GETs and suppressed calls; mutations always get a message.
  return (
    toast?.message ??
    (error.code && hasTranslation(productApiErrorKey(error.code))
      ? { kind: 'key', key: productApiErrorKey(error.code), params: {} }
      : { kind: 'key', key: 'errors:toast.badRequest', params: {} })
  );
}

/**
 * Reads a `ProductApiError` out of an RTK Query mutation rejection (`unwrap()` throws it).
 * @example catch (e) { const error = asProductApiError(e); }
 */
export function asProductApiError(value: unknown): ProductApiError {
  if (typeof value === 'object' && value !== null && 'status' in value) {
    return value as ProductApiError;
  }
  return { status: 'network', message: value instanceof Error ? value.message : String(value) };
}
