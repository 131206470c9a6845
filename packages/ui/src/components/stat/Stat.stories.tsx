import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stat } from './Stat.tsx';

const meta = {
  title: 'Components/Stat',
  component: Stat,
  args: { label: 'Active servers', value: '12' },
  argTypes: {
    trend: { control: 'inline-radio', options: [undefined, 'up', 'down', 'neutral'] },
    trendTone: { control: 'inline-radio', options: [undefined, 'positive', 'negative', 'neutral'] },
  },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'In 3 regions' } };

export const TrendUp: Story = {
  args: {
    label: 'Referral income',
    value: '$120.00',
    trend: 'up',
    trendValue: '+18%',
    trendLabel: 'Up 18% from last month',
  },
};

/** Rising costs are bad news: the caller sets the tone. */
export const CostsUp: Story = {
  args: {
    label: 'Monthly spend',
    value: '$42.10',
    trend: 'up',
    trendValue: '+12%',
    trendLabel: 'Up 12% from October',
    trendTone: 'negative',
    hint: 'Forecast for November',
  },
};

export const TrendDown: Story = {
  args: {
    label: 'Open tickets',
    value: '2',
    trend: 'down',
    trendValue: '-3',
    trendLabel: 'Three fewer than last week',
    trendTone: 'positive',
  },
};

export const NoChange: Story = {
  args: { trend: 'neutral', trendValue: '0%', trendLabel: 'No change since yesterday' },
};

export const LongText: Story = {
  args: {
    label: 'Средняя загрузка процессора за последние тридцать дней',
    value: '1 234 567,89 ₽',
  },
  decorators: [(Story) => <div style={{ maxWidth: '14rem' }}>{Story()}</div>],
};
