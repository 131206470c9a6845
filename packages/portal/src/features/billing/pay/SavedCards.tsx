import type { ApiFailure, SavedCard } from '@cloud-portal/api-client';
import { Alert, Badge, Button, Card, ConfirmDialog, Skeleton } from '@cloud-portal/ui';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asApiFailure } from '../../../app/productApi.ts';
import { FailureAlert } from '../../auth/FailureAlert.tsx';
import { AutoPaymentSwitch } from './AutoPaymentSwitch.tsx';
import { cardBrandName } from './cardBrandName.ts';
import { CardPopupNotice } from './CardPopupNotice.tsx';
import styles from './PayWith.module.css';
import { useAttachBankCardMutation, useDeleteCustomerCardMutation } from './paymentsApi.ts';
import { useCardPageClosed } from './useCardPageClosed.ts';
import { useCardPopup } from './useCardPopup.ts';

/** The card list's query, as the screen holds it. */
export interface CardsQuery {
  data?: SavedCard[] | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Saved cards (§3, §7 `GET customer-cards/`): brand, last 4 digits and status; delete after a
 * confirm (`POST customer-cards/ {method_id}`); "Add card" through the §4 popup flow; and the
 * weekly auto-payment switch.
 * @example <SavedCards cards={useListCustomerCardsQuery()} />
 */
export function SavedCards({ cards }: { cards: CardsQuery }) {
  const { t } = useTranslation('billing');
  const [attach] = useAttachBankCardMutation();
  const [remove, removal] = useDeleteCustomerCardMutation();
  const popup = useCardPopup(useCardPageClosed());
  const [deleting, setDeleting] = useState<SavedCard>();
  const [failure, setFailure] = useState<ApiFailure>();

  let body;
  if (cards.isLoading) {
    body = <Skeleton variant="rect" height="4rem" aria-busy="true" />;
  } else if (cards.isError || !cards.data) {
    body = (
      <Alert
        tone="danger"
        role="alert"
        title={t('pay.cards.failed')}
        action={
          <Button
            variant="secondary"
            loading={cards.isFetching}
            onClick={() => void cards.refetch()}
          >
            {t('pay.retry')}
          </Button>
        }
      />
    );
  } else if (cards.data.length === 0) {
    body = <p className={styles.text}>{t('pay.cards.empty')}</p>;
  } else {
    body = (
      <ul className={styles.cards} aria-label={t('pay.cards.title')}>
        {cards.data.map((card) => (
          <li key={card.method_id} className={styles.cardRow} data-testid="saved-card">
            <CreditCard aria-hidden="true" />
            <span className={styles.cardName}>
              {t('pay.cards.card', {
                brand: cardBrandName(card.brand) ?? t('pay.cards.otherBrand'),
                last4: card.last4,
              })}
            </span>
            <Badge tone="success">{t(`pay.cards.status.${card.status}`)}</Badge>
            {card.auto_payment ? <Badge tone="info">{t('pay.auto.badge')}</Badge> : null}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setFailure(undefined);
                setDeleting(card);
              }}
            >
              {t('pay.cards.delete', { last4: card.last4 })}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card
      title={t('pay.cards.title')}
      titleLevel={2}
      actions={
        <Button
          variant="secondary"
          loading={popup.state.phase === 'starting'}
          onClick={() => popup.open(() => attach().unwrap())}
        >
          {t('pay.cards.add')}
        </Button>
      }
    >
      <div className={styles.stack}>
        {body}
        <CardPopupNotice popup={popup} />
        <FailureAlert failure={failure} />
        {cards.data ? <AutoPaymentSwitch cards={cards.data} /> : null}
      </div>
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => {
          if (!open && !removal.isLoading) setDeleting(undefined);
        }}
        tone="danger"
        title={t('pay.cards.deleteTitle', { last4: deleting?.last4 ?? '' })}
        message={t('pay.cards.deleteText')}
        confirmLabel={t('pay.cards.deleteConfirm')}
        cancelLabel={t('pay.cancel')}
        loading={removal.isLoading}
        closeOnConfirm={false}
        onConfirm={() => {
          if (!deleting) return;
          remove(deleting.method_id)
            .unwrap()
            .then(
              () => setDeleting(undefined),
              (thrown: unknown) => {
                setDeleting(undefined);
                setFailure(asApiFailure(thrown));
              },
            );
        }}
      />
    </Card>
  );
}
