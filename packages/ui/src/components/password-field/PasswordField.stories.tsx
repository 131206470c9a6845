import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField, type PasswordStrength } from './PasswordField.tsx';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: {
    label: 'Password',
    showPasswordLabel: 'Show password',
    hidePasswordLabel: 'Hide password',
    onVisibleChange: fn(),
  },
  argTypes: {
    strength: { control: 'inline-radio', options: [undefined, 'weak', 'fair', 'strong'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(args.onVisibleChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};

export const Shown: Story = { args: { defaultVisible: true, defaultValue: 'correct horse' } };

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: { defaultValue: 'hunter2', error: 'The email or password is wrong.' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret' } };

export const Weak: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    strength: 'weak',
    strengthText: 'Weak: use at least 8 characters',
    defaultValue: 'abc',
  },
};

export const Fair: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    strength: 'fair',
    strengthText: 'Fair: add a digit or a symbol',
    defaultValue: 'abcdefgh',
  },
};

export const Strong: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    strength: 'strong',
    strengthText: 'Strong password',
    defaultValue: 'c0rrect-h0rse-battery',
  },
};

/** The caller computes strength; here a toy rule by length stands in for the real one. */
export const LiveStrength: Story = {
  args: { label: 'New password', autoComplete: 'new-password', hint: 'At least 8 characters.' },
  render: function Render(args) {
    const [value, setValue] = useState('');
    const strength: PasswordStrength | undefined =
      value === '' ? undefined : value.length < 8 ? 'weak' : value.length < 14 ? 'fair' : 'strong';
    return (
      <PasswordField
        {...args}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        strength={strength}
        strengthText={strength === undefined ? '' : `Strength: ${strength}`}
      />
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-4)', alignItems: 'flex-end' }}>
      <PasswordField {...args} size="sm" label="Small" />
      <PasswordField {...args} size="md" label="Medium" />
      <PasswordField {...args} size="lg" label="Large" />
    </div>
  ),
};
