import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within, waitFor } from 'storybook/test';
import { Button } from '../button/Button.tsx';
import { DialogClose } from '../dialog/Dialog.tsx';
import { Drawer } from './Drawer.tsx';

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  args: {
    title: 'Filters',
    description: 'Narrow down the server list.',
    closeLabel: 'Close',
    trigger: <Button variant="secondary">Filters</Button>,
    onOpenChange: fn(),
    children: <p style={{ margin: 0 }}>Region, status and image filters go here.</p>,
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Apply</Button>
      </>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['left', 'right'] },
    width: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from the trigger; Escape closes it and focus returns. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: 'Filters' })).toHaveAttribute(
      'data-state',
      'open',
    );
    await userEvent.keyboard('{Escape}');
    // Focus returns after the close settles, not synchronously.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpenRight: Story = { args: { defaultOpen: true } };

export const OpenLeft: Story = { args: { defaultOpen: true, side: 'left', width: 'sm' } };

export const Wide: Story = { args: { defaultOpen: true, width: 'lg' } };

export const WithoutFooter: Story = { args: { defaultOpen: true, footer: undefined } };

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Server production-database-primary-eu-west2 details',
    children: (
      <div>
        {Array.from({ length: 40 }, (_, index) => (
          <p key={index}>Log line {index + 1}: cloud-init finished configuring the network.</p>
        ))}
      </div>
    ),
  },
};
