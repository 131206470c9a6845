import { ToastProvider, type Toaster } from '@cloud-portal/ui';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks.ts';
import type { PortalExtra } from '../../app/portalExtra.ts';

// The store's thunks get its `extra`: this one hands back the portal's toast queue.
const readToaster = (_dispatch: unknown, _getState: unknown, extra: PortalExtra) => extra.toaster;

/**
 * STOPGAP, to be deleted on merge: main has no region that renders the portal's toast queue yet
 * (the toasts work brings `features/toasts/PortalToasts`, mounted by the layouts' notices). Until
 * then this shows the queue, so the §8 cloud notifications are visible; it is there only while
 * the queue holds a toast. Delete this file and its line in CloudStartup.tsx when PortalToasts
 * is on the branch (two regions would show every toast twice).
 * @example <ToastRegionStopgap />
 */
export function ToastRegionStopgap() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [toaster] = useState<Toaster>(() => dispatch(readToaster));
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getSnapshot, toaster.getSnapshot);
  if (toasts.length === 0) return null;
  return (
    <ToastProvider
      toaster={toaster}
      dismissLabel={t('toasts.dismiss')}
      regionLabel={t('toasts.regionLabel')}
    />
  );
}
