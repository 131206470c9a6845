import { ToastProvider } from '@cloud-portal/ui';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalToaster } from './usePortalToaster.ts';

/**
 * The portal's toast region (§2 Global UI, §8 toasts): every toast of the portal's queue (the
 * product-API errors, the §4 account notices, the logged-in-as-client toast), pinned to the bottom
 * corner, each gone after its duration (10 s) or its ×. The region is there only while it holds
 * a toast: an empty "Messages" landmark would be noise. Inside the store's Provider (the layouts'
 * global notices load it with the store).
 * @example <PortalToasts />
 */
export function PortalToasts() {
  const { t } = useTranslation('common');
  const toaster = usePortalToaster();
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
