import { Spinner } from '@cloud-portal/ui';
import styles from './PageDataLoading.module.css';

/**
 * The loading state of a page's main data (a list that fills the page when it arrives): the
 * spinner where the list will be, in a block one viewport tall. The footer and anything after it
 * start below the first screen and do not move within it when the list replaces this (issue 15:
 * the footer's shift was the whole CLS of /company/data-center-locations and /pricing, 0.11–0.12
 * on a 412 × 823 screen).
 *
 * @example
 * <WithStore fallback={<PageDataLoading label={t('pricing.loading')} />}>…</WithStore>
 */
export function PageDataLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading} data-testid="page-data-loading">
      <Spinner label={label} />
    </div>
  );
}
