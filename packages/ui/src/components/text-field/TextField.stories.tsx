import type { Meta, StoryObj } from '@storybook/react-vite';
import { Globe, Search } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Server name', onChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'url', 'tel', 'search'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    fullWidth: { control: 'boolean' },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Server name' });
    await userEvent.type(input, 'web-1');
    await expect(input).toHaveValue('web-1');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { hint: 'Letters, digits and dashes, up to 63 characters.' },
};

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: {
    defaultValue: 'web server',
    hint: 'Letters, digits and dashes, up to 63 characters.',
    error: 'Spaces are not allowed.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Server name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Letters, digits and dashes, up to 63 characters. Spaces are not allowed.',
    );
  },
};

export const Placeholder: Story = { args: { placeholder: 'web-1' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'web-1' } };

export const Email: Story = {
  args: { type: 'email', label: 'Email', autoComplete: 'email', required: true },
};

export const Url: Story = {
  args: { type: 'url', label: 'Website', prefix: <Globe size={16} aria-hidden="true" /> },
};

export const Telephone: Story = { args: { type: 'tel', label: 'Phone', autoComplete: 'tel' } };

export const SearchBox: Story = {
  args: {
    type: 'search',
    label: 'Search servers',
    hideLabel: true,
    placeholder: 'Search servers',
    prefix: <Search size={16} aria-hidden="true" />,
  },
};

export const PrefixAndSuffix: Story = {
  args: { label: 'Subdomain', prefix: 'https://', suffix: '.cloud.example' },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-4)', alignItems: 'flex-end' }}>
      <TextField {...args} size="sm" label="Small" />
      <TextField {...args} size="md" label="Medium" />
      <TextField {...args} size="lg" label="Large" />
    </div>
  ),
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
};

export const LongText: Story = {
  args: {
    label: 'A very long label that explains in detail what this field is for and why it matters',
    hint: 'A long hint that wraps onto several lines because it describes the naming rules of servers, volumes and networks in every region.',
    error: 'A long error message that also wraps onto several lines so the layout can be checked.',
    defaultValue: 'a-very-long-server-name-that-does-not-fit-into-the-input-box-at-all',
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
