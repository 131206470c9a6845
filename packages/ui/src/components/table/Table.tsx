import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';
import { assignRowSlots } from './rowSlots.ts';
import styles from './Table.module.css';

/** Horizontal alignment of a column's header and cells; use `'end'` for numbers and amounts. */
export type TableAlign = 'start' | 'center' | 'end';

/** Direction of a sorted column, named as `aria-sort` names it. */
export type TableSortDirection = 'ascending' | 'descending';

/** The sorted column and its direction. */
export interface TableSort {
  /** `id` of the sorted column. */
  columnId: string;
  /** Sort direction. */
  direction: TableSortDirection;
}

/** One column of a {@link Table}. */
export interface TableColumn<Row> {
  /** Stable identifier, used as React key and in {@link TableSort}. Required, no default. */
  id: string;
  /** Header content (a translated string, usually). Required, no default. */
  header: ReactNode;
  /** Renders the cell of `row` (formatted values arrive formatted). Required, no default. */
  cell: (row: Row, rowIndex: number) => ReactNode;
  /** Header becomes a sort button reporting through `onSortChange`. Default `false`. */
  sortable?: boolean;
  /** Comparator used only when the table sorts by itself (`sortRows`), ascending order. Default none. */
  compare?: (first: Row, second: Row) => number;
  /** Alignment of header and cells. Default `'start'`. */
  align?: TableAlign;
  /** CSS width of the column (`'12rem'`, `'20%'`); in a virtualised table give all columns but one a width (that one takes the rest). Default: automatic. */
  width?: string;
  /** The column's cells are row headers (`<th scope="row">`), for the column that names the row. Default `false`. */
  rowHeader?: boolean;
}

/** Props of {@link Table}; other `<table>` attributes (and `ref`) pass through to the `<table>`. */
export interface TableProps<Row> extends Omit<
  ComponentPropsWithRef<'table'>,
  'children' | 'className' | 'style'
> {
  /** The rows to show, in display order (already sorted unless `sortRows`). Required, no default. */
  rows: readonly Row[];
  /** The columns, in display order. Required, no default. */
  columns: readonly TableColumn<Row>[];
  /** Stable id of a row (server id), used as React key and in the selection. Required, no default. */
  getRowId: (row: Row) => string;
  /** Visible title of the table and its accessible name (or pass `aria-label`). Default none. */
  caption?: ReactNode;
  /** Keep the caption for screen readers only. Default `false`. */
  hideCaption?: boolean;
  /** Class of the scroll container that wraps the table. Default none. */
  className?: string;
  /** Sorted column for controlled use (pair with `onSortChange`); `null` = unsorted. Default: uncontrolled. */
  sort?: TableSort | null;
  /** Initially sorted column for uncontrolled use. Default `null`. */
  defaultSort?: TableSort | null;
  /** Called with the next sort when a sortable header is activated (first click ascending, then toggles). Default none. */
  onSortChange?: (sort: TableSort) => void;
  /**
   * Sort `rows` inside the table with the sorted column's `compare`. Default `false`: the table only
   * reports the sort and the caller sorts (a memoised selector, or the server for paged lists).
   */
  sortRows?: boolean;
  /** Adds a checkbox column for row selection. Default `false`. */
  selectable?: boolean;
  /** Selected row ids for controlled use (pair with `onSelectionChange`). Default: uncontrolled. */
  selectedIds?: readonly string[];
  /** Initially selected row ids for uncontrolled use. Default `[]`. */
  defaultSelectedIds?: readonly string[];
  /** Called with the new list of selected ids (in row order). Default none. */
  onSelectionChange?: (selectedIds: string[]) => void;
  /** Accessible name of the select-all checkbox ("Select all servers"). Required when `selectable`. */
  selectAllLabel?: string;
  /** Accessible name of a row's checkbox ("Select web-1"). Required when `selectable`. */
  getRowSelectionLabel?: (row: Row) => string;
  /** Whether a row can be selected (a deleting server cannot). Default: every row. */
  isRowSelectable?: (row: Row) => boolean;
  /** Renders the row-actions cell at the end of a row (a menu button, icon buttons). Default none. */
  rowActions?: (row: Row) => ReactNode;
  /** Screen-reader header of the row-actions column ("Actions"). Required with `rowActions`. */
  rowActionsLabel?: string;
  /** CSS width of the row-actions column when columns have widths (fixed layout). Default `'4rem'`. */
  rowActionsWidth?: string;
  /** Header stays visible while the body scrolls inside the container (needs `maxHeight` or virtualisation). Default `true`. */
  stickyHeader?: boolean;
  /** Maximum height of the scroll container (CSS length). Default `'70vh'` when virtualised, otherwise none. */
  maxHeight?: string;
  /** Shown in one full-width row when there are no rows and not `loading`. Default none. */
  empty?: ReactNode;
  /** Shows skeleton rows and marks the table `aria-busy`. Default `false`. */
  loading?: boolean;
  /** Number of skeleton rows while loading. Default `5`. */
  loadingRowCount?: number;
  /** Render only the rows in view: `true`, `false`, or `'auto'` above `virtualizeThreshold` rows. Default `'auto'`. */
  virtualize?: boolean | 'auto';
  /** Row count above which `'auto'` virtualises. Default `100`. */
  virtualizeThreshold?: number;
  /** Row height in pixels; rows of a virtualised table are fixed to it. Default `48`. */
  rowHeight?: number;
  /** Rows rendered beyond each edge of the visible area when virtualised. Default `5`. */
  overscan?: number;
}

