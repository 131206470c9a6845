import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Describe the problem', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    autoResize: { control: 'boolean' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'Include the server name and what you did before the problem started.' },
};

export const WithError: Story = {
  args: { required: true, error: 'Describe the problem in at least 20 characters.' },
};

export const WithCounter: Story = {
  args: {
    maxLength: 200,
    counterText: (used: number, max: number) => `${used} of ${max} characters`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Server does not boot');
    await expect(canvas.getByText('20 of 200 characters')).toBeVisible();
  },
};

export const CounterFull: Story = { args: { maxLength: 12, defaultValue: 'Twelve chars' } };

export const AutoResize: Story = {
  args: {
    autoResize: true,
    hint: 'Grows as you type.',
    defaultValue: 'Line one\nLine two\nLine three\nLine four\nLine five',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Ticket closed.' } };

export const Placeholder: Story = { args: { placeholder: 'What happened?' } };

export const FullWidth: Story = {
  args: { fullWidth: true, rows: 6 },
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
};
