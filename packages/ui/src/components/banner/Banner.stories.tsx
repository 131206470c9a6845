import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button.tsx';
import { Banner, type BannerTone } from './Banner.tsx';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: { children: 'Scheduled maintenance in eu-west2 on Sunday, 02:00–04:00 UTC.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['error', 'warning', 'success', 'info', 'promo'] },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { tone: 'info' } };

export const ErrorTone: Story = {
  args: {
    tone: 'error',
    title: 'Account suspended',
    children: 'Your balance is negative. Top up to restart your servers.',
    action: <Button size="sm">Top up</Button>,
  },
};

export const Warning: Story = {
  args: { tone: 'warning', title: 'Low balance', children: 'Your servers stop in 3 days.' },
};

export const Success: Story = { args: { tone: 'success', children: 'Email address confirmed.' } };

export const Promo: Story = {
  args: {
    tone: 'promo',
    title: 'High-frequency servers',
    children: 'New CPUs in eu-west2: 20% off for the first month.',
    action: (
      <Button size="sm" variant="secondary">
        See plans
      </Button>
    ),
  },
};

export const Dismissible: Story = {
  args: { tone: 'info', onDismiss: fn(), dismissLabel: 'Dismiss' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    tone: 'warning',
    title: 'Network maintenance in several regions with a long title',
    children:
      'Between 02:00 and 06:00 UTC on Sunday, floating IP addresses in eu-west2, us-east1 and ap-south1 may be unreachable for up to five minutes while the routers are upgraded. Servers keep running and no data is lost.',
    action: (
      <Button size="sm" variant="secondary">
        Details
      </Button>
    ),
    onDismiss: fn(),
    dismissLabel: 'Dismiss',
  },
};

export const AllTones: Story = {
  render: function AllBanners() {
    const [hidden, setHidden] = useState<BannerTone[]>([]);
    const tones: BannerTone[] = ['error', 'warning', 'success', 'info', 'promo'];
    return (
      <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
        {tones
          .filter((tone) => !hidden.includes(tone))
          .map((tone) => (
            <Banner
              key={tone}
              tone={tone}
              title={tone}
              onDismiss={() => setHidden((list) => [...list, tone])}
              dismissLabel="Dismiss"
            >
              A {tone} notification.
            </Banner>
          ))}
      </div>
    );
  },
};