const DEFAULT_ROW_HEIGHT = 48;

/**
 * A data table: sortable headers (`aria-sort`, a button in each sortable `<th>`), row selection
 * with a tri-state select-all checkbox, a row-actions column, sticky header, empty and loading
 * states, and a virtualised body for long lists (the 300-server list stays far below its DOM
 * budget). Virtualisation keeps the real table semantics: only the visible rows (plus `overscan`)
 * are in the DOM, two `aria-hidden` spacer rows keep the scroll height, and `aria-rowcount` /
 * `aria-rowindex` tell screen readers the full size and each row's position.
 *
 * Virtualised rows have the fixed height `rowHeight` (cells do not wrap; give columns a `width`),
 * and the container scrolls (`maxHeight`, default 70vh) with the header sticky inside it. The row
 * holding focus stays rendered when scrolled out of view, so focus is never dropped to the page.
 * A virtualised body recycles its row elements (`assignRowSlots`): a row that stays in view keeps
 * its `<tr>` (and the state inside it) wherever it moves, and a row coming into view takes over
 * the `<tr>` of one that left, so after a sort or a filter the rows in view update in place
 * instead of all being unmounted and mounted again (for the 300-server list that halves the
 * input-to-paint time of a sort). So cell content that holds state (a "copied" tick, an open
 * popover) should carry the row's id as its React `key`, or a recycled `<tr>` hands that state
 * to the next row; `rowActions` are keyed by the table itself.
 * Testing in jsdom, which has no layout: give the scroll container a size by overriding `HTMLElement.prototype.clientHeight` (TanStack
 * Virtual reads `clientHeight`/`clientWidth`), scroll with `scrollTop` + a `scroll` event; see
 * the "virtualised body" tests in `Table.test.tsx`.
 *
 * Sorting is controlled by the caller by default (the table reports `onSortChange` and shows
 * `aria-sort`; the caller passes sorted `rows`) so that a list sorted on the server or in a
 * memoised selector is not sorted twice. Pass `sortRows` for small client-side tables.
 * @example
 * <Table caption="Servers" rows={servers} getRowId={(s) => s.id} sort={sort} onSortChange={setSort}
 *   columns={[{ id: 'name', header: 'Name', cell: (s) => s.name, sortable: true, rowHeader: true }]}
 *   selectable selectedIds={selected} onSelectionChange={setSelected}
 *   selectAllLabel="Select all servers" getRowSelectionLabel={(s) => `Select ${s.name}`} />
 */
