import type { BalanceRunway } from '@cloud-portal/domain/payments';
import { formatDate } from '@cloud-portal/i18n';
import { Alert } from '@cloud-portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './RunwayMessage.module.css';

/**
 * How long the balance lasts, as a line of the billing screens (issue 14): "Your balance lasts
 * until {date}" with the hourly charges, a warning when the balance is used up, nothing when
 * nothing is billed. Presentational: the pay-with screen can show it with its own figures.
 * @example <RunwayMessage runway={runway} hourly="$0.02" topUp={<Link to={payWith}>Top up</Link>} />
 */
export function RunwayMessage({
  runway,
  hourly,
  topUp,
}: {
  runway: BalanceRunway;
  /** The formatted hourly charges ("$0.0164"). */
  hourly: string;
  /** A way to top up, shown with the used-up warning. Default none. */
  topUp?: ReactNode;
}) {
  const { t, i18n } = useTranslation('billing');
  switch (runway.kind) {
    case 'noCharges':
      return null;
    case 'exhausted':
      return (
        <Alert tone="warning" data-testid="balance-runway" data-runway="exhausted" action={topUp}>
          {t('ledger.runway.exhausted')}
        </Alert>
      );
    case 'lasts':
      return (
        <div className={styles.runway} data-testid="balance-runway" data-runway="lasts">
          <p className={styles.until}>
            {t('ledger.runway.until', {
              date: formatDate(i18n.language, runway.until, 'dateTime'),
            })}
          </p>
          <p className={styles.hourly}>{t('ledger.runway.hourly', { amount: hourly })}</p>
        </div>
      );
    default:
      return runway satisfies never;
  }
}
