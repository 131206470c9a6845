import type { AffiliatePayout } from '@cloud-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComponentStory } from '../../../storybook/ComponentStory.tsx';
import { FIRST_RENDER } from '../../../storybook/portalStoryRender.tsx';
import { PayoutsTable } from './PayoutsTable.tsx';

// Issue 14: the affiliate screen's pay-outs (§7 pay-out/), each with its status: paid to the
// balance at once, a wallet request pending with staff, one staff paid, one staff rejected.

const payouts: AffiliatePayout[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    amount: '15.00',
    currency: 'usd',
    method: 'wallet',
    wallet: 'TQ9x-wallet',
    status: 'pending',
    created: '2026-12-04T09:00:00.000Z',
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    amount: '25.00',
    currency: 'usd',
    method: 'wallet',
    wallet: 'TQ9x-wallet',
    status: 'rejected',
    created: '2026-12-03T09:00:00.000Z',
    rejected_at: '2026-12-03T15:30:00.000Z',
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    amount: '40.00',
    currency: 'usd',
    method: 'wallet',
    wallet: 'TQ9x-wallet',
    status: 'paid',
    created: '2026-12-02T09:00:00.000Z',
    paid_at: '2026-12-02T17:00:00.000Z',
  },
  {
    id: '44444444-4444-4444-8444-444444444444',
    amount: '12.50',
    currency: 'usd',
    method: 'balance',
    status: 'paid',
    transaction_id: 7,
    created: '2026-12-01T10:00:00.000Z',
    paid_at: '2026-12-01T10:00:00.000Z',
  },
];

const dollars = (decimal: string) => `$${Number(decimal).toFixed(2)}`;
const roubles = (decimal: string) => `${Math.round(Number(decimal) * 92)}\u00a0₽`;

const meta = {
  title: 'Portal/Affiliate/Pay-outs',
  component: PayoutsTable,
  args: { payouts, money: dollars },
  render: (args, context) => (
    <ComponentStory globals={context.globals} namespaces={['affiliate']}>
      <PayoutsTable {...args} />
    </ComponentStory>
  ),
} satisfies Meta<typeof PayoutsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status: pending, rejected (its amount available again), paid by staff, paid at once. */
export const Statuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByTestId('affiliate-payouts', {}, FIRST_RENDER);
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(table.querySelectorAll('[data-status="rejected"]')).toHaveLength(1);
    await expect(canvas.getByTestId('payouts-rejected-hint')).toBeVisible();
  },
};

/** The rouble brand: amounts in whole roubles. */
export const Roubles: Story = { args: { money: roubles } };

/** No pay-outs yet. */
export const Empty: Story = { args: { payouts: [] } };