export function Table<Row>({
  rows,
  columns,
  getRowId,
  caption,
  hideCaption = false,
  className,
  sort: controlledSort,
  defaultSort = null,
  onSortChange,
  sortRows = false,
  selectable = false,
  selectedIds: controlledSelectedIds,
  defaultSelectedIds = [],
  onSelectionChange,
  selectAllLabel,
  getRowSelectionLabel,
  isRowSelectable,
  rowActions,
  rowActionsLabel,
  rowActionsWidth = '4rem',
  stickyHeader = true,
  maxHeight,
  empty,
  loading = false,
  loadingRowCount = 5,
  virtualize = 'auto',
  virtualizeThreshold = 100,
  rowHeight = DEFAULT_ROW_HEIGHT,
  overscan = 5,
  ...tableProps
}: TableProps<Row>) {
  const [uncontrolledSort, setUncontrolledSort] = useState<TableSort | null>(defaultSort);
  const sort = controlledSort !== undefined ? controlledSort : uncontrolledSort;
  const [uncontrolledSelectedIds, setUncontrolledSelectedIds] =
    useState<readonly string[]>(defaultSelectedIds);
  const selectedIds = controlledSelectedIds ?? uncontrolledSelectedIds;
  const selectedSet = useMemo(() => new Set(selectedIds), [selectedIds]);

  const displayRows = useMemo(() => {
    if (!sortRows || sort == null) return rows;
    const compare = columns.find((column) => column.id === sort.columnId)?.compare;
    if (!compare) return rows;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    // Array.prototype.sort is stable, so equal rows keep the caller's order.
    return [...rows].sort((first, second) => sign * compare(first, second));
  }, [rows, columns, sort, sortRows]);

  const virtualized = virtualize === 'auto' ? rows.length > virtualizeThreshold : virtualize;
  const showRows = !loading && displayRows.length > 0;
  const columnCount = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);

  const scrollRef = useRef<HTMLDivElement>(null);
  // The row holding focus stays rendered when scrolled out of view (otherwise unmounting it would
  // drop focus to the page); read by the range extractor at the next scroll.
  const focusedIndexRef = useRef<number | null>(null);
  const keepFocusedRow = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedIndexRef.current;
    if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((first, second) => first - second);
  }, []);
  const trackFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const index = event.target.closest('tr')?.dataset.index;
    focusedIndexRef.current = index === undefined ? null : Number(index);
  };
  const releaseFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) focusedIndexRef.current = null;
  };
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // The rows start below the caption and header: tell the virtualizer, or its visible range is
  // off by that height. Measured once per layout change (caption text, virtualisation switched on).
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const container = scrollRef.current;
    const tbody = bodyRef.current;
    if (!virtualized || !container || !tbody) return;
    const offset =
      tbody.getBoundingClientRect().top -
      container.getBoundingClientRect().top +
      container.scrollTop;
    setScrollMargin(Math.max(0, Math.round(offset)));
  }, [virtualized, caption, hideCaption]);
  // The virtualizer's methods are read during render on purpose; this component is not memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtualized && showRows ? displayRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin,
    getItemKey: (index) => getRowId(displayRows[index]!),
    rangeExtractor: keepFocusedRow,
  });

  // Rows in view keep recycled keys (rowSlots.ts): the committed slots of the last render.
  const slotsRef = useRef<ReadonlyMap<string, number>>(new Map());
  const virtualItems = virtualizer.getVirtualItems();
  const slots =
    virtualized && showRows
      ? assignRowSlots(
          slotsRef.current,
          virtualItems.map((item) => getRowId(displayRows[item.index]!)),
        )
      : null;
  useLayoutEffect(() => {
    slotsRef.current = slots ?? new Map();
  });

  const handleSort = (columnId: string) => {
    const next: TableSort = {
      columnId,
      direction:
        sort?.columnId === columnId && sort.direction === 'ascending' ? 'descending' : 'ascending',
    };
    if (controlledSort === undefined) setUncontrolledSort(next);
    onSortChange?.(next);
  };

  const changeSelection = (next: Set<string>) => {
    // Report in row order so the caller's list is deterministic, not in click order.
    const ordered = displayRows.map(getRowId).filter((id) => next.has(id));
    // Keep selected ids that are not among the rows (filtered out for now) instead of dropping them.
    const visible = new Set(ordered);
    const hidden = selectedIds.filter((id) => next.has(id) && !visible.has(id));
    const result = [...ordered, ...hidden];
    if (controlledSelectedIds === undefined) setUncontrolledSelectedIds(result);
    onSelectionChange?.(result);
  };

  const selectableIds = useMemo(
    () =>
      selectable
        ? displayRows.filter((row) => isRowSelectable?.(row) ?? true).map((row) => getRowId(row))
        : [],
    [selectable, displayRows, isRowSelectable, getRowId],
  );
  const selectedSelectableCount = selectableIds.filter((id) => selectedSet.has(id)).length;
  const allSelected = selectableIds.length > 0 && selectedSelectableCount === selectableIds.length;
  const someSelected = selectedSelectableCount > 0 && !allSelected;

  const toggleAll = () => {
    const next = new Set(selectedIds);
    for (const id of selectableIds) {
      if (allSelected) next.delete(id);
      else next.add(id);
    }
    changeSelection(next);
  };

  const toggleRow = (id: string) => {
    const next = new Set(selectedIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    changeSelection(next);
  };

  // `key`: the row id, or a recycled slot in a virtualised body (rowSlots.ts).
  const renderRow = (row: Row, index: number, key: string) => {
    const id = getRowId(row);
    const selected = selectedSet.has(id);
    const rowSelectable = isRowSelectable?.(row) ?? true;
    return (
      <tr
        key={key}
        className={styles.row}
        aria-rowindex={index + 2}
        data-index={index}
        data-state={selected ? 'selected' : undefined}
      >
        {selectable ? (
          <td className={styles.selectCell}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={selected}
              disabled={!rowSelectable}
              aria-label={getRowSelectionLabel?.(row)}
              onChange={() => toggleRow(id)}
            />
          </td>
        ) : null}
        {columns.map((column) => {
          const content = column.cell(row, index);
          return column.rowHeader ? (
            <th key={column.id} scope="row" className={styles.cell} data-align={column.align}>
              {content}
            </th>
          ) : (
            <td key={column.id} className={styles.cell} data-align={column.align}>
              {content}
            </td>
          );
        })}
        {rowActions ? (
          <td className={styles.actionsCell} data-align="end">
            {/* Keyed by the row: an open menu or dialog stays with its row when rows move. */}
            <Fragment key={id}>{rowActions(row)}</Fragment>
          </td>
        ) : null}
      </tr>
    );
  };

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRowCount }, (_, index) => (
      <tr key={`loading-${index}`} className={styles.row} data-state="loading">
        {Array.from({ length: columnCount }, (__, cellIndex) => (
          <td key={cellIndex} className={styles.cell}>
            <span className={styles.skeleton} aria-hidden="true" />
          </td>
        ))}
      </tr>
    ));
  } else if (displayRows.length === 0) {
    body =
      empty != null ? (
        <tr className={styles.emptyRow}>
          <td colSpan={columnCount} className={styles.emptyCell}>
            {empty}
          </td>
        </tr>
      ) : null;
  } else if (virtualized) {
    // Rows are contiguous except for a kept focused row far away: a spacer fills every gap.
    const rowsAndSpacers: ReactNode[] = [];
    let cursor = scrollMargin;
    for (const item of virtualItems) {
      if (item.start > cursor) {
        rowsAndSpacers.push(
          <SpacerRow
            key={`gap-${item.key}`}
            height={item.start - cursor}
            columnCount={columnCount}
          />,
        );
      }
      const row = displayRows[item.index]!;
      rowsAndSpacers.push(renderRow(row, item.index, `slot-${slots?.get(getRowId(row))}`));
      cursor = item.end;
    }
    // getTotalSize() counts from the top of the list (without the margin); item ends include it.
    const rest = virtualizer.getTotalSize() + scrollMargin - cursor;
    if (rest > 0) {
      rowsAndSpacers.push(<SpacerRow key="gap-end" height={rest} columnCount={columnCount} />);
    }
    body = rowsAndSpacers;
  } else {
    body = displayRows.map((row, index) => renderRow(row, index, getRowId(row)));
  }

  const containerStyle = {
    '--table-row-height': `${rowHeight}px`,
    maxHeight: maxHeight ?? (virtualized ? '70vh' : undefined),
  } as CSSProperties;

  return (
    <div
      ref={scrollRef}
      className={className ? `${styles.root} ${className}` : styles.root}
      style={containerStyle}
      data-virtualized={virtualized ? '' : undefined}
      data-sticky-header={stickyHeader ? '' : undefined}
    >
      <table
        {...tableProps}
        className={styles.table}
        aria-busy={loading || undefined}
        aria-rowcount={showRows ? displayRows.length + 1 : undefined}
      >
        {caption != null ? (
          <caption className={hideCaption ? styles.captionHidden : styles.caption}>
            {caption}
          </caption>
        ) : null}
        {columns.some((column) => column.width !== undefined) ? (
          <colgroup>
            {selectable ? <col className={styles.selectColumn} /> : null}
            {columns.map((column) => (
              <col key={column.id} style={{ width: column.width }} />
            ))}
            {rowActions ? <col style={{ width: rowActionsWidth }} /> : null}
          </colgroup>
        ) : null}
        <thead className={styles.head}>
          <tr aria-rowindex={showRows ? 1 : undefined}>
            {selectable ? (
              <th scope="col" className={styles.selectCell}>
                <SelectAllCheckbox
                  checked={allSelected}
                  indeterminate={someSelected}
                  disabled={!showRows || selectableIds.length === 0}
                  label={selectAllLabel}
                  onChange={toggleAll}
                />
              </th>
            ) : null}
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} sort={sort} onSort={handleSort} />
            ))}
            {rowActions ? (
              <th scope="col" className={styles.actionsCell}>
                <VisuallyHidden>{rowActionsLabel}</VisuallyHidden>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody ref={bodyRef} onFocus={trackFocus} onBlur={releaseFocus}>
          {body}
        </tbody>
      </table>
    </div>
  );
}

