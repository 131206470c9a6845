import {
  productApiErrorKey,
  productApiToast,
  truncateErrorText,
  type ProductApiToast,
} from '@cloud-portal/domain/errors';
import { isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import type { PortalTranslator } from '../portalExtra.ts';
import { isApiFailure, productApi, type ProductCallMeta } from '../productApi.ts';
import type { AppStartListening } from '../store.ts';

// §8 Product API toasts, raised from listener middleware: every product-API call that the base
// query stored as failed (an `ApiFailure`) goes through domain's `productApiToast`, which skips
// GETs and silent calls (§7 TOTP, and the endpoints whose screens show the failure).

/** The namespace of a full key (`errors:toast.busy` → `errors`). */
const namespaceOf = (key: string) => key.slice(0, Math.max(0, key.indexOf(':')));

/** The toast's text: a server text as it is (already cut), a key translated then cut (§8: 200). */
export function toastText(toast: ProductApiToast, translator: PortalTranslator): string {
  return toast.message.kind === 'text'
    ? toast.message.text
    : truncateErrorText(translator.t(toast.message.key, toast.message.params));
}

/** A rejected product-API call with its stored failure (aborted calls and skipped ones have none). */
function failedCall(action: UnknownAction) {
  if (!isRejectedWithValue(action) || !action.type.startsWith(`${productApi.reducerPath}/`))
    return undefined;
  return isApiFailure(action.payload) ? action.payload : undefined;
}

/**
 * Registers the §8 toasts of failed product-API calls: the translated `api.{code}` text for 10 s
 * at the endpoint's `codeLevel` (default warn) when the bundle has one, else the status table's
 * text; cut to 200 characters; shown in `extra.toaster`, which ignores a duplicate of a visible
 * toast. The namespaces a toast may need (`errors` and the code's area) load first.
 * @example startProductApiToasts(listeners.startListening.withTypes<RootState, AppDispatch, PortalExtra>());
 */
export function startProductApiToasts(startListening: AppStartListening): void {
  startListening({
    predicate: (action) => failedCall(action) !== undefined,
    effect: async (action, { extra }) => {
      const failure = failedCall(action);
      if (failure === undefined || productApiToast(failure) === undefined) return;
      const { translator, toaster } = extra;
      // `code` is the body's code when it has one (its key's area namespace), else a status code.
      const namespaces = new Set(['errors', namespaceOf(productApiErrorKey(failure.code))]);
      try {
        await translator.loadNamespaces([...namespaces].filter(Boolean));
      } catch {
        // A namespace that did not load: the status texts fall back to their keys, still a toast.
      }
      const meta = (action.meta as { baseQueryMeta?: ProductCallMeta }).baseQueryMeta;
      const toast = productApiToast(failure, {
        hasTranslation: (key) => translator.exists(key),
        ...(meta?.codeLevel ? { codeLevel: meta.codeLevel } : {}),
      });
      if (toast === undefined) return;
      toaster.show({
        level: toast.level,
        message: toastText(toast, translator),
        duration: toast.durationMs,
      });
    },
  });
}
