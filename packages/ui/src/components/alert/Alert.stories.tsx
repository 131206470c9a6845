import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button.tsx';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { children: 'Your changes have been saved.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { tone: 'info', children: 'Maintenance in eu-west2 on Sunday, 02:00–04:00 UTC.' },
};

export const Success: Story = { args: { tone: 'success', title: 'Server created' } };

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Low balance',
    children: 'Top up within 3 days to keep your servers running.',
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Could not load servers',
    children: 'The region did not answer. Your servers are not affected.',
    action: (
      <Button variant="secondary" size="sm">
        Retry
      </Button>
    ),
  },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-3)', maxWidth: 560 }}>
      <Alert tone="info" title="Info">
        Something you may want to know.
      </Alert>
      <Alert tone="success" title="Success">
        It worked.
      </Alert>
      <Alert tone="warning" title="Warning">
        Something needs attention soon.
      </Alert>
      <Alert
        tone="danger"
        title="Error"
        action={
          <Button size="sm" variant="secondary">
            Retry
          </Button>
        }
      >
        Something went wrong.
      </Alert>
    </div>
  ),
};
