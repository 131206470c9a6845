import type { ActiveSession, ApiFailure } from '@cloud-portal/api-client';
import { Alert, Badge, Button, Card, Table, type TableColumn } from '@cloud-portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asApiFailure } from '../../../app/productApi.ts';
import { usePortalToaster } from '../../toasts/usePortalToaster.ts';
import { AccountFailureAlert } from '../AccountFailureAlert.tsx';
import {
  useListSessionsQuery,
  useRevokeOtherSessionsMutation,
  useRevokeSessionMutation,
} from '../accountApi.ts';
import styles from './AccountSecurityScreen.module.css';
import { formatTime } from './formatTime.ts';
import { describeUserAgent } from './userAgent.ts';

/** "Firefox on Linux", or what is known of it. */
export function useDeviceName(): (userAgent: string) => string {
  const { t } = useTranslation('account');
  return (userAgent) => {
    const { browser, os } = describeUserAgent(userAgent);
    if (browser && os) return t('security.sessions.deviceOn', { browser, os });
    return browser ?? os ?? t('security.sessions.unknownDevice');
  };
}

/**
 * The active sessions of account/security: device (from the User-Agent), address, when it signed
 * in and was last active, "this session", and signing out one other session or all of them.
 */
export function SessionsSection() {
  const { t, i18n } = useTranslation('account');
  const toaster = usePortalToaster();
  const deviceName = useDeviceName();
  const sessions = useListSessionsQuery();
  const [revoke, revoking] = useRevokeSessionMutation();
  const [revokeOthers, revokingOthers] = useRevokeOtherSessionsMutation();
  const [failure, setFailure] = useState<ApiFailure>();

  const signOut = async (session: ActiveSession) => {
    setFailure(undefined);
    try {
      await revoke(session.id).unwrap();
      toaster.show({ level: 'success', message: t('security.sessions.signedOut') });
    } catch (thrown) {
      setFailure(asApiFailure(thrown));
    }
  };
  const signOutOthers = async () => {
    setFailure(undefined);
    try {
      const { revoked } = await revokeOthers().unwrap();
      toaster.show({
        level: 'success',
        message: t('security.sessions.signedOutOthers', { count: revoked }),
      });
    } catch (thrown) {
      setFailure(asApiFailure(thrown));
    }
  };

  const columns: TableColumn<ActiveSession>[] = [
    {
      id: 'device',
      header: t('security.sessions.device'),
      rowHeader: true,
      cell: (session) => (
        <span className={styles.device} title={session.user_agent}>
          {deviceName(session.user_agent)}
          {session.current ? <Badge tone="info">{t('security.sessions.current')}</Badge> : null}
        </span>
      ),
    },
    { id: 'ip', header: t('security.sessions.ip'), cell: (session) => session.ip || '—' },
    {
      id: 'created',
      header: t('security.sessions.created'),
      cell: (session) => formatTime(session.created_at, i18n.language),
    },
    {
      id: 'lastSeen',
      header: t('security.sessions.lastSeen'),
      cell: (session) => formatTime(session.last_seen_at, i18n.language),
    },
  ];

  const others = (sessions.data ?? []).filter((session) => !session.current);
  let body;
  if (sessions.isError) {
    body = (
      <Alert
        tone="danger"
        role="alert"
        title={t('security.sessions.failed')}
        action={
          <Button variant="secondary" onClick={() => void sessions.refetch()}>
            {t('security.retry')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <AccountFailureAlert failure={failure} />
        <Table
          caption={t('security.sessions.title')}
          hideCaption
          rows={sessions.data ?? []}
          columns={columns}
          getRowId={(session) => session.id}
          loading={sessions.isLoading}
          rowActionsLabel={t('security.sessions.actions')}
          rowActions={(session) =>
            session.current ? null : (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('security.sessions.signOutNamed', {
                  device: deviceName(session.user_agent),
                })}
                loading={revoking.isLoading && revoking.originalArgs === session.id}
                onClick={() => void signOut(session)}
              >
                {t('security.sessions.signOut')}
              </Button>
            )
          }
        />
        {sessions.data && others.length === 0 ? (
          <p className={styles.muted}>{t('security.sessions.noOthers')}</p>
        ) : null}
        <div>
          <Button
            variant="danger"
            disabled={others.length === 0}
            loading={revokingOthers.isLoading}
            onClick={() => void signOutOthers()}
          >
            {t('security.sessions.signOutOthers')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Card
      title={t('security.sessions.title')}
      titleLevel={2}
      description={t('security.sessions.description')}
    >
      <div className={styles.stack} data-testid="sessions">
        {body}
      </div>
    </Card>
  );
}
