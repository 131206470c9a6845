import { Button } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { ChunkLoadFailed } from '../features/chunk-failure/ChunkLoadFailed.tsx';
import { isChunkLoadError } from '../features/chunk-failure/chunkLoad.ts';
import styles from './RootErrorBoundary.module.css';
import { useCaughtRouteError } from './RouteErrorBoundary.tsx';

/**
 * The root error page (the `errorElement` of the layout routes): any error thrown while rendering
 * or loading a route ends here, with a translated message and a way out, never a blank page. A
 * chunk or stylesheet that did not load says so (§8 'Loading chunk failed') and offers a reload.
 */
export function RootErrorBoundary() {
  const error = useCaughtRouteError();
  const { t } = useTranslation();
  if (error !== undefined) console.error(error); // keep the cause visible to developers
  if (isChunkLoadError(error)) {
    return (
      <main id="main">
        <ChunkLoadFailed />
      </main>
    );
  }
  return (
    <main className={styles.page} id="main">
      <h1>{t('errors.heading')}</h1>
      {/* Plain text, not ui's Alert: this boundary is in every page's first load and the page is
          the error itself (the heading says so); Alert's icon set stays out of the entry. */}
      <p role="alert" className={styles.message}>
        {t('errors.text')}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        <Button variant="secondary" href="/">
          {t('notFound.backHome')}
        </Button>
      </div>
    </main>
  );
}
