import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceTag } from './PriceTag.tsx';

/** Amounts arrive formatted: in the portal, `formatAmount` from `@cloud-portal/domain`. */
const meta = {
  title: 'Components/PriceTag',
  component: PriceTag,
  args: { amount: '$5.00', period: '/mo', periodLabel: 'per month' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const Discounted: Story = {
  args: { amount: '$4.00', previousAmount: '$5.00', previousLabel: 'was', size: 'lg' },
};

/** The rocket brand shows integer roubles. */
export const Roubles: Story = { args: { amount: '490 ₽', period: '/мес', periodLabel: 'в месяц' } };

export const Hourly: Story = { args: { amount: '$0.007', period: '/h', periodLabel: 'per hour' } };

export const NoPeriod: Story = {
  args: { amount: '$49.00', period: undefined, periodLabel: undefined },
};

export const Narrow: Story = {
  args: { amount: '$1,234.56', previousAmount: '$1,500.00', previousLabel: 'was', size: 'lg' },
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
};
