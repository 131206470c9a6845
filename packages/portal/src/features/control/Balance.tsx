import type { Customer } from '@cloud-portal/api-client';
import { convertCurrency, formatBalance } from '@cloud-portal/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { controlPath } from '../../app/paths.ts';
import { useBrand } from '../../brand/BrandContext.tsx';
import styles from './ControlLayout.module.css';
import { useGetRatesQuery } from './ratesApi.ts';

/**
 * The customer's balance, always visible in the shell (§2, §9: 2 decimals; whole roubles in the
 * rocket brand). The account is kept in dollars; a brand showing another currency converts with
 * `rates/` (§3: 92 USD → RUB when absent). Links to the payment screen.
 * @example <Balance customer={customer} />
 */
export function Balance({ customer }: { customer: Customer }) {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const converts = brand.currency !== 'usd';
  const rates = useGetRatesQuery(undefined, { skip: !converts });
  const dollars = Number(customer.balance);
  const amount = converts
    ? convertCurrency(dollars, 'usd', brand.currency, rates.data ?? [])
    : dollars;
  // No rate for the brand's currency (a euro brand before rates/ answers): dollars, not a guess.
  const text =
    amount === undefined
      ? formatBalance(dollars, 'usd')
      : formatBalance(amount, brand.currency, { roubleIntegers: brand.roubleIntegers });
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
