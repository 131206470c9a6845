import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button.tsx';
import { Toast } from './Toast.tsx';
import { ToastProvider, useToast } from './ToastProvider.tsx';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: {
    level: 'info',
    message: 'Your server web-1 is being created.',
    dismissLabel: 'Dismiss',
    onDismiss: fn(),
  },
  argTypes: {
    level: { control: 'inline-radio', options: ['error', 'warn', 'success', 'info'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 384 }}>{Story()}</div>],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = { args: { level: 'success', message: 'Server created.' } };

export const Warn: Story = {
  args: { level: 'warn', title: 'Low balance', message: 'Top up to keep your servers running.' },
};

export const ErrorLevel: Story = {
  args: {
    level: 'error',
    message:
      'Something went wrong, please try again later or contact support. (503 POST /api/servers)',
  },
};

export const WithAction: Story = {
  args: {
    level: 'error',
    message: 'Could not attach the volume.',
    actions: [{ label: 'Retry', onClick: fn() }],
  },
};

export const LongMessage: Story = {
  args: {
    level: 'warn',
    message:
      'The request could not be completed because the floating IP address 203.0.113.254 is still attached to server production-database-primary-eu-west2; detach it first and then try again, or contact support if the problem persists after several attempts...',
  },
};

/** §4 refresh toast at 0:25: cancel still possible. */
export const Countdown: Story = {
  args: {
    level: 'warn',
    title: '0:25',
    message: 'A new version of the control panel is available. The page reloads automatically.',
    countdown: { secondsLeft: 25, totalSeconds: 30, urgent: false },
    actions: [
      { label: 'Refresh now', onClick: fn() },
      { label: 'Cancel', onClick: fn() },
    ],
  },
};

/** At 10 s or less the toast turns urgent; at 5 s or less cancel is disabled (the caller decides both). */
export const CountdownUrgent: Story = {
  args: {
    level: 'warn',
    title: '0:04',
    message: 'A new version of the control panel is available. The page reloads automatically.',
    countdown: { secondsLeft: 4, totalSeconds: 30, urgent: true },
    actions: [
      { label: 'Refresh now', onClick: fn() },
      { label: 'Cancel', onClick: fn(), disabled: true },
    ],
  },
};

function ToastDemo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      <Button onClick={() => toast.show({ level: 'success', message: 'Settings saved.' })}>
        Success
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.show({
            level: 'error',
            message: 'Our services are too busy at the moment.',
            actions: [{ label: 'Retry', onClick: () => undefined }],
          })
        }
      >
        Error with action
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.show({ level: 'warn', message: 'Quota almost reached.' })}
      >
        Warning
      </Button>
      <Button variant="ghost" onClick={() => toast.clear()}>
        Clear all
      </Button>
    </div>
  );
}

/** The provider with `useToast()`; pressing a button twice shows one toast (duplicates are ignored). */
export const WithProvider: Story = {
  render: () => (
    <ToastProvider dismissLabel="Dismiss" regionLabel="Notifications">
      <ToastDemo />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(within(region).getAllByRole('status')).toHaveLength(1);
  },
};

function RefreshCountdownDemo() {
  const toast = useToast();
  const [secondsLeft, setSecondsLeft] = useState(30);
  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft((value) => (value <= 0 ? 30 : value - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    // In the portal these values come from the domain's refresh rule (§4); here a simple loop.
    toast.show({
      id: 'refresh',
      level: 'warn',
      title: `0:${String(secondsLeft).padStart(2, '0')}`,
      message: 'A new version of the control panel is available. The page reloads automatically.',
      countdown: { secondsLeft, totalSeconds: 30, urgent: secondsLeft <= 10 },
      actions: [
        { label: 'Refresh now', onClick: () => undefined },
        { label: 'Cancel', onClick: () => undefined, disabled: secondsLeft <= 5 },
      ],
    });
  }, [secondsLeft, toast]);
  return <p>The countdown toast updates every second.</p>;
}

export const LiveCountdown: Story = {
  render: () => (
    <ToastProvider dismissLabel="Dismiss" regionLabel="Notifications">
      <RefreshCountdownDemo />
    </ToastProvider>
  ),
};
