import { Alert, Button } from '@cloud-portal/ui';
import { LinkButton } from '../layout/LinkButton.tsx';
import styles from './Content.module.css';

/**
 * A failed content request: what failed and a retry button (never a blank page).
 * @example <LoadFailed message={t('news.error')} retryLabel={t('news.retry')} retrying={isFetching} onRetry={refetch} />
 */
export function LoadFailed({
  message,
  retryLabel,
  retrying,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert
      tone="danger"
      action={
        <Button size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/**
 * The not-found state of a news item or article: a friendly message and the way back to its list.
 * @example <ContentNotFound heading={t('news.notFound.heading')} text={t('news.notFound.text')} backTo="/news" backLabel={t('news.notFound.back')} />
 */
export function ContentNotFound({
  heading,
  text,
  backTo,
  backLabel,
}: {
  heading: string;
  text: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <section className={styles.notFound} aria-labelledby="content-not-found-title">
      <p className={styles.notFoundCode} aria-hidden="true">
        404
      </p>
      <h1 id="content-not-found-title">{heading}</h1>
      <p>{text}</p>
      <LinkButton to={backTo}>{backLabel}</LinkButton>
    </section>
  );
}
