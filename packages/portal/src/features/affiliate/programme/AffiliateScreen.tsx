import type {
  AffiliateClickDay,
  AffiliateCommissionEntry,
  AffiliatePayout,
  AffiliateReferral,
} from '@cloud-portal/api-client';
import { formatAmount } from '@cloud-portal/domain/money';
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
import { useGetCustomerQuery } from '../../session/sessionApi.ts';
import {
  useGetAffiliateClicksQuery,
  useGetAffiliateEarningsQuery,
  useListAffiliateCustomersQuery,
} from './affiliateProgrammeApi.ts';
import { affiliateUrl } from './affiliateUrl.ts';
import styles from './AffiliateScreen.module.css';
import { PayoutForm } from './PayoutForm.tsx';

// qrcode's encoder (about 10 KB gzip) loads only when the link is shown, in its own chunk.
const AffiliateQr = lazy(() => import('./AffiliateQr.tsx'));

const usd = (decimal: string) => formatAmount(Number(decimal), { currency: 'usd' });

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
 * form, each commission with the day it becomes available, the referred customers and the clicks
 * per day. Each part loads, fails and retries on its own.
 */
export function AffiliateScreen() {
  const { t, i18n } = useTranslation('affiliate');
  const customer = useGetCustomerQuery();
  const clicks = useGetAffiliateClicksQuery();
  const referrals = useListAffiliateCustomersQuery();
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
      cell: (row) => usd(row.payment),
      align: 'end',
    },
    {
      id: 'amount',
      header: t('programme.earnings.commission'),
      cell: (row) => usd(row.amount),
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
  const payoutColumns: TableColumn<AffiliatePayout>[] = [
    { id: 'created', header: t('programme.payouts.date'), cell: (row) => dateTime(row.created) },
    {
      id: 'amount',
      header: t('programme.payouts.amount'),
      cell: (row) => usd(row.amount),
      align: 'end',
    },
    {
      id: 'method',
      header: t('programme.payouts.method'),
      cell: (row) =>
        row.method === 'wallet' && row.wallet
          ? `${t('programme.payout.wallet')}: ${row.wallet}`
          : t('programme.payout.balance'),
    },
    {
      id: 'status',
      header: t('programme.payouts.status'),
      cell: (row) => (
        <Badge tone={row.status === 'paid' ? 'success' : 'info'}>
          {t(`programme.payouts.${row.status}`)}
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
      cell: (row) => usd(row.total_paid),
      align: 'end',
    },
    {
      id: 'commission',
      header: t('programme.referrals.commission'),
      cell: (row) => usd(row.commission),
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
                <Stat label={t('programme.totals.held')} value={usd(earnings.data.held)} />
                <Stat
                  label={t('programme.totals.available')}
                  value={usd(earnings.data.available)}
                />
                <Stat label={t('programme.totals.paidOut')} value={usd(earnings.data.paid_out)} />
                {Number(earnings.data.pending_payout) > 0 ? (
                  <Stat
                    label={t('programme.totals.pending')}
                    value={usd(earnings.data.pending_payout)}
                  />
                ) : null}
              </div>
              <Card title={t('programme.payout.title')} titleLevel={2}>
                <PayoutForm earnings={earnings.data} />
              </Card>
              <Card title={t('programme.earnings.title')} titleLevel={2}>
                <Table
                  caption={t('programme.earnings.title')}
                  hideCaption
                  rows={earnings.data.commissions}
                  columns={commissionColumns}
                  getRowId={(row) => `${row.created}-${row.masked_email}-${row.payment}`}
                  empty={t('programme.earnings.empty')}
                  data-testid="affiliate-commissions"
                />
              </Card>
              {earnings.data.payouts.length > 0 ? (
                <Card title={t('programme.payouts.title')} titleLevel={2}>
                  <Table
                    caption={t('programme.payouts.title')}
                    hideCaption
                    rows={earnings.data.payouts}
                    columns={payoutColumns}
                    getRowId={(row) => row.id}
                    data-testid="affiliate-payouts"
                  />
                </Card>
              ) : null}
            </>
          ) : null
        }
      </Section>

      <Card title={t('programme.referrals.title')} titleLevel={2}>
        <Section query={referrals} failed={t('programme.referrals.failed')} retry={retry}>
          {() => (
            <Table
              caption={t('programme.referrals.title')}
              hideCaption
              rows={referrals.data ?? []}
              columns={referralColumns}
              getRowId={(row) => `${row.signed_up}-${row.masked_email}`}
              empty={t('programme.referrals.empty')}
              data-testid="affiliate-referrals"
            />
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
