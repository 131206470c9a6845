import { Button, Card } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { ActivationDetailsForm } from './ActivationDetailsForm.tsx';
import { CardPopupNotice } from './CardPopupNotice.tsx';
import { CouponForm } from './CouponForm.tsx';
import styles from './PayWith.module.css';
import { useActivateByCardMutation } from './paymentsApi.ts';
import { useCardPageClosed } from './useCardPageClosed.ts';
import { useCardPopup } from './useCardPopup.ts';

/**
 * `pay-with/activate` and `#activate` (§2, §4 Account, §6: servers and account are disabled until
 * the account is activated): why, and the three ways to activate: a coupon, a card (the §4 popup
 * flow) or the customer's details. Each success refetches the customer, which shows it activated.
 * @example <ActivateView />
 */
export function ActivateView() {
  const { t } = useTranslation('billing');
  const [activateByCard] = useActivateByCardMutation();
  const popup = useCardPopup(useCardPageClosed());
  return (
    <div className={styles.stack}>
      <Card title={t('pay.activate.byCoupon')} titleLevel={2}>
        <CouponForm />
      </Card>
      <Card
        title={t('pay.activate.byCard')}
        titleLevel={2}
        description={t('pay.activate.byCardText')}
        actions={
          <Button
            variant="primary"
            loading={popup.state.phase === 'starting'}
            onClick={() => popup.open(() => activateByCard().unwrap())}
          >
            {t('pay.activate.addCard')}
          </Button>
        }
      >
        <CardPopupNotice popup={popup} />
      </Card>
      <Card
        title={t('pay.activate.byDetails')}
        titleLevel={2}
        description={t('pay.activate.byDetailsText')}
      >
        <ActivationDetailsForm />
      </Card>
    </div>
  );
}
