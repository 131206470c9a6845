import type { CardPageMessage } from '@cloud-portal/api-client';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks.ts';
import { usePortalToaster } from '../../toasts/usePortalToaster.ts';
import { paymentsApi } from './paymentsApi.ts';

/**
 * What happens when a card page closes (§4 Card addition): cards, the auto-payment, the methods
 * (their minimums follow a linked card) and the customer (activated, balance floor) are
 * refetched; `success` says "Card successfully added", a decline says why.
 * @example const closed = useCardPageClosed(); useCardPopup(closed);
 */
export function useCardPageClosed(): (message: CardPageMessage | undefined) => void {
  const { t } = useTranslation('billing');
  const dispatch = useAppDispatch();
  const toaster = usePortalToaster();
  return useCallback(
    (message) => {
      dispatch(paymentsApi.util.invalidateTags(['CustomerCards', 'AutoPayment', 'Customer']));
      if (message?.status === 'success')
        toaster.show({ level: 'success', message: t('cards.added') });
      else if (message?.status === 'declined')
        toaster.show({ level: 'error', message: t('payment.cardDeclined') });
    },
    [dispatch, t, toaster],
  );
}
