import type { Transaction, TransactionGroup } from '@cloud-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComponentStory } from '../../../storybook/ComponentStory.tsx';
import { FIRST_RENDER } from '../../../storybook/portalStoryRender.tsx';
import { TransactionGroupsTable, TransactionsTable } from './TransactionTables.tsx';

// Issue 14: the billing history's tables (§7 transaction groups and transactions).

const groups: TransactionGroup[] = [
  { date: '2026-11-22', kind: 'charge', amount: '-0.7872', count: 2, currency: 'usd' },
  { date: '2026-11-21', kind: 'refill', amount: '25.0000', count: 1, currency: 'usd' },
  { date: '2026-11-21', kind: 'charge', amount: '-0.0040', count: 1, currency: 'usd' },
];

const transactions: Transaction[] = [
  {
    id: 42,
    kind: 'charge',
    type: 'server',
    sub_type: null,
    message: 'Server web-1 (eu-west2) at 0.0164 usd/h',
    amount: '-0.3936',
    currency: 'usd',
    status: 'applied',
    external_id: '5f0c6c1e-8a8e-4a36-9a53-2f2a3b1f6d10',
    period_start: '2026-11-21T05:00:00.000Z',
    period_end: '2026-11-22T05:00:00.000Z',
    created: '2026-11-22T05:00:00.000Z',
  },
  {
    id: 41,
    kind: 'refill',
    type: 'paymaster',
    sub_type: 'card',
    message: 'Payment',
    amount: '25.0000',
    currency: 'usd',
    status: 'applied',
    external_id: null,
    period_start: null,
    period_end: null,
    created: '2026-11-21T09:12:00.000Z',
  },
];

const money = (dollars: number) =>
  `${dollars < 0 ? '-' : ''}$${Math.abs(dollars).toFixed(Math.abs(dollars) < 0.01 ? 4 : 2)}`;

const meta = {
  title: 'Portal/Billing/History tables',
  component: TransactionGroupsTable,
  args: { groups, money, dayHref: (day: string) => `?day=${day}` },
  render: (args, context) => (
    <ComponentStory globals={context.globals} namespaces={['billing']}>
      <TransactionGroupsTable {...args} />
    </ComponentStory>
  ),
} satisfies Meta<typeof TransactionGroupsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line per day and kind; each day opens its transactions. */
export const Groups: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('transaction-groups', {}, FIRST_RENDER)).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** Skeleton rows while the page loads. */
export const Loading: Story = { args: { groups: [], loading: true } };

/** A day's transactions. */
export const DayTransactions: Story = {
  render: (_args, context) => (
    <ComponentStory globals={context.globals} namespaces={['billing']}>
      <TransactionsTable
        caption="Transactions of Nov 22, 2026"
        transactions={transactions}
        money={money}
      />
    </ComponentStory>
  ),
};
