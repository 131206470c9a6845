import type { Region } from '@cloud-portal/api-client';
import { Alert, Button, Spinner } from '@cloud-portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnswerInBackground } from '../../app/useAnswerInBackground.ts';
import type { RegionStatus } from './regionStatus.ts';

// No stylesheet here: each list's CSS module composes the parts of Region.module.css and passes its
// classes, so the chunk the home shares with the data-center locations page carries no CSS (a CSS
// file there would be one more preload in the home's entry).

/**
 * A region's public status as a badge; its colour follows `data-status` (Region.module.css).
 * @example <RegionStatusBadge status={regionStatus(region, bucket)} className={styles.status} />
 */
export function RegionStatusBadge({
  status,
  className,
}: {
  /** The region's status (`regionStatus`). */
  status: RegionStatus;
  /** The list's class that composes Region.module.css's `status`. */
  className: string | undefined;
}) {
  const { t } = useTranslation('public');
  return (
    <span className={className} data-status={status}>
      {t(`regions.status.${status}`)}
    </span>
  );
}

/** The parts of the regions query (`useRegionsQuery()`) a list shows. */
export interface RegionsQueryResult {
  data?: Region[] | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The loading, error (with a retry) and empty states of `GET /api/regions/`; `children` renders the
 * regions once there are some. The list calls the query itself, so its own hooks see every state.
 * @example <RegionsQueryView query={useRegionsQuery()} emptyClassName={styles.empty}>{(regions) => <ul>…</ul>}</RegionsQueryView>
 */
export function RegionsQueryView({
  query,
  emptyClassName,
  children,
  loading,
}: {
  /** The regions query of the list. */
  query: RegionsQueryResult;
  /** The list's class that composes Region.module.css's `empty`. */
  emptyClassName: string | undefined;
  /** The list of the regions. */
  children: (regions: Region[]) => ReactNode;
  /** The loading state; default a spinner. */
  loading?: ReactNode;
}) {
  const { t } = useTranslation('public');
  const { data, isLoading, isError, isFetching, refetch } = query;
  // Issue 15: 45 ms of one task on a phone when the home's data centers arrived, rendered at once.
  const { shown, arriving } = useAnswerInBackground(data);
  if (isLoading || arriving) return loading ?? <Spinner label={t('regions.loading')} />;
  if (isError)
    return (
      <Alert
        tone="danger"
        action={
          <Button size="sm" variant="secondary" loading={isFetching} onClick={() => void refetch()}>
            {t('regions.retry')}
          </Button>
        }
      >
        {t('regions.error')}
      </Alert>
    );
  if (!shown || shown.length === 0) return <p className={emptyClassName}>{t('regions.empty')}</p>;
  return children(shown);
}
