import type { Customer } from '@cloud-portal/api-client';
import { formatBalance } from '@cloud-portal/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { controlPath } from '../../app/paths.ts';
import styles from './ControlLayout.module.css';
import { useBrandMoney } from './useBrandMoney.ts';

/**
 * The customer's balance, always visible in the shell (§2, §9: 2 decimals; whole roubles in the
 * rocket brand), in the brand's currency (`useBrandMoney`). Links to the payment screen.
 * @example <Balance customer={customer} />
 */
export function Balance({ customer }: { customer: Customer }) {
  const { t } = useTranslation('account');
  const money = useBrandMoney();
  const dollars = Number(customer.balance);
  const { amount, currency, roubleIntegers } = money(dollars);
  const text = formatBalance(amount, currency, { roubleIntegers });
  return (
    <Link
      to={controlPath('payWith', { view: null })}
      className={styles.balance}
      data-negative={dollars < 0 ? '' : undefined}
    >
      <span className={styles.balanceLabel}>{t('shell.balance')}</span>
      <span className={styles.balanceAmount} data-testid="balance">
        {text}
      </span>
    </Link>
  );
}
