import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { storeIdle } from '../../app/storeLoader.ts';
import { useStoreLoader, WithStore } from '../../app/WithStore.tsx';
import { LoadFailed } from './ContentStates.tsx';
import styles from './Content.module.css';

const idle = () => storeIdle;

/** The store did not load (offline, a replaced chunk): what happened and a retry (issue 5). */
function StoreFailed() {
  const { t } = useTranslation();
  const loader = useStoreLoader();
  const state = useSyncExternalStore(loader.subscribe, loader.state, idle);
  return (
    <div className={styles.page}>
      <LoadFailed
        message={t('storeFailed.text')}
        retryLabel={t('storeFailed.retry')}
        retrying={state.status === 'loading'}
        onRetry={() => void loader.load().catch(() => undefined)}
      />
    </div>
  );
}

/**
 * A content page on the store (its data comes through RTK Query): `loading`, the page's own
 * loading state, shows until the store has loaded, and is what the build prerenders (issue 15:
 * the page paints before any JavaScript, and hydrating it cannot mismatch, see `WithStore`).
 * The page shows the same state while its request runs, so nothing changes in between.
 * @example { path: 'news', lazy: async () => ({ Component: () => <ContentScreen loading={<NewsListLoading />}><NewsListPage /></ContentScreen> }) }
 */
export function ContentScreen({
  loading,
  children,
}: {
  /** The page's loading state (`NewsListLoading`...). */
  loading: ReactNode;
  /** The page itself. */
  children: ReactNode;
}) {
  return (
    <WithStore fallback={loading} failure={<StoreFailed />} hydrateLoaded>
      {children}
    </WithStore>
  );
}
