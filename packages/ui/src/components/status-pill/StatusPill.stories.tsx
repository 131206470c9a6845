import type { Meta, StoryObj } from '@storybook/react-vite';
import { SERVER_STATUSES, StatusPill, type ServerStatus } from './StatusPill.tsx';

// Example English labels; the portal passes its translated `servers` namespace texts.
const LABELS: Record<ServerStatus, string> = {
  ACTIVE: 'Running',
  BUILD: 'Building',
  SHUTOFF: 'Stopped',
  ERROR: 'Error',
  REBOOT: 'Rebooting',
  HARD_REBOOT: 'Hard rebooting',
  RESIZE: 'Resizing',
  VERIFY_RESIZE: 'Confirm resize',
  REBUILD: 'Rebuilding',
  PAUSED: 'Paused',
  SUSPENDED: 'Suspended',
  RESCUE: 'Rescue mode',
  DELETED: 'Deleted',
  SHELVED: 'Shelved',
  SHELVED_OFFLOADED: 'Shelved (offloaded)',
  MIGRATING: 'Migrating',
  UNKNOWN: 'Unknown',
};

const meta = {
  title: 'Components/StatusPill',
  component: StatusPill,
  args: { status: 'ACTIVE', label: 'Running' },
  argTypes: {
    status: { control: 'select', options: SERVER_STATUSES },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Building: Story = { args: { status: 'BUILD', label: 'Building' } };

export const Failed: Story = { args: { status: 'ERROR', label: 'Error' } };

export const AllStatuses: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      {SERVER_STATUSES.map((status) => (
        <StatusPill key={status} {...args} status={status} label={LABELS[status]} />
      ))}
    </div>
  ),
};

export const Small: Story = { args: { size: 'sm', status: 'REBOOT', label: 'Rebooting' } };

export const LongLabel: Story = {
  args: { status: 'VERIFY_RESIZE', label: 'Ожидает подтверждения изменения размера' },
};
