import type { Meta, StoryObj } from '@storybook/react-vite';
import { Star } from 'lucide-react';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Beta', tone: 'neutral', size: 'md' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'info', 'success', 'warning', 'danger', 'brand'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      <Badge {...args} tone="neutral">
        Draft
      </Badge>
      <Badge {...args} tone="info">
        Pending
      </Badge>
      <Badge {...args} tone="success">
        Paid
      </Badge>
      <Badge {...args} tone="warning">
        Overdue
      </Badge>
      <Badge {...args} tone="danger">
        Failed
      </Badge>
      <Badge {...args} tone="brand">
        New
      </Badge>
    </div>
  ),
};

export const Small: Story = { args: { size: 'sm', tone: 'info', children: 'IPv6' } };

export const WithIcon: Story = {
  args: { tone: 'brand', icon: <Star size={12} />, children: 'Popular' },
};

export const LongText: Story = {
  args: { tone: 'warning', children: 'Платёж ожидает подтверждения банком' },
};
