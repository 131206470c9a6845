import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Close dialog' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button below is named "Close dialog" for screen readers but shows only the icon. */
export const IconButtonLabel: Story = {
  render: (args) => (
    <button type="button" style={{ padding: 'var(--space-2)' }}>
      <svg viewBox="0 0 16 16" width="16" height="16" fill="none" aria-hidden="true">
        <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <VisuallyHidden {...args} />
    </button>
  ),
};
