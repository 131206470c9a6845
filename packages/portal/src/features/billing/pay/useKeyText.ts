import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A message as the domain gives it: a `<namespace>:<path>` key and its params. */
export interface KeyMessage {
  readonly key: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** The namespaces the pay-with messages come from (own texts, §5 field rules, §8 texts). */
const NAMESPACES = ['billing', 'validation', 'errors'] as const;

/**
 * Turns a domain message key (`billing:promo.notFound`, `validation:phone`, ...) into text.
 * @example const text = useKeyText(); text({ key: 'billing:payment.cardDeclined' })
 */
export function useKeyText(): (message: KeyMessage) => string {
  const { t } = useTranslation(NAMESPACES);
  return useCallback(
    (message) => String(t(message.key as never, (message.params ?? {}) as never)),
    [t],
  );
}
