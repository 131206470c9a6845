import en from './locales/en/index.ts';
import type { Messages } from './messages.ts';

/**
 * The English reference bundle, every namespace statically imported: the source of the key types
 * and of the completeness check. Apps load messages with `loadNamespace` instead, so importing
 * this at run time ships every English text.
 */
export const reference = en;

/** The shape of a whole language bundle (namespace → nested messages). */
export type Bundle = Messages<typeof en>;
