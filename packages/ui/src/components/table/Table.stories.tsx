import type { Meta, StoryObj } from '@storybook/react-vite';
import { Ellipsis } from 'lucide-react';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../icon-button/IconButton.tsx';
import { Table, type TableColumn, type TableSort } from './Table.tsx';

interface Server {
  id: string;
  name: string;
  region: string;
  ram: number;
  address: string;
}

const REGIONS = ['eu-west2', 'eu-central1', 'us-east1'];

function makeServers(count: number): Server[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `srv-${index + 1}`,
    name: `server-${String(index + 1).padStart(3, '0')}`,
    region: REGIONS[index % REGIONS.length]!,
    ram: [1024, 2048, 4096, 8192][index % 4]!,
    address: `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`,
  }));
}

const SERVERS = makeServers(6);

const COLUMNS: TableColumn<Server>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (server) => server.name,
    sortable: true,
    rowHeader: true,
    compare: (first, second) => first.name.localeCompare(second.name),
  },
  {
    id: 'region',
    header: 'Region',
    cell: (server) => server.region,
    sortable: true,
    width: '10rem',
    compare: (first, second) => first.region.localeCompare(second.region),
  },
  { id: 'address', header: 'IPv4', cell: (server) => server.address, width: '9rem' },
  {
    id: 'ram',
    header: 'RAM',
    cell: (server) => `${server.ram / 1024} GB`,
    sortable: true,
    align: 'end',
    width: '6rem',
    compare: (first, second) => first.ram - second.ram,
  },
];

const meta = {
  title: 'Components/Table',
  component: Table<Server>,
  args: {
    caption: 'Servers',
    rows: SERVERS,
    columns: COLUMNS,
    getRowId: (server: Server) => server.id,
    onSortChange: fn(),
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof Table<Server>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The table sorts by itself with each column's `compare` (small client-side lists). */
export const SortedByTheTable: Story = {
  args: { sortRows: true, defaultSort: { columnId: 'name', direction: 'descending' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'RAM' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({
      columnId: 'ram',
      direction: 'ascending',
    });
    await expect(canvas.getByRole('columnheader', { name: 'RAM' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

/** The usual pattern: the caller owns sort and selection (so both can live in the URL or the store). */
export const ControlledSortAndSelection: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<TableSort | null>({
      columnId: 'name',
      direction: 'ascending',
    });
    const [selected, setSelected] = useState<string[]>([]);
    const rows = useMemo(() => {
      const column = COLUMNS.find((candidate) => candidate.id === sort?.columnId);
      if (!sort || !column?.compare) return args.rows;
      const sign = sort.direction === 'ascending' ? 1 : -1;
      return [...args.rows].sort((first, second) => sign * column.compare!(first, second));
    }, [args.rows, sort]);
    return (
      <Table
        {...args}
        rows={rows}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          args.onSortChange?.(next);
        }}
        selectable
        selectedIds={selected}
        onSelectionChange={(ids) => {
          setSelected(ids);
          args.onSelectionChange?.(ids);
        }}
        selectAllLabel="Select all servers"
        getRowSelectionLabel={(server) => `Select ${server.name}`}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select server-002' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['srv-2']);
    const selectAll = canvas.getByRole<HTMLInputElement>('checkbox', {
      name: 'Select all servers',
    });
    await expect(selectAll.indeterminate).toBe(true);
    await userEvent.click(selectAll);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(SERVERS.map((s) => s.id));
  },
};

export const WithRowActions: Story = {
  args: {
    rowActionsLabel: 'Actions',
    rowActions: (server: Server) => (
      <IconButton size="sm" label={`Actions for ${server.name}`} icon={<Ellipsis />} />
    ),
  },
};

export const WithDisabledRows: Story = {
  args: {
    selectable: true,
    selectAllLabel: 'Select all servers',
    getRowSelectionLabel: (server: Server) => `Select ${server.name}`,
    isRowSelectable: (server: Server) => server.region !== 'us-east1',
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { rows: [], empty: 'You have no servers yet. Create one to get started.' },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        ...SERVERS[0]!,
        name: 'a-server-with-a-very-long-name-that-customers-really-do-choose-sometimes-1',
      },
      ...SERVERS.slice(1),
    ],
  },
};

/** 300 servers: only the rows in view (plus overscan) are in the DOM; scroll inside the table. */
export const Virtualised300Rows: Story = {
  args: {
    rows: makeServers(300),
    maxHeight: '24rem',
    selectable: true,
    selectAllLabel: 'Select all servers',
    getRowSelectionLabel: (server: Server) => `Select ${server.name}`,
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Servers' });
    await expect(table).toHaveAttribute('aria-rowcount', '301');
    await expect(table.querySelectorAll('tbody tr').length).toBeLessThan(60);
  },
};
