import { formatDate } from '@cloud-portal/i18n';
import { isServerInTransition } from '@cloud-portal/domain/servers';
import { Alert, Button, CopyButton, EmptyState, Select, Table, TextField } from '@cloud-portal/ui';
import { Plus, Search, Server } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { controlPath } from '../../../app/paths.ts';
import { LinkButton } from '../../layout/LinkButton.tsx';
import { useAllServers } from '../allServers.ts';
import { useImagesByRegion } from '../imagesByRegion.ts';
import { ServerStatusPill } from '../ServerStatusPill.tsx';
import { BulkActions } from './BulkActions.tsx';
import { ServerRowActions } from './ServerRowActions.tsx';
import styles from './ServerListScreen.module.css';
import {
  parseServerListQuery,
  serverListSearchParams,
  type ServerListQuery,
  type ServerSortColumn,
} from './serverListQuery.ts';
import { distinctValues, toServerRows, visibleServerRows, type ServerRow } from './serverRows.ts';
import { TransitionPolling } from './TransitionPolling.tsx';
import { useChargesFormatter, useServerChargesMap } from './serverCharges.ts';

const ALL = '';

/**
 * `servers/list` (§2, issue 13): the servers of every region with status, address, OS, plan,
 * region, charges and creation date; search, filters and sort in the URL; row and bulk actions;
 * live status while a server changes (2 s polls of that region only). Virtualised: 300 servers
 * keep the DOM small.
 */
