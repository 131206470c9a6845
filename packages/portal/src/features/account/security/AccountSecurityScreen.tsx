import { Alert, Button, Skeleton } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { useGetCustomerQuery } from '../../session/sessionApi.ts';
import { useGetTotpStatusQuery } from '../accountApi.ts';
import styles from './AccountSecurityScreen.module.css';
import { LoginHistorySection } from './LoginHistorySection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { SecurityChecklist } from './SecurityChecklist.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';

/**
 * `account/security` (§2; §5 password and code rules; §6 no TOTP for social-login accounts; §7
 * change-password and TOTP): a checklist of what to fix, the password change, two-factor
 * authentication with recovery codes, the active sessions and the login history.
 */
export function AccountSecurityScreen() {
  const { t } = useTranslation('account');
  const customer = useGetCustomerQuery();
  const totp = useGetTotpStatusQuery(undefined, {
    skip: !customer.data || customer.data.social_provider !== null,
  });

  let body;
  if (customer.isLoading) {
    body = <Skeleton variant="rect" height="16rem" />;
  } else if (customer.isError || !customer.data) {
    body = (
      <Alert
        tone="danger"
        role="alert"
        title={t('info.failed')}
        action={
          <Button variant="secondary" onClick={() => void customer.refetch()}>
            {t('security.retry')}
          </Button>
        }
      />
    );
  } else {
    const social = customer.data.social_provider !== null;
    body = (
      <>
        <SecurityChecklist
          totpAvailable={!social && totp.data?.available !== false}
          totpEnabled={social ? false : totp.data?.enabled}
        />
        <PasswordSection customer={customer.data} />
        <TwoFactorSection customer={customer.data} />
        <SessionsSection />
        <LoginHistorySection />
      </>
    );
  }

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('screens.accountSecurity')}</h1>
      <p className={styles.intro}>{t('security.intro')}</p>
      {body}
    </div>
  );
}
