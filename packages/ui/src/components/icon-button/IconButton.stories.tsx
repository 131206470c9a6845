import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, RefreshCw, Trash2, X } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Refresh', icon: <RefreshCw />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    loading: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', label: 'Copy', icon: <Copy /> } };

export const Danger: Story = {
  args: { variant: 'danger', label: 'Delete server', icon: <Trash2 /> },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
      <IconButton {...args} size="sm" label="Close (small)" icon={<X />} />
      <IconButton {...args} size="md" label="Close (medium)" icon={<X />} />
      <IconButton {...args} size="lg" label="Close (large)" icon={<X />} />
    </div>
  ),
};

export const AllVariants: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 'var(--space-3)',
        gridTemplateColumns: 'repeat(4, max-content)',
      }}
    >
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={variant} />
      ))}
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
        <IconButton
          key={variant}
          {...args}
          variant={variant}
          label={`${variant} loading`}
          loading
        />
      ))}
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
        <IconButton
          key={variant}
          {...args}
          variant={variant}
          label={`${variant} disabled`}
          disabled
        />
      ))}
    </div>
  ),
};

export const Loading: Story = { args: { loading: true, label: 'Refreshing' } };

export const Disabled: Story = { args: { disabled: true } };
