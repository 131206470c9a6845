import type { ShaperLimit } from '@cloud-portal/api-client';
import { FILE_SIZE_UNITS, formatFileSize, type FileSizeUnit } from '@cloud-portal/domain/format';
import { EXTRA_TRAFFIC_BLOCK_PRICE } from '@cloud-portal/domain/pricing';
import { DEFAULT_REGION, QUOTA_DEFAULTS } from '@cloud-portal/domain/regions';
import { formatDate } from '@cloud-portal/i18n';
import {
  Alert,
  Button,
  Card,
  ProgressBar,
  Select,
  Skeleton,
  Table,
  type TableColumn,
} from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { controlPath } from '../../../app/paths.ts';
import { useListRegionSshKeysQuery } from '../../cloud/sshKeysApi.ts';
import {
  useGetRegionQuotaQuery,
  useListRegionServersQuery,
  useListRegionVolumesQuery,
} from '../../cloud/regionDataApi.ts';
import { useRegionsQuery } from '../../regions/useRegionsQuery.ts';
import { useAllServers } from '../../servers/allServers.ts';
import { useListShaperLimitsQuery } from '../../servers/billing/serverBillingApi.ts';
import { useChargesFormatter } from '../../servers/list/serverCharges.ts';
import styles from '../history/BillingHistoryScreen.module.css';
import { quotaUsage, type QuotaRow } from './quotaUsage.ts';

const MIB = 1024 ** 2;
const GIB = 1024 ** 3;

/**
 * `billing/limits` (§2, issue 14): the quota of a data center (chosen in the URL, `?region=`)
 * with what the customer's servers, keys and volumes there use, and the traffic of every server
 * this month against its plan's limit (§7 shaperLimits, §9 extra traffic).
 */
export function BillingLimitsScreen() {
  const { t } = useTranslation('billing');
  const { t: tAccount } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const regions = useRegionsQuery();
  const regionIds = (regions.data ?? []).map((region) => region.id);
  const asked = params.get('region');
  const region =
    asked !== null && regionIds.includes(asked)
      ? asked
      : regionIds.includes(DEFAULT_REGION)
        ? DEFAULT_REGION
        : regionIds[0];

  const labels = Object.fromEntries(
    FILE_SIZE_UNITS.map((unit) => [unit, t(`plans.units.${unit}`)]),
  ) as Record<FileSizeUnit, string>;
  const bytes = (value: number) => formatFileSize(value, { labels });

  let quotaBody;
  if (regions.isLoading) {
    quotaBody = <Skeleton variant="rect" height="10rem" />;
  } else if (regions.isError) {
    quotaBody = (
      <Alert
        tone="danger"
        title={t('ledger.limits.quotaFailed')}
        action={
          <Button variant="secondary" onClick={() => void regions.refetch()}>
            {t('ledger.limits.retry')}
          </Button>
        }
      />
    );
  } else if (region === undefined) {
    quotaBody = <Alert tone="info">{t('ledger.limits.noRegions')}</Alert>;
  } else {
    quotaBody = <RegionQuota key={region} region={region} bytes={bytes} />;
  }

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{tAccount('screens.billingLimits')}</h1>
      <p className={styles.intro}>{t('ledger.limits.intro')}</p>
      <Card title={t('ledger.limits.quotaTitle')} titleLevel={2} data-testid="quota">
        <div className={styles.ledger}>
          {regionIds.length > 1 && region !== undefined ? (
            <div className={styles.controls}>
              <Select
                label={t('ledger.limits.region')}
                options={regionIds.map((id) => ({ value: id, label: id }))}
                value={region}
                onChange={(value) => setParams({ region: value })}
              />
            </div>
          ) : null}
          {quotaBody}
        </div>
      </Card>
      <TrafficLimits bytes={bytes} />
    </div>
  );
}

