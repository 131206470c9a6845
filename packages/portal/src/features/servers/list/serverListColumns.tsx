// The server list's columns for each screen width (issue 13: fits 1280 px without sideways
// scrolling, a two-line row on phones) and their cells, kept lean and memoised: the table renders
// only the rows in view, and a sort or a filter mounts a fresh set of them.
import { formatDate } from '@cloud-portal/i18n';
import type { TableColumn } from '@cloud-portal/ui';
import type { TFunction } from 'i18next';
import { Server } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { controlPath } from '../../../app/paths.ts';
import { ServerStatusPill } from '../ServerStatusPill.tsx';
import { AddressCopyButton } from './AddressCopyButton.tsx';
import styles from './ServerListScreen.module.css';
import type { ServerRow } from './serverRows.ts';
import { ServerRowActions } from './ServerRowActions.tsx';

/**
 * Which columns fit: `wide` (1280 px and up) all of them; `medium` without charges and creation
 * date; `narrow` without plan and region; `phone` only the name (with the OS under it) and the
 * status. The OS always shows under the name, the region under the plan.
 */
export type ServerListLayout = 'wide' | 'medium' | 'narrow' | 'phone';

/** What the cells need from the screen. */
export interface ServerListColumnsContext {
  t: TFunction<'servers'>;
  language: string;
  formatCharge: (dollars: number) => string;
  /** Tells the list's live region that an address was copied. */
  onCopied: () => void;
}

const NameCell = memo(function NameCell({ row }: { row: ServerRow }) {
  return (
    <>
      <Link className={styles.name} to={controlPath('serverPage', { id: row.id, tab: null })}>
        {row.name}
      </Link>
      <span className={styles.sub}>
        {row.imageSrc ? (
          <img src={row.imageSrc} alt="" width={16} height={16} loading="lazy" />
        ) : (
          <Server aria-hidden="true" size={16} />
        )}
        {row.os}
      </span>
    </>
  );
});

// The pill translates the status itself; memoised on the server object, which only changes when
// the cloud answered something new about it.
const StatusCell = memo(ServerStatusPill);

const ActionsCell = memo(ServerRowActions);

const AddressCell = memo(function AddressCell({
  address,
  label,
  onCopied,
}: {
  address: string | undefined;
  label: string;
  onCopied: () => void;
}) {
  if (!address) return <span className={styles.muted}>—</span>;
  return (
    <>
      <span className={styles.address}>{address}</span>
      {/* The table recycles rows by position: the copied tick belongs to this address. */}
      <AddressCopyButton key={address} value={address} label={label} onCopied={onCopied} />
    </>
  );
});

const PlanCell = memo(function PlanCell({ plan, region }: { plan: string; region: string }) {
  return (
    <>
      <span className={styles.line}>{plan}</span>
      <span className={styles.sub}>{region}</span>
    </>
  );
});

/**
 * The columns of the list for a layout; make them once per layout and language (useMemo), so the
 * memoised cells skip rows that did not change.
 * @example const columns = useMemo(() => serverListColumns('wide', { t, language, formatCharge, onCopied }), [...]);
 */
export function serverListColumns(
  layout: ServerListLayout,
  { t, language, formatCharge, onCopied }: ServerListColumnsContext,
): TableColumn<ServerRow>[] {
  const name: TableColumn<ServerRow> = {
    id: 'name',
    header: t('list.columns.name'),
    sortable: true,
    rowHeader: true,
    // No width: the name takes what the other columns leave, and the layouts leave it enough.
    cell: (row) => <NameCell row={row} />,
  };
  const status: TableColumn<ServerRow> = {
    id: 'status',
    header: t('list.columns.status'),
    sortable: true,
    width: layout === 'phone' ? '7rem' : '8.5rem',
    cell: (row) => <StatusCell server={row.server} size="sm" />,
  };
  const address: TableColumn<ServerRow> = {
    id: 'address',
    header: t('list.columns.address'),
    sortable: true,
    width: '10rem',
    cell: (row) => (
      <AddressCell
        address={row.address}
        label={t('list.copyAddress', { name: row.name })}
        onCopied={onCopied}
      />
    ),
  };
  const plan: TableColumn<ServerRow> = {
    id: 'plan',
    header: t('list.columns.plan'),
    sortable: true,
    width: '9rem',
    cell: (row) => <PlanCell plan={row.plan} region={row.region} />,
  };
  const charges: TableColumn<ServerRow> = {
    id: 'charges',
    header: t('list.columns.charges'),
    sortable: true,
    align: 'end',
    width: '7.75rem',
    cell: (row) =>
      row.charges === undefined ? (
        <span className={styles.muted}>—</span>
      ) : (
        formatCharge(row.charges)
      ),
  };
  const created: TableColumn<ServerRow> = {
    id: 'created',
    header: t('list.columns.created'),
    sortable: true,
    // Russian dates are the longest: "26 нояб. 2026 г.".
    width: '9.5rem',
    cell: (row) => formatDate(language, row.created, 'date'),
  };
  switch (layout) {
    case 'wide':
      return [name, status, address, plan, charges, created];
    case 'medium':
      return [name, status, address, plan];
    case 'narrow':
      return [name, status, address];
    case 'phone':
      return [name, status];
    default:
      return layout satisfies never;
  }
}

/**
 * The row-actions cell (the menu mounts on first open).
 * @example rowActions={(row) => rowActionsCell(row, t)}
 */
export function rowActionsCell(row: ServerRow, t: TFunction<'servers'>) {
  return <ActionsCell row={row} label={t('list.actions.label', { name: row.name })} />;
}
