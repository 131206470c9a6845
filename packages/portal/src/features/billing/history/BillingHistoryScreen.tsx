import type { ApiFailure } from '@cloud-portal/api-client';
import { Alert, Button, EmptyState, Pagination, Select } from '@cloud-portal/ui';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks.ts';
import { downloadText } from '../../account/api/downloadText.ts';
import { useChargesFormatter } from '../../servers/list/serverCharges.ts';
import { useSession } from '../../session/useSession.ts';
import {
  GROUPS_PAGE_SIZE,
  ledgerApi,
  TRANSACTIONS_PAGE_SIZE,
  useListTransactionGroupsQuery,
  useListTransactionsQuery,
} from '../ledgerApi.ts';
import { BalanceRunwayNotice } from '../runway/BalanceRunwayNotice.tsx';
import { useBalanceRunway } from '../runway/useBalanceRunway.ts';
import styles from './BillingHistoryScreen.module.css';
import {
  exportQuery,
  historySearch,
  parseHistoryFilters,
  TRANSACTION_KINDS,
  type HistoryFilters,
} from './historyFilters.ts';
import { PendingChargesSection } from './PendingChargesSection.tsx';
import {
  TransactionGroupsTable,
  TransactionsTable,
  useDayFormatter,
} from './TransactionTables.tsx';
import { allTransactions, csvFileName, transactionsCsv } from './transactionsCsv.ts';

/** How many years back the year filter offers (the ledger of an older account goes further: type it in the URL). */
const YEARS_OFFERED = 10;

const pageCountOf = (count: number | undefined, size: number) =>
  Math.max(1, Math.ceil((count ?? 0) / size));

/**
 * `billing/history` (§2, issue 14): the pending charges with the balance's runway, then the
 * ledger — one line per day and kind (§7 transaction groups, 20 a page), a day's transactions
 * when one is opened, or a year's/month's transactions when filtered by date (500 a page, §9) —
 * with the filters, the open day and the page in the URL, and a CSV export of everything the
 * filters select.
 */