function HeaderCell<Row>({
  column,
  sort,
  onSort,
}: {
  column: TableColumn<Row>;
  sort: TableSort | null;
  onSort: (columnId: string) => void;
}) {
  const direction = sort?.columnId === column.id ? sort.direction : undefined;
  return (
    <th
      scope="col"
      className={styles.headerCell}
      data-align={column.align}
      aria-sort={direction}
      data-sort={column.sortable ? (direction ?? 'none') : undefined}
    >
      {column.sortable ? (
        <button type="button" className={styles.sortButton} onClick={() => onSort(column.id)}>
          {column.header}
          <SortIcon direction={direction} />
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}

function SortIcon({ direction }: { direction: TableSortDirection | undefined }) {
  return (
    <svg
      className={styles.sortIcon}
      viewBox="0 0 16 16"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M5 6.5L8 3.5l3 3"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity={direction === 'descending' ? 0.3 : 1}
      />
      <path
        d="M5 9.5l3 3 3-3"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity={direction === 'ascending' ? 0.3 : 1}
      />
    </svg>
  );
}

function SelectAllCheckbox({
  checked,
  indeterminate,
  disabled,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  label: string | undefined;
  onChange: () => void;
}) {
  // `indeterminate` exists only as a DOM property (no HTML attribute); browsers expose it as "mixed".
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      checked={checked}
      disabled={disabled}
      aria-label={label}
      onChange={onChange}
    />
  );
}

function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true" className={styles.spacer}>
      <td colSpan={columnCount} style={{ height }} />
    </tr>
  );
}
