import type { ApiFailure } from '@cloud-portal/api-client';
import type { TFunction } from 'i18next';

/** The support API's error codes the portal translates (`support:tickets.errors.<code>`). */
export const SUPPORT_ERROR_CODES = [
  'attachment_too_large',
  'attachment_type_not_allowed',
  'attachment_not_found',
  'too_many_attachments',
  'ticket_not_found',
  'payload_too_large',
] as const;

type SupportErrorCode = (typeof SUPPORT_ERROR_CODES)[number];

const isSupportErrorCode = (code: string): code is SupportErrorCode =>
  (SUPPORT_ERROR_CODES as readonly string[]).includes(code);

/**
 * The text of a failed support call: the translation of a known code, else the server's message
 * (a validation failure names the field), else a generic "try again" (§8).
 * @example supportErrorText(t, { code: 'attachment_too_large', ... }) // 'The file is larger than 5 MB.'
 */
export function supportErrorText(
  t: TFunction<['support']>,
  failure: ApiFailure | undefined,
): string {
  if (failure === undefined) return t('support:tickets.errors.generic');
  if (isSupportErrorCode(failure.code)) return t(`support:tickets.errors.${failure.code}`);
  if (failure.status >= 400 && failure.status < 500 && failure.message) return failure.message;
  return t('support:tickets.errors.generic');
}
