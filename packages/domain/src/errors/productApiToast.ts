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

/** The failed call, as the request layer sees it. */
export interface ProductApiFailure {
  /** HTTP status (0 when there was no response). */
  readonly status: number;
  /** HTTP method, any case. */
  readonly method: string;
  /** Request path, e.g. '/api/billing/coupon?x=1' (the query is dropped from params). */
  readonly path: string;
  /** Parsed JSON body, a text body, or undefined. */
  readonly body: unknown;
  /** The caller asked for no toast on this request (§8 "or when suppressed"). Default: false. */
  readonly suppressed?: boolean;
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
 * suppressed requests). A body `code` with a translation under `productApiErrorKey(code)` wins;
 * otherwise the text depends on the status: 400 the message / joined password messages / first
 * non-field error / first email error / 'Bad request'; 401 authentication required (status,
 * method, path);
 * 403 no permission; 409 the message / 'Conflict request'; 500, 502, 503 something went wrong
 * (status, method, path); 504 too busy; any other status the not-found message / the message /
 * the error / a text body / 'Something went wrong...'.
 *
 * @example
 * productApiToast({ status: 400, method: 'POST', path: '/api/coupon', body: { message: 'Coupon expired.' } });
 * // { message: { kind: 'text', text: 'Coupon expired.' }, level: 'error', durationMs: 10000, dedupeKey: '...' }
 * productApiToast({ status: 403, method: 'GET', path: '/api/customer', body: {} }); // undefined
 */
export function productApiToast(failure: ProductApiFailure): ProductApiToast | undefined {
  if (failure.suppressed === true || failure.method.trim().toUpperCase() === 'GET')
    return undefined;
  const body = isRecord(failure.body) ? failure.body : undefined;
  const code = body === undefined ? undefined : text(body.code);
  if (code !== undefined && CODE_PATTERN.test(code)) {
    const key = productApiErrorKey(code);
    if (failure.hasTranslation?.(key) === true) {
      return toast({ kind: 'key', key, params: {} }, failure.codeLevel ?? 'warn');
    }
  }
  return toast(statusMessage(failure, body ?? {}), 'error');
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

function toast(message: ToastMessage, level: ToastLevel): ProductApiToast {
  return {
    message,
    level,
    durationMs: TIMINGS.toastDurationMs, // §8 "shown for 10 s", §9 Toast duration
    dedupeKey: JSON.stringify([level, message]),
  };
}
