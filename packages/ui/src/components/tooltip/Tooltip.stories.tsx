import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button.tsx';
import { Tooltip, TooltipDisabledTrigger } from './Tooltip.tsx';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Restarts the server without losing data',
    children: <Button variant="secondary">Reboot</Button>,
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    delay: { control: 'number' },
  },
  decorators: [(Story) => <div style={{ padding: '4rem', textAlign: 'center' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows the tooltip at once; Escape hides it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Reboot' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Restarts the server without losing data',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const Open: Story = { args: { open: true } };

export const Bottom: Story = { args: { open: true, side: 'bottom' } };

export const RichContent: Story = {
  args: {
    open: true,
    content: (
      <span>
        <strong>4 vCPU</strong> · 8 GB RAM · 80 GB NVMe
      </span>
    ),
  },
};

export const LongText: Story = {
  args: {
    open: true,
    content:
      'This image cannot be used in this region because the region does not offer the GPU flavors it needs; choose another region or image.',
  },
};

/** A disabled control inside a focusable span, so hover and keyboard users both get the reason. */
export const DisabledReason: Story = {
  args: {
    content: 'Top up your balance to create servers',
    children: (
      <TooltipDisabledTrigger>
        <Button disabled>Create server</Button>
      </TooltipDisabledTrigger>
    ),
  },
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Top up your balance to create servers',
    );
  },
};
