import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Enable automatic backups', onCheckedChange: fn() },
  argTypes: {
    checked: { control: 'inline-radio', options: [undefined, true, false, 'indeterminate'] },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Enable automatic backups',
    });
    await userEvent.click(checkbox);
    await expect(checkbox).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = { args: { checked: 'indeterminate', label: 'Select all' } };

export const WithDescription: Story = {
  args: { description: 'Weekly snapshots, kept for 4 weeks. Billed per GB.' },
};

export const WithError: Story = {
  args: {
    label: 'I accept the terms of service',
    required: true,
    error: 'Accept the terms to continue.',
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

export const HiddenLabel: Story = { args: { label: 'Select server web-1', hideLabel: true } };

export const LongLabel: Story = {
  args: {
    label:
      'Send me news about new regions, price changes and maintenance windows by email, at most once a week',
    description: 'You can unsubscribe at any time from the link in every email.',
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};

/** A "select all" box is indeterminate while some, not all, rows are selected. */
export const SelectAll: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<string[]>(['web-1']);
    const servers = ['web-1', 'web-2', 'db-1'];
    const all = selected.length === servers.length;
    return (
      <div style={{ display: 'grid', gap: 'var(--space-2)' }}>
        <Checkbox
          {...args}
          label="Select all servers"
          checked={all ? true : selected.length > 0 ? 'indeterminate' : false}
          onCheckedChange={(checked) => setSelected(checked ? servers : [])}
        />
        {servers.map((server) => (
          <Checkbox
            key={server}
            label={server}
            checked={selected.includes(server)}
            onCheckedChange={(checked) =>
              setSelected((current) =>
                checked ? [...current, server] : current.filter((name) => name !== server),
              )
            }
          />
        ))}
      </div>
    );
  },
};
