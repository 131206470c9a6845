import type { AffiliatePayout, AffiliatePayoutStatus } from '@cloud-portal/api-client';
import { formatDate } from '@cloud-portal/i18n';
import { Badge, Table, type TableColumn } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';

/** The badge tone of each pay-out status. */
const STATUS_TONE = {
  paid: 'success',
  pending: 'info',
  rejected: 'danger',
} as const satisfies Record<AffiliatePayoutStatus, string>;

/**
 * The customer's pay-outs (§7 pay-out/, issue 14): when each was requested, its amount in the
 * shown currency, where it goes, its status (paid, pending, rejected; translated) and when staff
 * settled it. A rejected pay-out's amount is available again, which the table says under it.
 * @example <PayoutsTable payouts={page.results} money={money} />
 */
export function PayoutsTable({
  payouts,
  money,
}: {
  /** The pay-outs of the page shown, newest first. */
  payouts: readonly AffiliatePayout[];
  /** A dollar `Decimal` as the brand shows money. */
  money: (dollars: string) => string;
}) {
  const { t, i18n } = useTranslation('affiliate');
  const dateTime = (iso: string) => formatDate(i18n.language, iso, 'dateTime');
  const columns: TableColumn<AffiliatePayout>[] = [
    { id: 'created', header: t('programme.payouts.date'), cell: (row) => dateTime(row.created) },
    {
      id: 'amount',
      header: t('programme.payouts.amount'),
      cell: (row) => money(row.amount),
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
        <Badge tone={STATUS_TONE[row.status]} data-status={row.status}>
          {t(`programme.payouts.${row.status}`)}
        </Badge>
      ),
    },
    {
      id: 'settled',
      header: t('programme.payouts.settledAt'),
      cell: (row) => {
        const settled = row.paid_at ?? row.rejected_at;
        return settled === undefined ? '—' : dateTime(settled);
      },
    },
  ];
  return (
    <>
      <Table
        caption={t('programme.payouts.title')}
        hideCaption
        rows={[...payouts]}
        columns={columns}
        getRowId={(row) => row.id}
        empty={t('programme.payouts.empty')}
        data-testid="affiliate-payouts"
      />
      {payouts.some((payout) => payout.status === 'rejected') ? (
        <p data-testid="payouts-rejected-hint">{t('programme.payouts.rejectedHint')}</p>
      ) : null}
    </>
  );
}
