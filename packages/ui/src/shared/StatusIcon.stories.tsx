import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusIcon, type StatusTone } from './StatusIcon.tsx';

const TONES: { tone: StatusTone; color: string }[] = [
  { tone: 'info', color: 'var(--color-info)' },
  { tone: 'success', color: 'var(--color-success)' },
  { tone: 'warning', color: 'var(--color-warning)' },
  { tone: 'danger', color: 'var(--color-danger)' },
  { tone: 'promo', color: 'var(--color-fg-brand)' },
];

// Internal piece of Alert, Banner and Toast; shown here to review the five shapes side by side.
const meta = {
  title: 'Internals/StatusIcon',
  component: StatusIcon,
  args: { tone: 'info' },
  argTypes: {
    tone: { control: 'inline-radio', options: TONES.map(({ tone }) => tone) },
  },
} satisfies Meta<typeof StatusIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllTones: Story = {
  render: () => (
    <ul
      style={{ display: 'grid', gap: 'var(--space-2)', margin: 0, padding: 0, listStyle: 'none' }}
    >
      {TONES.map(({ tone, color }) => (
        <li
          key={tone}
          style={{
            display: 'flex',
            gap: 'var(--space-2)',
            fontSize: 'var(--font-size-sm)',
            lineHeight: 'var(--line-height-normal)',
            ['--status-icon-color' as string]: color,
          }}
        >
          <StatusIcon tone={tone} />
          {tone}
        </li>
      ))}
    </ul>
  ),
};
