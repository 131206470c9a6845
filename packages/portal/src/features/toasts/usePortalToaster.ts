import type { Toaster } from '@cloud-portal/ui';
import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import type { PortalExtra } from '../../app/portalExtra.ts';

// The store's thunks get its `extra`; this one hands back the toast queue in it, so screens and
// listeners share the portal's one queue without another context.
const readToaster = (_dispatch: unknown, _getState: unknown, extra: PortalExtra) => extra.toaster;

/**
 * The portal's toast queue (the one the store's listeners raise toasts in), for a component
 * inside the store's Provider.
 * @example const toaster = usePortalToaster(); toaster.show({ level: 'success', message: t('saved') });
 */
export function usePortalToaster(): Toaster {
  const dispatch = useAppDispatch();
  const [toaster] = useState(() => dispatch(readToaster));
  return toaster;
}
