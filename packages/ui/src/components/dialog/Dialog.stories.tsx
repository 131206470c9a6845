import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within, waitFor } from 'storybook/test';
import { Button } from '../button/Button.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Rename server',
    description: 'The new name is shown in your server list.',
    closeLabel: 'Close',
    trigger: <Button>Rename</Button>,
    onOpenChange: fn(),
    children: <p style={{ margin: 0 }}>The name of web-1 will change to web-frontend-1.</p>,
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Save</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    closeOnEscape: { control: 'boolean' },
    closeOnOverlayClick: { control: 'boolean' },
    dismissible: { control: 'boolean' },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from the trigger; Escape closes it and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: 'Rename server' })).toHaveAttribute(
      'data-state',
      'open',
    );
    await userEvent.keyboard('{Escape}');
    // Focus returns after the close settles, not synchronously.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Small: Story = { args: { defaultOpen: true, size: 'sm' } };

export const Large: Story = { args: { defaultOpen: true, size: 'lg' } };

export const WithoutCloseButton: Story = { args: { defaultOpen: true, closeLabel: undefined } };

export const NotDismissible: Story = {
  args: {
    defaultOpen: true,
    dismissible: false,
    title: 'Saving…',
    description: 'Please wait until the server is renamed.',
    footer: <Button loading>Saving…</Button>,
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Terms of the marketplace image with a very long title that wraps onto two lines',
    children: (
      <div>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>
            Paragraph {index + 1}: the licence of this image allows commercial use on servers rented
            from this provider.
          </p>
        ))}
      </div>
    ),
  },
};

/** The parent owns the state (`open` + `onOpenChange`). */
export const Controlled: Story = {
  args: { trigger: undefined },
  render: function ControlledDialog(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open from state</Button>
        <Dialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange?.(next);
            setOpen(next);
          }}
        />
      </>
    );
  },
};
