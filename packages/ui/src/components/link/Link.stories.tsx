import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link.tsx';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/account/billing', children: 'Billing settings', onClick: fn() },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'muted'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A router intercepts the click by calling `preventDefault` in `onClick`. */
export const Default: Story = {
  args: {
    onClick: fn((event: React.MouseEvent) => {
      event.preventDefault();
    }),
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Billing settings' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Muted: Story = { args: { tone: 'muted', children: 'Terms of service' } };

export const External: Story = {
  args: {
    href: 'https://status.example.com',
    external: true,
    externalLabel: 'opens in a new tab',
    children: 'Status page',
  },
};

export const InText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 420, fontSize: 'var(--font-size-sm)', color: 'var(--color-fg-default)' }}>
      Payments are processed by our provider. See the <Link {...args}>billing settings</Link> or the{' '}
      <Link href="https://status.example.com" external externalLabel="opens in a new tab">
        status page
      </Link>{' '}
      if something looks wrong.
    </p>
  ),
};

export const LongText: Story = {
  args: {
    children:
      'A very long link text that wraps onto several lines inside a narrow container to check underline and focus ring',
  },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
};
