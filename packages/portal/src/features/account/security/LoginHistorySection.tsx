import type { LoginEvent } from '@cloud-portal/api-client';
import { Alert, Badge, Button, Card, Table, type TableColumn } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PROVIDER_NAMES } from '../../auth/social.ts';
import { useListLoginHistoryQuery } from '../accountApi.ts';
import styles from './AccountSecurityScreen.module.css';
import { formatTime } from './formatTime.ts';
import { useDeviceName } from './SessionsSection.tsx';

const OUTCOME_TONES = {
  success: 'success',
  failure: 'danger',
  totp_required: 'info',
  totp_failure: 'danger',
} as const satisfies Record<LoginEvent['outcome'], string>;

/** The login history of account/security: time, address, browser and result of each attempt. */
export function LoginHistorySection() {
  const { t, i18n } = useTranslation('account');
  const deviceName = useDeviceName();
  const history = useListLoginHistoryQuery();

  const methodName = (method: LoginEvent['method']) => {
    switch (method) {
      case 'password':
      case 'totp':
      case 'recovery_code':
        return t(`security.history.methods.${method}`);
      default:
        return SOCIAL_PROVIDER_NAMES[method];
    }
  };

  const columns: TableColumn<LoginEvent>[] = [
    {
      id: 'time',
      header: t('security.history.time'),
      rowHeader: true,
      cell: (event) => formatTime(event.created_at, i18n.language),
    },
    { id: 'ip', header: t('security.history.ip'), cell: (event) => event.ip || '—' },
    {
      id: 'browser',
      header: t('security.history.browser'),
      cell: (event) => <span title={event.user_agent}>{deviceName(event.user_agent)}</span>,
    },
    {
      id: 'result',
      header: t('security.history.result'),
      cell: (event) => (
        <Badge tone={OUTCOME_TONES[event.outcome]}>
          {t('security.history.outcomeWith', {
            outcome: t(`security.history.outcomes.${event.outcome}`),
            method: methodName(event.method),
          })}
        </Badge>
      ),
    },
  ];

  return (
    <Card
      title={t('security.history.title')}
      titleLevel={2}
      description={t('security.history.description')}
    >
      {history.isError ? (
        <Alert
          tone="danger"
          role="alert"
          title={t('security.history.failed')}
          action={
            <Button variant="secondary" onClick={() => void history.refetch()}>
              {t('security.retry')}
            </Button>
          }
        />
      ) : (
        <div data-testid="login-history" className={styles.stack}>
          <Table
            caption={t('security.history.title')}
            hideCaption
            rows={history.data ?? []}
            columns={columns}
            getRowId={(event) => String(event.id)}
            loading={history.isLoading}
            empty={t('security.history.empty')}
            maxHeight="28rem"
            stickyHeader
          />
        </div>
      )}
    </Card>
  );
}
