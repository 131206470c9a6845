import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select.tsx';

const LANGUAGES = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ru', label: 'Русский', lang: 'ru' },
  { value: 'zh', label: '中文', lang: 'zh' },
];

const REGIONS = [
  { value: 'eu-west2', label: 'Amsterdam (eu-west2)' },
  { value: 'eu-central1', label: 'Frankfurt (eu-central1)' },
  { value: 'us-east1', label: 'New York (us-east1)', disabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Region', options: REGIONS, onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: 'Servers are billed in the region’s currency.' },
};

export const WithPlaceholder: Story = { args: { placeholder: 'Choose a region' } };

export const WithError: Story = {
  args: { placeholder: 'Choose a region', error: 'Choose a region to continue.' },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-4)', alignItems: 'flex-end' }}>
      <Select {...args} size="sm" label="Small" />
      <Select {...args} size="md" label="Medium" />
      <Select {...args} size="lg" label="Large" />
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

/** The portal's header language dropdown: label only for screen readers, option names in their own language. */
export const LanguageSwitcher: Story = {
  args: { label: 'Language', hideLabel: true, size: 'sm', options: LANGUAGES },
  render: function Render(args) {
    const [language, setLanguage] = useState('en');
    return (
      <Select
        {...args}
        value={language}
        onChange={(value, event) => {
          setLanguage(value);
          args.onChange?.(value, event);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'ru');
    await expect(select).toHaveValue('ru');
    await expect(args.onChange).toHaveBeenCalledWith('ru', expect.anything());
  },
};
