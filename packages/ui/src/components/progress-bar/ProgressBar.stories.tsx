import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading backup.tar', value: 42, showValue: true },
  argTypes: {
    tone: { control: 'inline-radio', options: ['brand', 'success', 'warning', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading backup.tar' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
  },
};

export const Indeterminate: Story = { args: { label: 'Preparing the image', value: undefined } };

export const Complete: Story = { args: { value: 100, tone: 'success' } };

export const CustomValueText: Story = {
  args: { label: 'Files', value: 3, max: 10, valueText: '3 of 10 files' },
};

/** A quota meter: colour warns as the limit nears. */
export const QuotaNearlyFull: Story = {
  args: { label: 'Servers used', value: 9, max: 10, valueText: '9 of 10', tone: 'warning' },
};

export const HiddenLabelSmall: Story = { args: { hideLabel: true, size: 'sm' } };

export const LongLabel: Story = {
  args: {
    label: 'Загрузка файла очень-длинное-имя-резервной-копии-базы-данных-2026-11-21.tar.gz',
    value: 73,
  },
};
