import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { Skeleton, SkeletonRegion } from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

export const Rectangle: Story = { args: { variant: 'rect', height: '8rem' } };

export const Circle: Story = { args: { variant: 'circle', width: '3rem' } };

/** A card placeholder: avatar, two lines and a chart area. */
export const Composition: Story = {
  render: () => (
    <SkeletonRegion busy label="Loading server…">
      <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
        <Skeleton variant="circle" />
        <div style={{ flex: 1 }}>
          <Skeleton lines={2} />
        </div>
      </div>
      <Skeleton variant="rect" height="6rem" style={{ marginTop: 'var(--space-3)' }} />
    </SkeletonRegion>
  ),
};

/** Loading, then content: the region is `aria-busy` only while loading. */
export const RegionLoadsContent: Story = {
  render: function Render() {
    const [busy, setBusy] = useState(true);
    useEffect(() => {
      const timer = setTimeout(() => setBusy(false), 1500);
      return () => clearTimeout(timer);
    }, []);
    return (
      <SkeletonRegion busy={busy} label="Loading invoices…">
        {busy ? <Skeleton lines={3} /> : <p>Invoice #1042 · $12.40 · Paid</p>}
      </SkeletonRegion>
    );
  },
};