function RegionQuota({ region, bytes }: { region: string; bytes: (value: number) => string }) {
  const { t } = useTranslation('billing');
  const quota = useGetRegionQuotaQuery(region);
  const servers = useListRegionServersQuery(region);
  const volumes = useListRegionVolumesQuery(region);
  const sshKeys = useListRegionSshKeysQuery(region);
  if (quota.isLoading) {
    return (
      <div aria-busy="true" aria-label={t('ledger.limits.loading')}>
        <Skeleton variant="text" lines={5} />
      </div>
    );
  }
  if (quota.isError && !quota.data) {
    return (
      <Alert
        tone="danger"
        title={t('ledger.limits.quotaFailed')}
        action={
          <Button
            variant="secondary"
            loading={quota.isFetching}
            onClick={() => {
              void quota.refetch();
              if (servers.isError) void servers.refetch();
            }}
          >
            {t('ledger.limits.retry')}
          </Button>
        }
      />
    );
  }
  const rows = quotaUsage({
    quota: quota.data ?? QUOTA_DEFAULTS,
    servers: servers.data,
    volumes: volumes.data,
    sshKeyCount: sshKeys.data?.length,
  });
  const figure = (row: QuotaRow, value: number | null) => {
    if (value === null) return '—';
    if (value === -1) return t('ledger.limits.unlimited');
    if (row.unit === 'mib') return bytes(value * MIB);
    if (row.unit === 'gib') return bytes(value * GIB);
    return String(value);
  };
  const columns: TableColumn<QuotaRow>[] = [
    {
      id: 'name',
      header: t('ledger.limits.resource'),
      rowHeader: true,
      cell: (row) => t(`ledger.limits.names.${row.id}`),
    },
    {
      id: 'used',
      header: t('ledger.limits.used'),
      align: 'end',
      cell: (row) => figure(row, row.used),
    },
    {
      id: 'limit',
      header: t('ledger.limits.limit'),
      align: 'end',
      cell: (row) => figure(row, row.limit),
    },
    {
      id: 'meter',
      header: '',
      width: '10rem',
      cell: (row) =>
        row.used !== null && row.limit !== null && row.limit > 0 ? (
          <ProgressBar
            hideLabel
            label={t('ledger.limits.usage', {
              name: t(`ledger.limits.names.${row.id}`),
              used: figure(row, row.used),
              limit: figure(row, row.limit),
            })}
            value={Math.min(row.used, row.limit)}
            max={row.limit}
            tone={
              row.used >= row.limit ? 'danger' : row.used / row.limit >= 0.8 ? 'warning' : 'brand'
            }
          />
        ) : null,
    },
  ];
  return (
    <Table
      caption={t('ledger.limits.quotaTitle')}
      hideCaption
      rows={rows}
      columns={columns}
      getRowId={(row) => row.id}
      data-testid="quota-table"
    />
  );
}

function TrafficLimits({ bytes }: { bytes: (value: number) => string }) {
  const { t, i18n } = useTranslation('billing');
  const money = useChargesFormatter();
  const limits = useListShaperLimitsQuery();
  const { servers } = useAllServers();
  const names = new Map(servers.map((server) => [server.id, server.name]));
  const columns: TableColumn<ShaperLimit>[] = [
    {
      id: 'server',
      header: t('ledger.limits.server'),
      rowHeader: true,
      cell: (limit) => {
        const name = names.get(limit.server_id);
        return name === undefined ? (
          <span className={styles.message}>{limit.server_id}</span>
        ) : (
          <Link to={controlPath('serverPage', { id: limit.server_id, tab: 'server-billing' })}>
            {name}
          </Link>
        );
      },
    },
    {
      id: 'used',
      header: t('ledger.limits.trafficUsed'),
      align: 'end',
      cell: (limit) => bytes(limit.traffic_used_bytes),
    },
    {
      id: 'limit',
      header: t('ledger.limits.trafficLimit'),
      align: 'end',
      cell: (limit) => bytes(limit.traffic_limit_bytes),
    },
    {
      id: 'extra',
      header: t('ledger.limits.extra'),
      align: 'end',
      cell: (limit) =>
        limit.extra_traffic_blocks > 0
          ? `${bytes(limit.extra_traffic_blocks * 1024 ** 4)} · ${money(Number(limit.extra_traffic_amount))}`
          : '—',
    },
    {
      id: 'reset',
      header: t('ledger.limits.resetAt'),
      cell: (limit) => (
        <time dateTime={limit.reset_at}>{formatDate(i18n.language, limit.reset_at, 'date')}</time>
      ),
    },
  ];
  return (
    <Card
      title={t('ledger.limits.trafficTitle')}
      titleLevel={2}
      description={t('ledger.limits.trafficIntro', { price: money(EXTRA_TRAFFIC_BLOCK_PRICE) })}
      data-testid="traffic-limits"
    >
      {limits.isError && !limits.data ? (
        <Alert
          tone="danger"
          title={t('ledger.limits.trafficFailed')}
          action={
            <Button
              variant="secondary"
              loading={limits.isFetching}
              onClick={() => void limits.refetch()}
            >
              {t('ledger.limits.retry')}
            </Button>
          }
        />
      ) : (
        <Table
          caption={t('ledger.limits.trafficTitle')}
          hideCaption
          rows={limits.data ?? []}
          columns={columns}
          getRowId={(limit) => limit.server_id}
          loading={limits.isLoading}
          loadingRowCount={2}
          empty={t('ledger.limits.trafficEmpty')}
        />
      )}
    </Card>
  );
}
