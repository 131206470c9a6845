import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDrop, type FileDropItem } from './FileDrop.tsx';

const items: FileDropItem[] = [
  {
    id: '1',
    name: 'site-backup-2026-11-21.tar.gz',
    size: '1.2 GB',
    progress: 0.42,
    status: 'uploading',
  },
  { id: '2', name: 'database.sql', size: '35 MB', progress: 0, status: 'queued' },
  { id: '3', name: 'logo.svg', size: '4 KB', progress: 1, status: 'done' },
  {
    id: '4',
    name: 'ubuntu-24.04-server-amd64.iso',
    size: '2.6 GB',
    progress: 0.08,
    status: 'error',
    error: 'The bucket is over its quota.',
  },
];

const meta = {
  title: 'Components/FileDrop',
  component: FileDrop,
  args: {
    label: 'Drag files here or',
    browseLabel: 'choose files',
    hint: 'Up to 5 GB per file',
    onFiles: fn(),
    listLabel: 'Uploads',
    statusLabels: { queued: 'Queued', uploading: 'Uploading', done: 'Uploaded', error: 'Failed' },
    cancelLabel: 'Cancel',
    retryLabel: 'Retry',
    onCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a file with the picker calls `onFiles`. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('choose files');
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    await userEvent.upload(input, file);
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
  },
};

export const WithUploads: Story = { args: { items } };

export const AllDone: Story = {
  args: { items: items.map((item) => ({ ...item, status: 'done' as const, progress: 1 })) },
};

export const Failed: Story = { args: { items: items.filter((item) => item.status === 'error') } };

export const Disabled: Story = { args: { disabled: true, hint: 'Select a bucket first' } };

export const Narrow: Story = {
  args: { items },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
