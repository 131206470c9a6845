import type { ApiFailure, SavedCard } from '@cloud-portal/api-client';
import { DEFAULT_TOP_UP_AMOUNT } from '@cloud-portal/domain/constants';
import { LINKED_CARD_BALANCE_FLOOR } from '@cloud-portal/domain/payments';
import { Alert, Skeleton, Switch } from '@cloud-portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asApiFailure } from '../../../app/productApi.ts';
import { FailureAlert } from '../../auth/FailureAlert.tsx';
import { CardPopupNotice } from './CardPopupNotice.tsx';
import styles from './PayWith.module.css';
import {
  useCreateAutoPaymentMutation,
  useDeleteAutoPaymentMutation,
  useGetAutoPaymentQuery,
} from './paymentsApi.ts';
import { useCardPageClosed } from './useCardPageClosed.ts';
import { useCardPopup } from './useCardPopup.ts';
import { useMoneyText } from './useMoneyText.ts';

/**
 * The weekly auto-payment (§7 `POST auto-payments/ {status new, type paymaster}`, §9 weekly
 * top-ups, a linked card lets the balance go to −$10): on opens the card page (§4 popup flow), off
 * is `DELETE auto-payments/` (the card stays saved).
 * @example <AutoPaymentSwitch cards={cards} />
 */
export function AutoPaymentSwitch({ cards }: { cards: readonly SavedCard[] }) {
  const { t, i18n } = useTranslation('billing');
  const money = useMoneyText();
  const auto = useGetAutoPaymentQuery();
  const [create] = useCreateAutoPaymentMutation();
  const [switchOff, switching] = useDeleteAutoPaymentMutation();
  const popup = useCardPopup(useCardPageClosed());
  const [failure, setFailure] = useState<ApiFailure>();

  if (auto.isLoading) return <Skeleton variant="text" width="16rem" />;
  if (auto.isError || !auto.data) {
    return (
      <Alert tone="danger" role="alert">
        {t('pay.auto.failed')}
      </Alert>
    );
  }
  const active = auto.data.status === 'active';
  const amount = money(Number(auto.data.amount ?? DEFAULT_TOP_UP_AMOUNT));

  return (
    <div className={styles.stack}>
      <Switch
        label={t('pay.auto.label')}
        description={t('pay.auto.explain', {
          amount,
          floor: money(LINKED_CARD_BALANCE_FLOOR),
        })}
        checked={active}
        disabled={switching.isLoading || popup.state.phase === 'starting'}
        onCheckedChange={(on) => {
          setFailure(undefined);
          if (on) {
            popup.open(() => create({ status: 'new', type: 'paymaster' }).unwrap());
          } else {
            switchOff()
              .unwrap()
              .catch((thrown: unknown) => setFailure(asApiFailure(thrown)));
          }
        }}
      />
      {active && auto.data.next_run_at ? (
        <p className={styles.text}>
          {t('pay.auto.next', {
            date: new Date(auto.data.next_run_at).toLocaleDateString(i18n.language),
          })}
        </p>
      ) : null}
      {!active && cards.length === 0 ? <p className={styles.text}>{t('pay.auto.noCard')}</p> : null}
      <CardPopupNotice popup={popup} />
      <FailureAlert failure={failure} />
    </div>
  );
}
