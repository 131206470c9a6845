import { Pagination } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import styles from './AffiliateScreen.module.css';

/**
 * The pager under one of the affiliate screen's lists (as the billing history's): nothing while
 * the list fits one page, else the pages with "Page n of m".
 * @example <AffiliatePager label={t('programme.payouts.pages')} page={2} pageCount={3} onPageChange={setPage} testId="payouts-pager" />
 */
export function AffiliatePager({
  label,
  page,
  pageCount,
  onPageChange,
  testId,
}: {
  /** The accessible name of the pager's navigation. */
  label: string;
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  testId: string;
}) {
  const { t } = useTranslation('affiliate');
  if (pageCount <= 1) return null;
  return (
    <div className={styles.paging} data-testid={testId}>
      <Pagination
        label={label}
        previousLabel={t('programme.pager.previous')}
        nextLabel={t('programme.pager.next')}
        getPageLabel={(shown) => t('programme.pager.page', { page: shown })}
        page={page}
        pageCount={pageCount}
        onPageChange={(next) => onPageChange(next)}
      />
      <p className={styles.pageOf}>{t('programme.pager.pageOf', { page, pages: pageCount })}</p>
    </div>
  );
}