export function BillingHistoryScreen() {
  const { t, i18n } = useTranslation('billing');
  const { t: tAccount } = useTranslation('account');
  const dispatch = useAppDispatch();
  const money = useChargesFormatter();
  const day = useDayFormatter();
  const [params, setParams] = useSearchParams();
  const filters = parseHistoryFilters(params);
  const { customer } = useSession({ required: true });
  const balance = Number(customer?.balance ?? Number.NaN);
  const runwayState = useBalanceRunway(balance);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);

  // A day or a date filter lists transactions; otherwise the day-and-kind lines.
  const listsTransactions = filters.day !== undefined || filters.year !== undefined;
  const groups = useListTransactionGroupsQuery(
    { kind: filters.kind, offset: (filters.page - 1) * GROUPS_PAGE_SIZE },
    { skip: listsTransactions },
  );
  const transactions = useListTransactionsQuery(
    { ...exportQuery(filters), offset: (filters.page - 1) * TRANSACTIONS_PAGE_SIZE },
    { skip: !listsTransactions },
  );
  const current = listsTransactions ? transactions : groups;
  const pageSize = listsTransactions ? TRANSACTIONS_PAGE_SIZE : GROUPS_PAGE_SIZE;
  const count = current.data?.count;
  const pageCount = pageCountOf(count, pageSize);
  const filtered = filters.kind !== undefined || listsTransactions;

  const show = (next: Partial<HistoryFilters>) =>
    setParams(historySearch({ ...filters, page: 1, ...next }));

  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    const query = exportQuery(filters);
    try {
      const rows = await allTransactions(query, (page) =>
        dispatch(
          ledgerApi.endpoints.listTransactions.initiate(page, {
            subscribe: false,
            forceRefetch: true,
          }),
        ).unwrap(),
      );
      downloadText(csvFileName(query), transactionsCsv(rows), 'text/csv');
    } catch {
      // The failure is shown next to the button (the calls are silent: no toast).
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  const thisYear = new Date().getUTCFullYear();
  const years = Array.from({ length: YEARS_OFFERED }, (_, index) => thisYear - index);
  if (filters.year !== undefined && !years.includes(filters.year)) years.push(filters.year);
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
  const months = Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: monthName.format(Date.UTC(2000, index, 1)),
  }));

  const empty = filtered ? (
    <EmptyState
      compact
      title={t('ledger.history.emptyFiltered')}
      action={
        <Button size="sm" variant="secondary" onClick={() => setParams('')}>
          {t('ledger.history.clearFilters')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      compact
      title={t('ledger.history.empty')}
      description={t('ledger.history.emptyHint')}
    />
  );

  let heading: string | undefined;
  if (filters.day !== undefined) heading = t('ledger.history.dayTitle', { date: day(filters.day) });
  else if (filters.year !== undefined) {
    const period =
      filters.month === undefined
        ? String(filters.year)
        : new Intl.DateTimeFormat(i18n.language, {
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(Date.UTC(filters.year, filters.month - 1, 1));
    heading = t('ledger.history.periodTitle', { period });
  }

  let ledger;
  if (current.isError && !current.data) {
    ledger = (
      <Alert
        tone="danger"
        title={t('ledger.history.failed')}
        action={
          <Button
            variant="secondary"
            loading={current.isFetching}
            onClick={() => void current.refetch()}
          >
            {t('ledger.history.retry')}
          </Button>
        }
      >
        {(current.error as ApiFailure | undefined)?.message}
      </Alert>
    );
  } else if (listsTransactions) {
    ledger = (
      <TransactionsTable
        caption={heading ?? ''}
        transactions={transactions.data?.results ?? []}
        money={money}
        loading={transactions.isLoading}
        empty={empty}
      />
    );
  } else {
    ledger = (
      <TransactionGroupsTable
        groups={groups.data?.results ?? []}
        dayHref={(date) => `?${historySearch({ ...filters, day: date, page: 1 })}`}
        money={money}
        loading={groups.isLoading}
        empty={empty}
      />
    );
  }

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{tAccount('screens.billingHistory')}</h1>
      <p className={styles.intro}>{t('ledger.history.intro')}</p>
      <BalanceRunwayNotice balance={balance} />
      <PendingChargesSection state={runwayState} />

      <section className={styles.ledger} aria-labelledby="ledger-heading">
        <h2 id="ledger-heading" className={styles.subtitle}>
          {heading ?? t('ledger.history.byDay')}
        </h2>
        <div className={styles.controls} role="group" aria-label={t('ledger.history.filters')}>
          <Select
            label={t('ledger.history.kind')}
            options={[
              { value: '', label: t('ledger.history.allKinds') },
              ...TRANSACTION_KINDS.map((kind) => ({
                value: kind,
                label: t(`ledger.kinds.${kind}`),
              })),
            ]}
            value={filters.kind ?? ''}
            onChange={(value) => show({ kind: TRANSACTION_KINDS.find((kind) => kind === value) })}
          />
          <Select
            label={t('ledger.history.year')}
            options={[
              { value: '', label: t('ledger.history.allYears') },
              ...years.map((year) => ({ value: String(year), label: String(year) })),
            ]}
            value={filters.year === undefined ? '' : String(filters.year)}
            onChange={(value) =>
              show({
                year: value === '' ? undefined : Number(value),
                month: value === '' ? undefined : filters.month,
                day: undefined,
              })
            }
          />
          <Select
            label={t('ledger.history.month')}
            options={[{ value: '', label: t('ledger.history.allMonths') }, ...months]}
            value={filters.month === undefined ? '' : String(filters.month)}
            disabled={filters.year === undefined}
            onChange={(value) =>
              show({ month: value === '' ? undefined : Number(value), day: undefined })
            }
          />
          <Button
            variant="secondary"
            startIcon={<Download aria-hidden="true" />}
            loading={exporting}
            onClick={() => void exportCsv()}
          >
            {t('ledger.history.export')}
          </Button>
        </div>
        {exportFailed ? <Alert tone="danger">{t('ledger.history.exportFailed')}</Alert> : null}
        {filters.day !== undefined ? (
          <p>
            <Button size="sm" variant="ghost" onClick={() => show({ day: undefined })}>
              {t('ledger.history.allDays')}
            </Button>
          </p>
        ) : null}
        {ledger}
        {pageCount > 1 ? (
          <div className={styles.paging}>
            <Pagination
              label={t('ledger.history.pages')}
              previousLabel={t('ledger.history.previous')}
              nextLabel={t('ledger.history.next')}
              getPageLabel={(page) => t('ledger.history.page', { page })}
              page={Math.min(filters.page, pageCount)}
              pageCount={pageCount}
              onPageChange={(page) => setParams(historySearch({ ...filters, page }))}
            />
            <p className={styles.pageOf} data-testid="history-page-of">
              {t('ledger.history.pageOf', {
                page: Math.min(filters.page, pageCount),
                count: pageCount,
              })}
            </p>
          </div>
        ) : null}
      </section>
    </div>
  );
}
