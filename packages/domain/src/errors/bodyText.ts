// Small readers of error-body fields shared by `extractErrorMessage` and `productApiToast`. Every
// one accepts any value (bodies are untrusted JSON) and answers `undefined` instead of throwing.

/** A JSON object (not an array, not null). */
export type JsonRecord = Readonly<Record<string, unknown>>;

/**
 * Whether a value is a JSON object.
 *
 * @example
 * isRecord({ message: 'x' }); // true
 * isRecord(['x']); // false
 */
export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A non-blank string, trimmed; `undefined` for anything else.
 *
 * @example
 * text('  Not found. '); // 'Not found.'
 * text(' '); // undefined
 */
export function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * A string, or the `message` of an OpenStack envelope value (`{"message": ..., "code": 400}`).
 *
 * @example
 * envelopeMessage({ message: 'Quota exceeded', code: 403 }); // 'Quota exceeded'
 */
export function envelopeMessage(value: unknown): string | undefined {
  return text(value) ?? (isRecord(value) ? text(value.message) : undefined);
}

/**
 * The first entry of a list, or the value itself when it is a string.
 *
 * @example
 * firstText(['Enter a valid email address.', 'second']); // 'Enter a valid email address.'
 */
export function firstText(value: unknown): string | undefined {
  return Array.isArray(value) ? text(value[0]) : text(value);
}

/**
 * The non-blank strings of a list joined with a space, or the value itself when it is a string.
 *
 * @example
 * joinedTexts(['Too short.', 'Too common.']); // 'Too short. Too common.'
 */
export function joinedTexts(value: unknown): string | undefined {
  if (!Array.isArray(value)) return text(value);
  const parts = value.map(text).filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * A plain-text body (not an HTML error page), trimmed.
 *
 * @example
 * plainTextBody('Service Unavailable'); // 'Service Unavailable'
 * plainTextBody('<html><body>502</body></html>'); // undefined
 */
export function plainTextBody(value: unknown): string | undefined {
  return typeof value === 'string' && /^\s*</.test(value) ? undefined : text(value);
}
