import { isServerInTransition } from '@cloud-portal/domain/servers';
import {
  Alert,
  Button,
  EmptyState,
  Select,
  Table,
  TextField,
  VisuallyHidden,
} from '@cloud-portal/ui';
import { Plus, Search, Server } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlPath } from '../../../app/paths.ts';
import { useMediaQuery } from '../../control/useMediaQuery.ts';
import { LinkButton } from '../../layout/LinkButton.tsx';
import { useAllServers } from '../allServers.ts';
import { useImagesByRegion } from '../imagesByRegion.ts';
import { BulkActions } from './BulkActions.tsx';
import styles from './ServerListScreen.module.css';
import { rowActionsCell, serverListColumns, type ServerListLayout } from './serverListColumns.tsx';
import type { ServerSortColumn } from './serverListQuery.ts';
import { useServerListQuery } from './useServerListQuery.ts';
import { distinctValues, toServerRows, visibleServerRows } from './serverRows.ts';
import { TransitionPolling } from './TransitionPolling.tsx';
import { useChargesFormatter, useServerChargesMap } from './serverCharges.ts';

const ALL = '';
/** How long "Copied" stays in the live region (§9: 2 s). */
const COPIED_NOTICE_MS = 2000;
/**
 * Rows rendered beyond each edge of the visible ones: enough for Tab to reach the next row
 * (which then scrolls into view), few enough for the page's DOM budget (issue 13: ≤ 800).
 */
const OVERSCAN = 2;

/** The columns that fit the viewport (the control area's side nav takes 15 rem above 860 px). */
function useServerListLayout(): ServerListLayout {
  const wide = useMediaQuery('(width >= 1280px)');
  const medium = useMediaQuery('(width >= 1000px)');
  const phone = useMediaQuery('(width < 640px)');
  return wide ? 'wide' : medium ? 'medium' : phone ? 'phone' : 'narrow';
}

/**
 * `servers/list` (§2, issue 13): the servers of every region with status, address, OS, plan,
 * region, charges and creation date; search, filters and sort in the URL; row and bulk actions;
 * live status while a server changes (2 s polls of that region only). Virtualised: 300 servers
 * keep the DOM small.
 */
export function ServerListScreen() {
  const { t, i18n } = useTranslation('servers');
  const [query, setQuery] = useServerListQuery();
  const { servers, loading, failedRegions, regions } = useAllServers();
  const imagesByRegion = useImagesByRegion();
  const charges = useServerChargesMap();
  const formatCharge = useChargesFormatter();
  const unknownImage = t('unknownImage');
  const rows = useMemo(
    () => toServerRows(servers, { imagesByRegion, unknownImage, charges }),
    [servers, imagesByRegion, unknownImage, charges],
  );
  // Filtering and sorting 300 rows takes well under a millisecond; only the rows in view render
  // (virtualised, with lean memoised cells), so the list follows every keystroke in the same frame.
  const visible = useMemo(() => visibleServerRows(rows, query), [rows, query]);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const selected = useMemo(() => {
    const ids = new Set(selectedIds);
    return rows.filter((row) => ids.has(row.id));
  }, [rows, selectedIds]);

  const transitionRegions = useMemo(
    () => [
      ...new Set(rows.filter((row) => isServerInTransition(row.status)).map((row) => row.region)),
    ],
    [rows],
  );

  // The filters' options change with the data, not with the query: not recomputed per keystroke.
  const { regionOptions, statusOptions, osOptions } = useMemo(() => {
    const option = (value: string) => ({ value, label: value });
    return {
      regionOptions: [
        { value: ALL, label: t('list.filters.allRegions') },
        ...regions.map((entry) => option(entry.region.id)),
      ],
      statusOptions: [
        { value: ALL, label: t('list.filters.allStatuses') },
        ...distinctValues(rows, (row) => row.status).map((status) => ({
          value: status,
          label: t(`status.${status}` as 'status.running'),
        })),
      ],
      osOptions: [
        { value: ALL, label: t('list.filters.allSystems') },
        ...distinctValues(rows, (row) => row.os).map(option),
      ],
    };
  }, [rows, regions, t]);

  // One live region for every row's copy button (a copy is announced the way CopyButton does).
  const [copiedNotice, setCopiedNotice] = useState('');
  const copiedText = t('page.copied');
  const onCopied = useCallback(() => {
    setCopiedNotice(copiedText);
    setTimeout(() => setCopiedNotice(''), COPIED_NOTICE_MS);
  }, [copiedText]);
  const layout = useServerListLayout();
  const columns = useMemo(
    () => serverListColumns(layout, { t, language: i18n.language, formatCharge, onCopied }),
    [layout, t, i18n.language, formatCharge, onCopied],
  );

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
          titleLevel={2}
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
              value={query.search}
              onChange={(event) => setQuery({ search: event.target.value })}
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
          <VisuallyHidden role="status">{copiedNotice}</VisuallyHidden>

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
            rowActions={(row) => rowActionsCell(row, t)}
            rowActionsLabel={t('list.columns.actions')}
            rowActionsWidth="3.5rem"
            // Always virtualised: a sort or a filter then touches only the rows in view, however
            // many servers (unvirtualised, 99 servers took 270 ms to re-sort at 4x CPU).
            virtualize
            overscan={OVERSCAN}
            maxHeight="calc(100vh - 16rem)"
            empty={
              <EmptyState
                compact
                title={t('list.noMatch.title')}
                titleLevel={2}
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
