import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within, waitFor } from 'storybook/test';
import { Button } from '../button/Button.tsx';
import { Popover } from './Popover.tsx';

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: {
    label: 'Price details',
    trigger: <Button variant="secondary">Price details</Button>,
    children: (
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto auto', gap: '4px 16px' }}>
        <dt>Server</dt>
        <dd style={{ margin: 0 }}>$5.00</dd>
        <dt>IPv4 address</dt>
        <dd style={{ margin: 0 }}>$2.00</dd>
      </dl>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    arrow: { control: 'boolean' },
  },
  decorators: [(Story) => <div style={{ padding: '8rem', textAlign: 'center' }}>{Story()}</div>],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Price details' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: 'Price details' })).toHaveAttribute(
      'data-state',
      'open',
    );
    await userEvent.keyboard('{Escape}');
    // Focus returns after the close settles, not synchronously.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Top: Story = { args: { defaultOpen: true, side: 'top' } };

export const RightStart: Story = { args: { defaultOpen: true, side: 'right', align: 'start' } };

export const WithoutArrow: Story = { args: { defaultOpen: true, arrow: false } };

export const WithCloseButton: Story = { args: { defaultOpen: true, closeLabel: 'Close' } };

export const LongText: Story = {
  args: {
    defaultOpen: true,
    label: 'About burstable plans',
    children:
      'Burstable servers share CPU time with neighbours: they run at a baseline and may burst to full speed for short periods. Choose a dedicated plan for sustained load such as databases or build servers.',
  },
};
