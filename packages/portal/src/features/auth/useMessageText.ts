import type { ToastMessage } from '@cloud-portal/domain/errors';
import type { ValidationMessage } from '@cloud-portal/domain/validation';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Namespaces the auth screens read texts from (their own, field messages, §8 error texts). */
export const AUTH_NAMESPACES = ['auth', 'validation', 'errors'] as const;

/**
 * Turns a domain message (a validation result or a §8 error message) into text.
 * @example const text = useMessageText(); text(validatePassword(value));
 */
export function useMessageText(): (message: ToastMessage | ValidationMessage | null) => string {
  const { t } = useTranslation(AUTH_NAMESPACES);
  return useCallback(
    (message) => {
      if (message === null) return '';
      if ('kind' in message && message.kind === 'text') return message.text;
      // Keys come from domain as `<namespace>:<path>`, typed there; i18next resolves them.
      return String(t(message.key as never, message.params as never));
    },
    [t],
  );
}

/**
 * Whether the loaded bundles have a text for a key (§8: `api.{code}` only when translated).
 * @example const exists = useHasTranslation(); exists('auth:twoFactor.invalidCode');
 */
export function useHasTranslation(): (key: string) => boolean {
  const { i18n } = useTranslation(AUTH_NAMESPACES);
  return useCallback((key: string) => i18n.exists(key), [i18n]);
}
