import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAMED_PATHS } from '../../../app/paths.ts';
import { useChargesFormatter } from '../../servers/list/serverCharges.ts';
import { RunwayMessage } from './RunwayMessage.tsx';
import styles from './RunwayMessage.module.css';
import { useBalanceRunway } from './useBalanceRunway.ts';

/** Issue 14: the side nav warns when the balance lasts less than this many days (issue 14). */
export const NAV_RUNWAY_WARNING_DAYS = 7;

/**
 * The runway of the customer's balance on a billing screen (and the pay-with screen): the
 * {@link RunwayMessage} for the current pending charges; nothing while they load or when they
 * failed (the pending-charges section says so).
 * @example <BalanceRunwayNotice balance={Number(customer.balance)} />
 */
export function BalanceRunwayNotice({ balance }: { balance: number }) {
  const { t } = useTranslation('billing');
  const money = useChargesFormatter();
  const { runway, hourlyRate } = useBalanceRunway(balance);
  if (!runway) return null;
  return (
    <RunwayMessage
      runway={runway}
      hourly={money(hourlyRate)}
      topUp={<Link to={NAMED_PATHS['pay-with']}>{t('ledger.runway.topUp')}</Link>}
    />
  );
}

/**
 * The side nav's line (issue 14): "Your balance lasts N more days" when under
 * {@link NAV_RUNWAY_WARNING_DAYS} days, the used-up warning at zero, else nothing. Links to the
 * payment screen.
 * @example <NavRunway balance={Number(customer.balance)} />
 */
export function NavRunway({ balance }: { balance: number }) {
  const { t } = useTranslation('billing');
  const { runway } = useBalanceRunway(balance);
  if (!runway || runway.kind === 'noCharges') return null;
  if (runway.kind === 'lasts' && runway.hours >= NAV_RUNWAY_WARNING_DAYS * 24) return null;
  return (
    <p
      className={styles.nav}
      data-testid="nav-runway"
      data-runway={runway.kind === 'exhausted' ? 'exhausted' : 'short'}
    >
      <Link to={NAMED_PATHS['pay-with']}>
        {runway.kind === 'exhausted'
          ? t('ledger.runway.exhausted')
          : t('balance.daysLeft', { count: runway.days })}
      </Link>
    </p>
  );
}
