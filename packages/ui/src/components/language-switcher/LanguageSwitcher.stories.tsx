import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

const LANGUAGES = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ru', label: 'Русский', lang: 'ru' },
  { value: 'zh', label: '中文', lang: 'zh' },
];

const meta = {
  title: 'Components/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { label: 'Language', languages: LANGUAGES, onChange: fn() },
  render: function Render(args) {
    const [language, setLanguage] = useState('en');
    return (
      <LanguageSwitcher
        {...args}
        value={language}
        onChange={(value) => {
          setLanguage(value);
          args.onChange?.(value);
        }}
      />
    );
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'zh');
    await expect(select).toHaveValue('zh');
    await expect(args.onChange).toHaveBeenCalledWith('zh');
  },
};

/** The asia host: English and Chinese. */
export const TwoLanguages: Story = {
  args: { languages: LANGUAGES.filter((language) => language.value !== 'ru') },
};

/** The cloud-plus brand is English only: nothing to choose, nothing rendered. */
export const SingleLanguage: Story = {
  args: { languages: LANGUAGES.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Control height of a form rather than a header. */
export const Medium: Story = { args: { size: 'md' } };
