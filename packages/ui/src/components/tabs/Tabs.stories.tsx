import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs.tsx';

const ITEMS: TabItem[] = [
  { value: 'overview', label: 'Overview', content: <p>CPU, RAM and disk of the server.</p> },
  { value: 'network', label: 'Network', content: <p>IPv4 and IPv6 addresses.</p> },
  { value: 'console', label: 'Console', content: <p>The VNC console loads here.</p> },
  { value: 'backups', label: 'Backups', disabled: true, content: <p>Snapshots.</p> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { label: 'Server details', items: ITEMS, onValueChange: fn() },
  argTypes: {
    activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Network' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('network');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('IPv4 and IPv6 addresses.');
  },
};

export const ManualActivation: Story = { args: { activationMode: 'manual' } };

/**
 * The URL pattern: the route owns the tab (`value`), `onValueChange` navigates, `getTabHref`
 * makes every tab a real link (Ctrl/Cmd-click opens it in a new browser tab).
 */
export const InTheUrl: Story = {
  render: function Render(args) {
    const [tab, setTab] = useState('overview');
    return (
      <Tabs
        {...args}
        value={tab}
        onValueChange={(next) => {
          setTab(next);
          args.onValueChange?.(next);
        }}
        getTabHref={(value) => `#/servers/42/${value}`}
        items={args.items.map(({ content: _content, ...item }) => item)}
      >
        <p>Route outlet for “{tab}”.</p>
      </Tabs>
    );
  },
};

export const ManyTabsScroll: Story = {
  args: {
    items: [
      'Overview',
      'Network',
      'Volumes',
      'Snapshots',
      'Console',
      'Firewall',
      'Metrics',
      'Activity log',
      'Settings',
    ].map((label) => ({ value: label.toLowerCase(), label, content: <p>{label}</p> })),
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
};

export const LongLabels: Story = {
  args: {
    items: [
      { value: 'a', label: 'Пополнение баланса банковской картой', content: <p>Карта</p> },
      { value: 'b', label: 'Автоматические платежи', content: <p>Автоплатёж</p> },
    ],
  },
};
