import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup.tsx';

const CYCLES = [
  { value: 'hourly', label: 'Hourly', description: 'Pay for the hours the server exists.' },
  { value: 'monthly', label: 'Monthly', description: 'Fixed price, 10% cheaper.' },
  {
    value: 'yearly',
    label: 'Yearly',
    description: 'Not available in this region.',
    disabled: true,
  },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Billing cycle', options: CYCLES, onValueChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('monthly');
    // Hold the key until Radix has moved focus (it checks the radio only while the key is down).
    await userEvent.keyboard('{ArrowUp>}');
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: 'Hourly' })).toHaveAttribute('aria-checked', 'true'),
    );
    await userEvent.keyboard('{/ArrowUp}');
  },
};

export const WithValue: Story = { args: { defaultValue: 'monthly' } };

export const WithHint: Story = { args: { hint: 'You can change the cycle at any time.' } };

export const WithError: Story = { args: { required: true, error: 'Choose a billing cycle.' } };

export const Horizontal: Story = {
  args: {
    label: 'IP version',
    orientation: 'horizontal',
    defaultValue: 'ipv4',
    options: [
      { value: 'ipv4', label: 'IPv4' },
      { value: 'ipv6', label: 'IPv6' },
      { value: 'both', label: 'Both' },
    ],
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'hourly' } };

export const LongText: Story = {
  args: {
    options: [
      {
        value: 'a',
        label: 'A very long option label that needs to wrap onto a second line in a narrow column',
        description:
          'And an equally long description that explains the consequences of this choice in detail.',
      },
      { value: 'b', label: 'Short' },
    ],
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
