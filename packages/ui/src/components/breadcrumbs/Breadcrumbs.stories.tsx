import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: 'Breadcrumb',
    items: [
      { label: 'Control panel', href: '/' },
      { label: 'Servers', href: '/servers' },
      { label: 'web-1', href: '/servers/42' },
    ],
    onNavigate: fn((_item, event) => {
      event.preventDefault();
    }),
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Servers' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

export const SingleLevel: Story = { args: { items: [{ label: 'Control panel' }] } };

export const CustomSeparator: Story = { args: { separator: '/' } };

export const LongNames: Story = {
  args: {
    items: [
      { label: 'Control panel', href: '/' },
      { label: 'Object storage', href: '/storage' },
      { label: 'backups-production-eu-west2', href: '/storage/backups' },
      { label: 'database-dump-2026-11-21T03-00-00Z-full-compressed.sql.gz' },
    ],
  },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
};