export function ServerListScreen() {
  const { t, i18n } = useTranslation('servers');
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseServerListQuery(params), [params]);
  const { servers, loading, failedRegions, regions } = useAllServers();
  const imagesByRegion = useImagesByRegion();
  const charges = useServerChargesMap();
  const formatCharge = useChargesFormatter();
  const unknownImage = t('unknownImage');
  const rows = useMemo(
    () => toServerRows(servers, { imagesByRegion, unknownImage, charges }),
    [servers, imagesByRegion, unknownImage, charges],
  );
  // Typing stays responsive: the list re-filters at the next idle render, the input at once.
  const deferredQuery = useDeferredValue(query);
  const visible = useMemo(() => visibleServerRows(rows, deferredQuery), [rows, deferredQuery]);
  const [search, setSearch] = useState(query.search);
  // The URL changed under the input (Back, a link, "Clear filters"): show its search.
  const [urlSearch, setUrlSearch] = useState(query.search);
  if (urlSearch !== query.search) {
    setUrlSearch(query.search);
    setSearch(query.search);
  }
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const selected = useMemo(() => {
    const ids = new Set(selectedIds);
    return rows.filter((row) => ids.has(row.id));
  }, [rows, selectedIds]);

  const setQuery = (patch: Partial<ServerListQuery>) =>
    setParams(serverListSearchParams({ ...query, ...patch }), { replace: true });

  const transitionRegions = useMemo(
    () => [
      ...new Set(rows.filter((row) => isServerInTransition(row.status)).map((row) => row.region)),
    ],
    [rows],
  );

  const option = (value: string) => ({ value, label: value });
  const regionOptions = [
    { value: ALL, label: t('list.filters.allRegions') },
    ...regions.map((entry) => option(entry.region.id)),
  ];
  const statusOptions = [
    { value: ALL, label: t('list.filters.allStatuses') },
    ...distinctValues(rows, (row) => row.status).map((status) => ({
      value: status,
      label: t(`status.${status}` as 'status.running'),
    })),
  ];
  const osOptions = [
    { value: ALL, label: t('list.filters.allSystems') },
    ...distinctValues(rows, (row) => row.os).map(option),
  ];

  const columns = [
    {
      id: 'name',
      header: t('list.columns.name'),
      sortable: true,
      rowHeader: true,
      // Every column has a width (the virtualised table's fixed layout): with one column left to
      // take "the rest", a narrow screen left it none and the names disappeared; now the table
      // scrolls sideways instead.
      width: '12rem',
      cell: (row: ServerRow) => (
        <Link className={styles.name} to={controlPath('serverPage', { id: row.id, tab: null })}>
          {row.name}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('list.columns.status'),
      sortable: true,
      width: '11rem',
      cell: (row: ServerRow) => <ServerStatusPill server={row.server} size="sm" />,
    },
    {
      id: 'address',
      header: t('list.columns.address'),
      sortable: true,
      width: '11rem',
      cell: (row: ServerRow) =>
        row.address ? (
          <span className={styles.address}>
            <span className={styles.ellipsis}>{row.address}</span>
            <CopyButton
              value={row.address}
              iconOnly
              label={t('list.copyAddress', { name: row.name })}
              copiedLabel={t('page.copied')}
            />
          </span>
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
    {
      id: 'os',
      header: t('list.columns.os'),
      sortable: true,
      width: '10rem',
      cell: (row: ServerRow) => (
        <span className={styles.os}>
          {row.imageSrc ? (
            <img src={row.imageSrc} alt="" width={20} height={20} loading="lazy" />
          ) : (
            <Server aria-hidden="true" size={20} />
          )}
          <span className={styles.ellipsis}>{row.os}</span>
        </span>
      ),
    },
    {
      id: 'plan',
      header: t('list.columns.plan'),
      sortable: true,
      width: '8rem',
      cell: (row: ServerRow) => <span className={styles.ellipsis}>{row.plan}</span>,
    },
    {
      id: 'region',
      header: t('list.columns.region'),
      sortable: true,
      width: '7rem',
      cell: (row: ServerRow) => row.region,
    },
    {
      id: 'charges',
      header: t('list.columns.charges'),
      sortable: true,
      align: 'end' as const,
      width: '6.5rem',
      cell: (row: ServerRow) =>
        row.charges === undefined ? (
          <span className={styles.muted}>—</span>
        ) : (
          formatCharge(row.charges)
        ),
    },
    {
      id: 'created',
      header: t('list.columns.created'),
      sortable: true,
      width: '9rem',
      cell: (row: ServerRow) => formatDate(i18n.language, row.created, 'date'),
    },
  ];

  const nothingYet = !loading && servers.length === 0 && failedRegions.length === 0;
  const filtered =
    query.search !== '' || query.region !== null || query.status !== null || query.os !== null;

  return (
    <div className={styles.screen}>
      <TransitionPolling regions={transitionRegions} />
      <header className={styles.header}>
        <h1 className={styles.title}>
          {t('list.title')}
          {servers.length > 0 ? (
            <span className={styles.count}>{t('count', { count: servers.length })}</span>
          ) : null}
        </h1>
        <LinkButton to={controlPath('newServer')} startIcon={<Plus aria-hidden="true" />}>
          {t('list.create')}
        </LinkButton>
      </header>

      {failedRegions.length > 0 ? (
        <Alert tone="warning" data-testid="server-list-failed">
          {t('list.regionsFailed', { regions: failedRegions.join(', ') })}
        </Alert>
      ) : null}

      {nothingYet ? (
        <EmptyState
          icon={<Server aria-hidden="true" />}
          title={t('list.empty.title')}
          description={t('list.empty.text')}
          action={<LinkButton to={controlPath('newServer')}>{t('list.empty.create')}</LinkButton>}
        />
      ) : (
        <>
          <div className={styles.toolbar} role="search">
            <TextField
              label={t('list.search')}
              hideLabel
              placeholder={t('list.searchPlaceholder')}
              prefix={<Search aria-hidden="true" size={16} />}
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setQuery({ search: event.target.value });
              }}
            />
            <Select
              label={t('list.filters.region')}
              hideLabel
              options={regionOptions}
              value={query.region ?? ALL}
              onChange={(value) => setQuery({ region: value === ALL ? null : value })}
            />
            <Select
              label={t('list.filters.status')}
              hideLabel
              options={statusOptions}
              value={query.status ?? ALL}
              onChange={(value) => setQuery({ status: value === ALL ? null : value })}
            />
            <Select
              label={t('list.filters.os')}
              hideLabel
              options={osOptions}
              value={query.os ?? ALL}
              onChange={(value) => setQuery({ os: value === ALL ? null : value })}
            />
            {filtered ? (
              <Button
                variant="ghost"
                onClick={() => setQuery({ search: '', region: null, status: null, os: null })}
              >
                {t('list.filters.clear')}
              </Button>
            ) : null}
          </div>

          <BulkActions selected={selected} onDone={() => setSelectedIds([])} />

          <Table
            caption={t('list.title')}
            hideCaption
            className={styles.table}
            rows={visible}
            columns={columns}
            getRowId={(row) => row.id}
            loading={loading && servers.length === 0}
            sort={{ columnId: query.sort, direction: query.direction }}
            onSortChange={(sort) =>
              setQuery({ sort: sort.columnId as ServerSortColumn, direction: sort.direction })
            }
            selectable
            selectedIds={selectedIds}
            onSelectionChange={setSelectedIds}
            selectAllLabel={t('list.selectAll')}
            getRowSelectionLabel={(row) => t('list.select', { name: row.name })}
            rowActions={(row) => <ServerRowActions row={row} />}
            rowActionsLabel={t('list.columns.actions')}
            maxHeight="calc(100vh - 16rem)"
            empty={
              <EmptyState
                compact
                title={t('list.noMatch.title')}
                description={t('list.noMatch.text')}
                action={
                  <Button
                    variant="secondary"
                    onClick={() => setQuery({ search: '', region: null, status: null, os: null })}
                  >
                    {t('list.filters.clear')}
                  </Button>
                }
              />
            }
          />
        </>
      )}
    </div>
  );
}
