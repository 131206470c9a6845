import { serverDisplayStatus } from '@cloud-portal/domain/servers';
import { formatDate } from '@cloud-portal/i18n';
import { Alert, Badge, Button, EmptyState, Skeleton, type BadgeTone } from '@cloud-portal/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks.ts';
import type { CloudServer } from '../../cloud/regionResources.ts';
import { useListTransactionsQuery } from '../../billing/ledgerApi.ts';
import { useChargesFormatter } from '../list/serverCharges.ts';
import { useCloudErrorText } from '../useCloudErrorText.ts';
import { activityWithCharges, serverChargeEvents } from './activityWithCharges.ts';
import { useListServerActivityQuery } from './instanceActionsApi.ts';
import { isKnownServerAction, shortUserId, type ServerActivityResult } from './serverActivity.ts';
import styles from './ServerDetailsTab.module.css';

const RESULT_TONES: Readonly<Record<ServerActivityResult, BadgeTone>> = {
  success: 'success',
  error: 'danger',
  running: 'info',
  unknown: 'neutral',
};

/**
 * What was done to the server, newest first (Nova's instance actions): the action, when, who
 * (the customer's own cloud user is "you", others a shortened id) and how it ended. Read again
 * after every action taken here (its cache tag) and whenever the server's status changes (an
 * action that was running has ended). The server's charges (issue 14: ledger charges whose
 * `external_id` is the server, from the latest page of 500 charges) join in with their amount;
 * when the ledger cannot be read the actions show alone.
 */
export function ActivityTimeline({ server }: { server: CloudServer }) {
  const { t, i18n } = useTranslation('servers');
  const { t: tBilling } = useTranslation('billing');
  const money = useChargesFormatter();
  const ledger = useListTransactionsQuery({ kind: 'charge' });
  const errorText = useCloudErrorText();
  const ownUserId = useAppSelector((state) => state.cloudToken.userId);
  const { data, error, isLoading, isFetching, refetch } = useListServerActivityQuery({
    region: server.region,
    serverId: server.id,
  });
  const status = serverDisplayStatus(server);
  const previousStatus = useRef(status);
  useEffect(() => {
    if (previousStatus.current === status) return;
    previousStatus.current = status;
    void refetch();
  }, [status, refetch]);

  const entries = useMemo(
    () =>
      activityWithCharges(data ?? [], serverChargeEvents(ledger.data?.results ?? [], server.id)),
    [data, ledger.data, server.id],
  );

  if (isLoading) {
    return (
      <div aria-busy="true" aria-label={t('page.details.activity.loading')}>
        <Skeleton variant="text" lines={4} />
      </div>
    );
  }
  if (error && !data) {
    return (
      <Alert
        tone="danger"
        title={t('page.details.activity.failed')}
        action={
          <Button size="sm" variant="secondary" loading={isFetching} onClick={() => void refetch()}>
            {t('page.retry')}
          </Button>
        }
      >
        {errorText(error)}
      </Alert>
    );
  }
  if (entries.length === 0) {
    return <EmptyState compact title={t('page.details.activity.empty')} />;
  }
  const when = (at: string) => (
    <time dateTime={at}>{formatDate(i18n.language, at, 'dateTime')}</time>
  );
  return (
    <ol className={styles.timeline} aria-label={t('page.details.activity.heading')}>
      {entries.map((item) => {
        if (item.kind === 'charge') {
          const { charge } = item;
          return (
            <li key={item.key} className={styles.timelineEntry} data-kind="charge">
              <span className={styles.timelineAction}>
                {tBilling('ledger.timeline.charge', { amount: money(charge.amount) })}
              </span>
              <Badge size="sm" tone="neutral">
                {tBilling('ledger.timeline.kind')}
              </Badge>
              <span className={styles.timelineMeta}>
                {when(charge.at)}
                {charge.periodStart && charge.periodEnd ? (
                  <>
                    {' · '}
                    {tBilling('ledger.timeline.period', {
                      from: formatDate(i18n.language, charge.periodStart, 'dateTime'),
                      to: formatDate(i18n.language, charge.periodEnd, 'dateTime'),
                    })}
                  </>
                ) : null}
              </span>
            </li>
          );
        }
        const entry = item.action;
        return (
          <li key={item.key} className={styles.timelineEntry} data-kind="action">
            <span className={styles.timelineAction}>
              {isKnownServerAction(entry.action)
                ? t(`page.details.activity.actions.${entry.action}`)
                : entry.action}
            </span>
            <Badge size="sm" tone={RESULT_TONES[entry.result]}>
              {t(`page.details.activity.results.${entry.result}`)}
            </Badge>
            <span className={styles.timelineMeta}>
              {when(entry.startedAt)}
              {' · '}
              {entry.userId === ownUserId ? (
                <span title={entry.userId}>{t('page.details.activity.byYou')}</span>
              ) : (
                <span title={entry.userId}>
                  {t('page.details.activity.byUser', { user: shortUserId(entry.userId) })}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
