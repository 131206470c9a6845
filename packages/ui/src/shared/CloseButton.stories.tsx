import type { Meta, StoryObj } from '@storybook/react-vite';
import { CloseButton } from './CloseButton.tsx';

// Internal × button of Dialog, Drawer, Popover, Banner and Toast.
const meta = {
  title: 'Internals/CloseButton',
  component: CloseButton,
  args: { label: 'Close' },
} satisfies Meta<typeof CloseButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Disabled: Story = { args: { disabled: true } };
