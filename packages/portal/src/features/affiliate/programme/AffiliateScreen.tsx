import type {
  AffiliateClickDay,
  AffiliateCommissionEntry,
  AffiliateReferral,
} from '@cloud-portal/api-client';
import { formatDate } from '@cloud-portal/i18n';
import {
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  Skeleton,
  Stat,
  Table,
  type TableColumn,
} from '@cloud-portal/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGetCustomerQuery } from '../../session/sessionApi.ts';
import { AffiliatePager } from './AffiliatePager.tsx';
import {
  AFFILIATE_PAGE_SIZE,
  useGetAffiliateClicksQuery,
  useGetAffiliateEarningsQuery,
  useListAffiliateCommissionsQuery,
  useListAffiliateCustomersQuery,
  useListAffiliatePayoutsQuery,
} from './affiliateProgrammeApi.ts';
import { affiliateUrl } from './affiliateUrl.ts';
import styles from './AffiliateScreen.module.css';
import { PayoutForm } from './PayoutForm.tsx';
import { PayoutsTable } from './PayoutsTable.tsx';
import { useAffiliateMoney } from './useAffiliateMoney.ts';

// qrcode's encoder (about 10 KB gzip) loads only when the link is shown, in its own chunk.
const AffiliateQr = lazy(() => import('./AffiliateQr.tsx'));

/** The URL parameters of the three paged lists' pages (view state in the URL, STYLE). */
const PAGE_PARAMS = {
  referrals: 'referrals_page',
  commissions: 'commissions_page',
  payouts: 'payouts_page',
} as const;

type PagedList = keyof typeof PAGE_PARAMS;

/** The page of a list in the URL: a whole number from 1, else 1. */
const pageIn = (params: URLSearchParams, list: PagedList) => {
  const page = Number(params.get(PAGE_PARAMS[list]));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

const pageCountOf = (count: number | undefined) =>
  Math.max(1, Math.ceil((count ?? 0) / AFFILIATE_PAGE_SIZE));

/** The list's pages from the URL, and a move to another page (other parameters kept). */
function usePages() {
  const [params, setParams] = useSearchParams();
  const show = (list: PagedList, page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page <= 1) next.delete(PAGE_PARAMS[list]);
      else next.set(PAGE_PARAMS[list], String(page));
      return next;
    });
  return {
    referrals: pageIn(params, 'referrals'),
    commissions: pageIn(params, 'commissions'),
    payouts: pageIn(params, 'payouts'),
    show,
  };
}

