import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Pencil, Power, RotateCw, Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent, within, waitFor } from 'storybook/test';
import { Button } from '../button/Button.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';

const onSelect = fn();

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  args: {
    label: 'Actions for web-1',
    items: [
      { type: 'label', id: 'power', label: 'Power' },
      { id: 'reboot', label: 'Reboot', icon: <RotateCw />, onSelect },
      {
        id: 'stop',
        label: 'Power off',
        icon: <Power />,
        disabled: true,
        description: 'The server is already stopped',
        onSelect,
      },
      { type: 'separator', id: 'sep-1' },
      { id: 'rename', label: 'Rename', icon: <Pencil />, onSelect },
      { id: 'copy', label: 'Copy IP address', icon: <Copy />, onSelect },
      { type: 'separator', id: 'sep-2' },
      { id: 'delete', label: 'Delete server', icon: <Trash2 />, destructive: true, onSelect },
    ],
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    showLabel: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  decorators: [
    (Story) => <div style={{ padding: '2rem 2rem 18rem', textAlign: 'center' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens, arrows move (disabled items are skipped), Enter chooses. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions for web-1' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menu', { name: 'Actions for web-1' })).toHaveAttribute(
      'data-state',
      'open',
    );
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Reboot' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    // Focus returns after the close settles, not synchronously.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const WithVisibleLabel: Story = { args: { label: 'More actions', showLabel: true } };

export const CustomTrigger: Story = {
  args: { label: 'Account', trigger: <Button variant="ghost">Jane Doe</Button>, align: 'start' },
};

export const DisabledTrigger: Story = { args: { disabled: true } };

export const WithoutIcons: Story = {
  args: {
    defaultOpen: true,
    items: [
      { id: 'console', label: 'Open console', onSelect },
      { id: 'snapshot', label: 'Create snapshot', onSelect },
      { type: 'separator', id: 'sep' },
      { id: 'delete', label: 'Delete', destructive: true, onSelect },
    ],
  },
};

export const LongLabels: Story = {
  args: {
    defaultOpen: true,
    items: [
      {
        id: 'attach',
        label: 'Attach the floating IP address 203.0.113.254 to another server',
        onSelect,
      },
      {
        id: 'detach',
        label: 'Detach volume',
        disabled: true,
        description: 'Volumes cannot be detached while the server is resizing; try again later.',
        onSelect,
      },
    ],
  },
};
