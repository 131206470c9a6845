import {
  envelopeMessage,
  firstText,
  isRecord,
  joinedTexts,
  plainTextBody,
  text,
  type JsonRecord,
} from './bodyText.ts';
import { TIMINGS } from '../session/timings.ts';
import { productApiErrorKey, type ErrorMessageKey } from './messageKeys.ts';
import { truncateErrorText } from './truncateErrorText.ts';

// §8 "Product API toasts". Decisions where the spec is open:
// - GET is recognised from `method` (any case); GET failures are shown by the screen that loads.
// - `code` must look like a code (letters, digits, '_' or '-') to be looked up: a code with '.'
//   or ':' would address another entry of the bundle.
// - Status-table toasts have level 'error'; translated codes use `codeLevel` (default 'warn').
// - "with status, method and path": params `status`, `method` (upper case) and `path` without its
//   query string (a query may carry tokens or e-mail addresses).
// - "the body" (other statuses): a plain-text body; an HTML error page or a JSON object without
//   any of the listed fields gives the generic text.
// - Server texts are cut to 200 characters here; translated texts are cut by the caller after
//   `t()` (with `truncateErrorText`), since only then is their length known.

/** Toast severity. */
export type ToastLevel = 'error' | 'warn' | 'info' | 'success';

/** What a toast says: a key of the `errors` namespace with params, or a text from the server. */
export type ToastMessage =
  | {
      readonly kind: 'key';
      readonly key: ErrorMessageKey;
      readonly params: Readonly<Record<string, string | number>>;
    }
  | { readonly kind: 'text'; readonly text: string };

/** A toast to show for a failed product-API call. */
export interface ProductApiToast {
  readonly message: ToastMessage;
  readonly level: ToastLevel;
  /** How long it stays: 10 s (§8, §9 Toast duration). */
  readonly durationMs: number;
  /** Equal for toasts that say the same thing: show a toast only when no shown one has this key (§8). */
  readonly dedupeKey: string;
}

/**
 * The facts of a failed product-API call the toast rule reads. The api-client's `ApiFailure` (the
 * one error of the product API, stored by the portal's RTK base query) extends it, so a failure
 * is passed as it is.
 */
export interface ProductApiFailure {
  /** HTTP status (0 when there was no response). */
  readonly status: number;
  /** HTTP method, any case. */
  readonly method: string;
  /** Request path, e.g. '/api/billing/coupon?x=1' (the query is dropped from params). */
  readonly path: string;
  /** Parsed JSON body, a text body, or undefined. */
  readonly body: unknown;
  /**
   * The call must not raise the global error toast (§7 TOTP calls, §8 "or when suppressed", or a
   * screen that shows the failure itself). Default: false.
   */
  readonly silent?: boolean;
}

/** How a failure is turned into words: the translation bundle's say, and the caller's level. */
export interface ProductApiToastOptions {
  /** Level of a toast for a translated code (§8 codeLevel). Default: 'warn'. */
  readonly codeLevel?: ToastLevel;
  /**
   * Whether the bundle has a text for a key, e.g. `(key) => i18n.exists(key)`; called with
   * `productApiErrorKey(code)` (the area key of a known code, else `errors:api.<code>`). Default: no
   * code is translated.
   */
  readonly hasTranslation?: (key: string) => boolean;
}

const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * The toast for a failed product-API call (§8), or `undefined` when none is shown (GET requests,
 * silent requests). A body `code` with a translation under `productApiErrorKey(code)` wins (at
 * `codeLevel`); otherwise the text depends on the status: 400 the message / joined password
 * messages / first non-field error / first email error / 'Bad request'; 401 authentication
 * required (status, method, path); 403 no permission; 409 the message / 'Conflict request'; 500,
 * 502, 503 something went wrong (status, method, path); 504 too busy; any other status the
 * not-found message / the message / the error / a text body / 'Something went wrong...'.
 *
 * @example
 * productApiToast({ status: 400, method: 'POST', path: '/api/coupon', body: { message: 'Coupon expired.' } });
 * // { message: { kind: 'text', text: 'Coupon expired.' }, level: 'error', durationMs: 10000, dedupeKey: '...' }
 * productApiToast({ status: 403, method: 'GET', path: '/api/customer', body: {} }); // undefined
 * productApiToast(failure, { hasTranslation: (key) => i18n.exists(key), codeLevel: 'error' });
 */
export function productApiToast(
  failure: ProductApiFailure,
  options: ProductApiToastOptions = {},
): ProductApiToast | undefined {
  if (failure.silent === true || failure.method.trim().toUpperCase() === 'GET') return undefined;
  const { message, level } = productApiMessage(failure, options);
  return {
    message,
    level,
    durationMs: TIMINGS.toastDurationMs, // §8 "shown for 10 s", §9 Toast duration
    dedupeKey: JSON.stringify([level, message]),
  };
}

/**
 * What §8 says about a failed product-API call, whatever its method and silent flag: for a screen
 * that shows the failure itself (a form's alert, a GET's error state). Same rule as
 * {@link productApiToast}.
 *
 * @example
 * productApiMessage({ status: 401, method: 'POST', path: '/api/totp/verify/', body: {}, silent: true });
 * // { message: { kind: 'key', key: 'errors:toast.unauthenticated', params: { status: 401, ... } }, level: 'error' }
 */
export function productApiMessage(
  failure: ProductApiFailure,
  options: ProductApiToastOptions = {},
): { readonly message: ToastMessage; readonly level: ToastLevel } {
  const body = isRecord(failure.body) ? failure.body : undefined;
  const code = body === undefined ? undefined : text(body.code);
  if (code !== undefined && CODE_PATTERN.test(code)) {
    const key = productApiErrorKey(code);
    if (options.hasTranslation?.(key) === true) {
      return { message: { kind: 'key', key, params: {} }, level: options.codeLevel ?? 'warn' };
    }
  }
  return { message: statusMessage(failure, body ?? {}), level: 'error' };
}

function statusMessage(failure: ProductApiFailure, body: JsonRecord): ToastMessage {
  const request = {
    status: failure.status,
    method: failure.method.trim().toUpperCase(),
    path: failure.path.replace(/[?#][\s\S]*$/, ''),
  };
  switch (failure.status) {
    case 400:
      return fromServer(
        text(body.message) ??
          joinedTexts(body.password) ??
          firstText(body.non_field_errors) ??
          firstText(body.email),
        'errors:toast.badRequest',
      );
    case 401:
      return { kind: 'key', key: 'errors:toast.unauthenticated', params: request };
    case 403:
      return { kind: 'key', key: 'errors:toast.forbidden', params: {} };
    case 409:
      return fromServer(text(body.message), 'errors:toast.conflict');
    case 500:
    case 502:
    case 503:
      return { kind: 'key', key: 'errors:toast.serverError', params: request };
    case 504:
      return { kind: 'key', key: 'errors:toast.busy', params: {} };
    default:
      return fromServer(
        envelopeMessage(body.itemNotFound) ??
          text(body.detail) ??
          text(body.message) ??
          envelopeMessage(body.error) ??
          plainTextBody(failure.body),
        'errors:toast.unknown',
      );
  }
}

/** The server's text (cut to 200 characters) when there is one, else the fallback key. */
function fromServer(serverText: string | undefined, fallback: ErrorMessageKey): ToastMessage {
  return serverText === undefined
    ? { kind: 'key', key: fallback, params: {} }
    : { kind: 'text', text: truncateErrorText(serverText) };
}
