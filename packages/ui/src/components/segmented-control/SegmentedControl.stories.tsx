import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutGrid, List } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl.tsx';

const PERIODS = [
  { value: 'hour', label: 'Hourly' },
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
];

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl,
  args: { label: 'Billing period', options: PERIODS, onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    fullWidth: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(args.onValueChange).toHaveBeenCalledWith('month');
  },
};

export const Small: Story = { args: { size: 'sm', defaultValue: 'month' } };

export const FullWidth: Story = {
  args: { fullWidth: true },
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
};

export const Disabled: Story = { args: { disabled: true } };

export const DisabledOption: Story = {
  args: {
    options: [...PERIODS.slice(0, 2), { value: 'year', label: 'Yearly', disabled: true }],
  },
};

export const IconsOnly: Story = {
  args: {
    label: 'View',
    options: [
      { value: 'list', icon: <List />, ariaLabel: 'List' },
      { value: 'grid', icon: <LayoutGrid />, ariaLabel: 'Grid' },
    ],
  },
};

export const IconsAndText: Story = {
  args: {
    label: 'View',
    options: [
      { value: 'list', icon: <List />, label: 'List' },
      { value: 'grid', icon: <LayoutGrid />, label: 'Grid' },
    ],
  },
};

export const LongLabels: Story = {
  args: {
    options: [
      { value: 'a', label: 'Pay as you go' },
      { value: 'b', label: 'Reserved for twelve months' },
    ],
  },
};
