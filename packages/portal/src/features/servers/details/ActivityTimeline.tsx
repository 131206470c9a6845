import { serverDisplayStatus } from '@cloud-portal/domain/servers';
import { formatDate } from '@cloud-portal/i18n';
import { Alert, Badge, Button, EmptyState, Skeleton, type BadgeTone } from '@cloud-portal/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks.ts';
import type { CloudServer } from '../../cloud/regionResources.ts';
import { useCloudErrorText } from '../useCloudErrorText.ts';
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
 * action that was running has ended).
 */
export function ActivityTimeline({ server }: { server: CloudServer }) {
  const { t, i18n } = useTranslation('servers');
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
  if (!data || data.length === 0) {
    return <EmptyState compact title={t('page.details.activity.empty')} />;
  }
  return (
    <ol className={styles.timeline} aria-label={t('page.details.activity.heading')}>
      {data.map((entry) => (
        <li key={entry.requestId} className={styles.timelineEntry}>
          <span className={styles.timelineAction}>
            {isKnownServerAction(entry.action)
              ? t(`page.details.activity.actions.${entry.action}`)
              : entry.action}
          </span>
          <Badge size="sm" tone={RESULT_TONES[entry.result]}>
            {t(`page.details.activity.results.${entry.result}`)}
          </Badge>
          <span className={styles.timelineMeta}>
            <time dateTime={entry.startedAt}>
              {formatDate(i18n.language, entry.startedAt, 'dateTime')}
            </time>
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
      ))}
    </ol>
  );
}
