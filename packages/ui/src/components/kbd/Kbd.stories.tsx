import type { Meta, StoryObj } from '@storybook/react-vite';
import { Kbd } from './Kbd.tsx';

const meta = {
  title: 'Components/Kbd',
  component: Kbd,
  args: { children: 'Esc' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Kbd>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Medium: Story = { args: { size: 'md', children: 'Enter' } };

export const Shortcut: Story = {
  render: (args) => (
    <p style={{ color: 'var(--color-fg-default)', fontSize: 'var(--font-size-sm)' }}>
      Press{' '}
      <kbd>
        <Kbd {...args}>Ctrl</Kbd> + <Kbd {...args}>K</Kbd>
      </kbd>{' '}
      to search servers.
    </p>
  ),
};

export const SymbolKey: Story = { args: { children: '⌘', 'aria-label': 'Command' } };

export const LongKeyName: Story = { args: { children: 'Page Down' } };