/** A query's part of the screen: a skeleton, its error with a retry, or its content. */
function Section({
  query,
  failed,
  retry,
  children,
}: {
  query: { isLoading: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  failed: string;
  retry: string;
  children: () => ReactNode;
}) {
  if (query.isLoading)
    return (
      <div aria-busy="true">
        <Skeleton variant="text" lines={3} />
      </div>
    );
  if (query.isError)
    return (
      <Alert
        tone="danger"
        role="alert"
        title={failed}
        action={
          <Button
            variant="secondary"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {retry}
          </Button>
        }
      />
    );
  return <>{children()}</>;
}

/**
 * `affiliate` (§2 /control/affiliate; §7 Affiliate; §9 5 % after a 30-day hold): the customer's
 * link with a copy button and a QR code, what it earned (held, available, paid out), the pay-out
 * form, its pay-outs with their status, each commission with the day it becomes available, the
 * referred customers and the clicks per day. Amounts are in the brand's currency (roubles on the
 * rouble brand, at the `rates/` rate). The three lists are paged, their pages in the URL. Each
 * part loads, fails and retries on its own.
 */
export function AffiliateScreen() {
  const { t, i18n } = useTranslation('affiliate');
  const { money } = useAffiliateMoney();
  const pages = usePages();
  const customer = useGetCustomerQuery();
  const clicks = useGetAffiliateClicksQuery();
  const referrals = useListAffiliateCustomersQuery({
    offset: (pages.referrals - 1) * AFFILIATE_PAGE_SIZE,
  });
  const commissions = useListAffiliateCommissionsQuery({
    offset: (pages.commissions - 1) * AFFILIATE_PAGE_SIZE,
  });
  const payouts = useListAffiliatePayoutsQuery({
    offset: (pages.payouts - 1) * AFFILIATE_PAGE_SIZE,
  });
  const earnings = useGetAffiliateEarningsQuery();
  const retry = t('programme.retry');
  const date = (iso: string) => formatDate(i18n.language, iso, 'date');
  const dateTime = (iso: string) => formatDate(i18n.language, iso, 'dateTime');
  const rate = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(
    earnings.data?.rate ?? 0.05,
  );

  const commissionColumns: TableColumn<AffiliateCommissionEntry>[] = [
    { id: 'created', header: t('programme.earnings.paidOn'), cell: (row) => dateTime(row.created) },
    { id: 'customer', header: t('programme.earnings.customer'), cell: (row) => row.masked_email },
    {
      id: 'payment',
      header: t('programme.earnings.payment'),
      cell: (row) => money(row.payment),
      align: 'end',
    },
    {
      id: 'amount',
      header: t('programme.earnings.commission'),
      cell: (row) => money(row.amount),
      align: 'end',
    },
    {
      id: 'availableAt',
      header: t('programme.earnings.availableAt'),
      cell: (row) => (
        <span data-testid="commission-available-at">{dateTime(row.available_at)}</span>
      ),
    },
    {
      id: 'status',
      header: t('programme.earnings.status'),
      cell: (row) => (
        <Badge tone={row.status === 'available' ? 'success' : 'warning'} data-status={row.status}>
          {t(`programme.earnings.${row.status}`)}
        </Badge>
      ),
    },
  ];
  const referralColumns: TableColumn<AffiliateReferral>[] = [
    {
      id: 'customer',
      header: t('programme.referrals.customer'),
      cell: (row) => row.masked_email,
      rowHeader: true,
    },
    {
      id: 'signedUp',
      header: t('programme.referrals.signedUp'),
      cell: (row) => date(row.signed_up),
    },
    {
      id: 'paid',
      header: t('programme.referrals.paid'),
      cell: (row) => money(row.total_paid),
      align: 'end',
    },
    {
      id: 'commission',
      header: t('programme.referrals.commission'),
      cell: (row) => money(row.commission),
      align: 'end',
    },
  ];
  const clickColumns: TableColumn<AffiliateClickDay>[] = [
    {
      id: 'date',
      header: t('programme.clicks.date'),
      cell: (row) => formatDate(i18n.language, `${row.date}T00:00:00Z`, 'date', 'UTC'),
      rowHeader: true,
    },
    { id: 'total', header: t('programme.clicks.total'), cell: (row) => row.total, align: 'end' },
    { id: 'unique', header: t('programme.clicks.unique'), cell: (row) => row.unique, align: 'end' },
  ];

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('programme.title')}</h1>
      <p className={styles.intro}>
        {t('programme.intro', { rate, days: earnings.data?.hold_days ?? 30 })}
      </p>

      <Card title={t('programme.link.title')} titleLevel={2} description={t('programme.link.hint')}>
        <Section query={customer} failed={t('programme.link.failed')} retry={retry}>
          {() => {
            const uuid = customer.data?.uuid;
            if (uuid === undefined)
              return <Alert tone="danger">{t('programme.link.failed')}</Alert>;
            const link = affiliateUrl(window.location.origin, uuid);
            return (
              <div className={styles.link}>
                <div className={styles.linkText}>
                  <code className={styles.value} data-testid="affiliate-link">
                    {link}
                  </code>
                  <CopyButton
                    value={link}
                    label={t('programme.link.copy')}
                    copiedLabel={t('programme.link.copied')}
                  />
                </div>
                <Suspense fallback={<Skeleton variant="rect" width="160px" height="160px" />}>
                  <AffiliateQr value={link} label={t('programme.link.qrLabel')} />
                </Suspense>
              </div>
            );
          }}
        </Section>
      </Card>

      <Section query={earnings} failed={t('programme.earnings.failed')} retry={retry}>
        {() =>
          earnings.data ? (
            <>
              <div className={styles.totals} data-testid="affiliate-totals">
                <Stat label={t('programme.totals.held')} value={money(earnings.data.held)} />
                <Stat
                  label={t('programme.totals.available')}
                  value={money(earnings.data.available)}
                />
                <Stat label={t('programme.totals.paidOut')} value={money(earnings.data.paid_out)} />
                {Number(earnings.data.pending_payout) > 0 ? (
                  <Stat
                    label={t('programme.totals.pending')}
                    value={money(earnings.data.pending_payout)}
                  />
                ) : null}
              </div>
              <Card title={t('programme.payout.title')} titleLevel={2}>
                <PayoutForm earnings={earnings.data} />
              </Card>
            </>
          ) : null
        }
      </Section>

      <Card title={t('programme.payouts.title')} titleLevel={2}>
        <Section query={payouts} failed={t('programme.payouts.failed')} retry={retry}>
          {() => (
            <>
              <PayoutsTable payouts={payouts.data?.results ?? []} money={money} />
              <AffiliatePager
                label={t('programme.payouts.pages')}
                page={pages.payouts}
                pageCount={pageCountOf(payouts.data?.count)}
                onPageChange={(page) => pages.show('payouts', page)}
                testId="payouts-pager"
              />
            </>
          )}
        </Section>
      </Card>

      <Card title={t('programme.earnings.title')} titleLevel={2}>
        <Section query={commissions} failed={t('programme.earnings.failed')} retry={retry}>
          {() => (
            <>
              <Table
                caption={t('programme.earnings.title')}
                hideCaption
                rows={commissions.data?.results ?? []}
                columns={commissionColumns}
                getRowId={(row) => `${row.created}-${row.masked_email}-${row.payment}`}
                empty={t('programme.earnings.empty')}
                data-testid="affiliate-commissions"
              />
              <AffiliatePager
                label={t('programme.earnings.pages')}
                page={pages.commissions}
                pageCount={pageCountOf(commissions.data?.count)}
                onPageChange={(page) => pages.show('commissions', page)}
                testId="commissions-pager"
              />
            </>
          )}
        </Section>
      </Card>

      <Card title={t('programme.referrals.title')} titleLevel={2}>
        <Section query={referrals} failed={t('programme.referrals.failed')} retry={retry}>
          {() => (
            <>
              <Table
                caption={t('programme.referrals.title')}
                hideCaption
                rows={referrals.data?.results ?? []}
                columns={referralColumns}
                getRowId={(row) => `${row.signed_up}-${row.masked_email}`}
                empty={t('programme.referrals.empty')}
                data-testid="affiliate-referrals"
              />
              <AffiliatePager
                label={t('programme.referrals.pages')}
                page={pages.referrals}
                pageCount={pageCountOf(referrals.data?.count)}
                onPageChange={(page) => pages.show('referrals', page)}
                testId="referrals-pager"
              />
            </>
          )}
        </Section>
      </Card>

      <Card
        title={t('programme.clicks.title', { days: clicks.data?.days ?? 30 })}
        titleLevel={2}
        description={
          clicks.data
            ? t('programme.clicks.summary', {
                total: clicks.data.total,
                unique: clicks.data.unique,
              })
            : undefined
        }
      >
        <Section query={clicks} failed={t('programme.clicks.failed')} retry={retry}>
          {() => (
            <Table
              caption={t('programme.clicks.title', { days: clicks.data?.days ?? 30 })}
              hideCaption
              rows={clicks.data?.per_day ?? []}
              columns={clickColumns}
              getRowId={(row) => row.date}
              empty={t('programme.clicks.empty')}
              data-testid="affiliate-clicks"
            />
          )}
        </Section>
      </Card>
    </div>
  );
}
