import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Deletion protection', onCheckedChange: fn() },
  argTypes: {
    labelPosition: { control: 'inline-radio', options: ['start', 'end'] },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Deletion protection' });
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: { description: 'While on, the server cannot be deleted or rebuilt.' },
};

export const LabelFirst: Story = {
  args: { labelPosition: 'start', fullWidth: true, description: 'Applies to new servers.' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

export const Disabled: Story = { args: { disabled: true } };

export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };

export const HiddenLabel: Story = { args: { hideLabel: true } };

export const LongText: Story = {
  args: {
    label: 'Send me an email every time a server in any of my projects changes its power state',
    description: 'This can be a lot of email for large projects; a daily digest is available too.',
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
