import { Button } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import styles from './ChunkLoadFailed.module.css';

const reloadPage = () => window.location.reload();

/**
 * §8 'Loading chunk failed': what a screen shows instead of itself when its code or stylesheet did
 * not load (offline, a deployment replaced the files, or no answer within 120 s, §9). Reloading
 * the page fetches the current files, so the one action is a reload. Its texts are in `common`,
 * which every page has loaded already: a lazy namespace may be just what cannot load now.
 * @example if (isChunkLoadError(error)) return <ChunkLoadFailed />;
 */
export function ChunkLoadFailed({
  reload = reloadPage,
}: {
  /** Reloads the page. Default `location.reload()`; tests and stories pass their own. */
  reload?: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.state} data-chunk-failure="">
      <h1 className={styles.heading}>{t('chunkFailed.heading')}</h1>
      <p role="alert" className={styles.message}>
        {t('chunkFailed.text')}
      </p>
      <Button onClick={reload}>{t('chunkFailed.reload')}</Button>
    </div>
  );
}
