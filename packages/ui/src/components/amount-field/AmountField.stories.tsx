import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AmountField } from './AmountField.tsx';

const meta = {
  title: 'Components/AmountField',
  component: AmountField,
  args: { label: 'Top-up amount', currencySymbol: '$', onValueChange: fn() },
  argTypes: {
    symbolPosition: { control: 'inline-radio', options: ['prefix', 'suffix'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Top-up amount' });
    await userEvent.type(input, '12,5');
    await expect(input).toHaveValue('12,5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12,5', 12.5);
  },
};

export const SymbolAfter: Story = {
  args: { currencySymbol: '₽', symbolPosition: 'suffix', step: 1, defaultValue: '490' },
};

export const WithoutSymbol: Story = { args: { currencySymbol: undefined, label: 'Disk size, GB' } };

export const WithHint: Story = { args: { hint: 'From $5 to $1,000.', min: 5, max: 1000 } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '10.00' } };

/** The parent validates: the typed text stays as it is, the number is `undefined` while invalid. */
export const Validated: Story = {
  args: { hint: 'From $5 to $1,000.', min: 5, max: 1000, step: 0.01 },
  render: function Render(args) {
    const [text, setText] = useState('2,5');
    const [amount, setAmount] = useState<number | undefined>(2.5);
    const error =
      text === ''
        ? undefined
        : amount === undefined
          ? 'Enter an amount such as 25.00.'
          : amount < 5 || amount > 1000
            ? 'Enter an amount from $5 to $1,000.'
            : undefined;
    return (
      <AmountField
        {...args}
        value={text}
        error={error}
        onValueChange={(next, parsed) => {
          setText(next);
          setAmount(parsed);
          args.onValueChange?.(next, parsed);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Top-up amount' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('25.01');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-4)', alignItems: 'flex-end' }}>
      <AmountField {...args} size="sm" label="Small" />
      <AmountField {...args} size="md" label="Medium" />
      <AmountField {...args} size="lg" label="Large" />
    </div>
  ),
};
