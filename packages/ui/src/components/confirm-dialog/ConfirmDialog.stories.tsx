import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from '../button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Reboot server web-1?',
    message: 'Running processes will be stopped. The server is back in about a minute.',
    confirmLabel: 'Reboot',
    cancelLabel: 'Cancel',
    closeLabel: 'Close',
    defaultOpen: true,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'danger'] },
    loading: { control: 'boolean' },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button variant="secondary">Reboot</Button> },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Delete server web-1?',
    message: 'The server and its disk are deleted. This cannot be undone.',
    confirmLabel: 'Delete',
  },
};

/** Confirm stays disabled until the exact name is typed. */
export const TypeToConfirm: Story = {
  args: {
    tone: 'danger',
    title: 'Delete volume backups-2024?',
    message: 'All snapshots of this volume are deleted as well.',
    confirmLabel: 'Delete volume',
    confirmationText: 'backups-2024',
    confirmationLabel: 'Type backups-2024 to confirm',
  },
  play: async ({ args }) => {
    const confirm = await screen.findByRole('button', { name: 'Delete volume' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Type backups-2024 to confirm' }),
      'backups-2024',
    );
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { tone: 'danger', loading: true, title: 'Delete server web-1?', confirmLabel: 'Delete' },
};

export const LongText: Story = {
  args: {
    title: 'Detach the floating IP 203.0.113.254 from server production-database-primary-eu-west2?',
    message:
      'The server stops being reachable at this address right away. The address stays in your account and is billed until you release it; attach it to another server at any time.',
    confirmLabel: 'Detach IP address',
  },
};

/** The usual async flow: keep the dialog open while the request runs, close it when done. */
export const AsyncAction: Story = {
  args: { defaultOpen: false, tone: 'danger', confirmLabel: 'Delete' },
  render: function AsyncConfirm(args) {
    const [open, setOpen] = useState(false);
    const [loading, setLoading] = useState(false);
    return (
      <>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete server
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          loading={loading}
          closeOnConfirm={false}
          onConfirm={() => {
            args.onConfirm();
            setLoading(true);
            setTimeout(() => {
              setLoading(false);
              setOpen(false);
            }, 1500);
          }}
        />
      </>
    );
  },
};
