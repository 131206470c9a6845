// §8 "Message extraction order from a response". The one rule for every error body the portal
// meets: the product API (Django-style field errors), OpenStack services (one-key envelopes such
// as {"badRequest": {"message": ..., "code": 400}}, {"NeutronError": {"type", "message",
// "detail"}}), Designate ({"errors": {"errors": [...]}}) and plain-text gateway pages.
// It is a superset of the cloud SDK's `extractErrorMessage` (packages/cloud-sdk/src/core/errors.ts):
// for every body that one answers, this one gives the same text; the additions below only answer
// bodies it left unanswered, so the SDK can switch to this function safely.

import {
  envelopeMessage,
  firstText,
  isRecord,
  joinedTexts,
  plainTextBody,
  text,
  type JsonRecord,
} from './bodyText.ts';

/** `errors: [{message|detail|title} | string]` or Designate's `errors: {errors: [...]}`, joined with '; '. */
function errorsListMessage(value: unknown): string | undefined {
  if (isRecord(value)) return errorsListMessage(value.errors);
  if (!Array.isArray(value)) return undefined;
  const parts = value
    .map(
      (item) =>
        text(item) ??
        (isRecord(item)
          ? (text(item.message) ?? text(item.detail) ?? text(item.title))
          : undefined),
    )
    .filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/** Any other OpenStack envelope with a message (`computeFault`, `overLimit`, `HTTPNotFound`, ...). */
function anyEnvelopeMessage(body: JsonRecord): string | undefined {
  for (const value of Object.values(body)) {
    if (isRecord(value)) {
      const message = text(value.message);
      if (message !== undefined) return message;
    }
  }
  return undefined;
}

/** Addition: the product API's field map `errors: {field: [messages]}` → first message. */
function fieldErrorsMessage(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  for (const messages of Object.values(value)) {
    const first = firstText(messages);
    if (first !== undefined) return first;
  }
  return undefined;
}

/**
 * Finds the human message in an error response body, in the order of §8: `message`, the
 * `password` list (joined with spaces), `badRequest`, `non_field_errors[0]`, `email[0]`,
 * `forbidden`, `error`, `conflictingRequest`, `NeutronError`, `itemNotFound`, then the nested
 * `errors` list (joined with '; '). OpenStack envelopes yield their nested `message`; blank values
 * are skipped. Last resorts, in this order: any other envelope with a `message`, the first message
 * of a field map `errors: {field: [...]}`, a DRF-style `detail`, a top-level list of strings
 * (joined), and a plain-text body that is not an HTML page. Returns `undefined` when nothing fits;
 * never throws, whatever the body. Messages are not truncated (see `truncateErrorText`).
 *
 * @example
 * extractErrorMessage({ badRequest: { message: 'Invalid flavorRef provided.', code: 400 } });
 * // 'Invalid flavorRef provided.'
 * extractErrorMessage({ password: ['Too short.', 'Too common.'] }); // 'Too short. Too common.'
 * extractErrorMessage('<html>Bad Gateway</html>'); // undefined
 */
export function extractErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return plainTextBody(body);
  if (Array.isArray(body)) return joinedTexts(body);
  if (!isRecord(body)) return undefined;
  return (
    text(body.message) ??
    joinedTexts(body.password) ??
    envelopeMessage(body.badRequest) ??
    firstText(body.non_field_errors) ??
    firstText(body.email) ??
    envelopeMessage(body.forbidden) ??
    envelopeMessage(body.error) ??
    envelopeMessage(body.conflictingRequest) ??
    envelopeMessage(body.NeutronError) ??
    envelopeMessage(body.itemNotFound) ??
    errorsListMessage(body.errors) ??
    anyEnvelopeMessage(body) ??
    fieldErrorsMessage(body.errors) ??
    text(body.detail)
  );
}
