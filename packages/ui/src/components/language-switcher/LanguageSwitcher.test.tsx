import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { LanguageSwitcher, type LanguageOption } from './LanguageSwitcher.tsx';

type Language = 'en' | 'ru' | 'zh';
const LANGUAGES: LanguageOption<Language>[] = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ru', label: 'Русский', lang: 'ru' },
  { value: 'zh', label: '中文', lang: 'zh' },
];

describe('LanguageSwitcher', () => {
  it('is a combobox named by its (hidden) label, listing each language in its own language', () => {
    render(<LanguageSwitcher label="Language" languages={LANGUAGES} value="en" />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect(select.value).toBe('en');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['English', 'Русский', '中文']);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en', 'ru', 'zh']);
  });

  it('reports the chosen language; controlled, it shows what the parent owns', async () => {
    const onChange = vi.fn();
    function Header() {
      const [language, setLanguage] = useState<Language>('en');
      return (
        <LanguageSwitcher
          label="Language"
          languages={LANGUAGES}
          value={language}
          onChange={(next) => {
            onChange(next);
            setLanguage(next);
          }}
        />
      );
    }
    render(<Header />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'ru');
    expect(onChange).toHaveBeenCalledWith('ru');
    expect(select.value).toBe('ru');
  });

  it('uncontrolled: starts at defaultValue', async () => {
    render(<LanguageSwitcher label="Язык" languages={LANGUAGES} defaultValue="zh" />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Язык' });
    expect(select.value).toBe('zh');
    await userEvent.selectOptions(select, 'en');
    expect(select.value).toBe('en');
  });

  it('renders nothing with fewer than two languages', () => {
    const { container, rerender } = render(
      <LanguageSwitcher label="Language" languages={LANGUAGES.slice(0, 1)} value="en" />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(container.childElementCount).toBe(0);
    rerender(<LanguageSwitcher label="Language" languages={[]} />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('passes native attributes and ref to the select', () => {
    const ref = createRef<HTMLSelectElement>();
    render(
      <LanguageSwitcher
        label="Language"
        languages={LANGUAGES}
        name="language"
        disabled
        ref={ref}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect(ref.current).toBe(select);
    expect(select.name).toBe('language');
    expect(select.disabled).toBe(true);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <LanguageSwitcher label="Language" languages={LANGUAGES} value="ru" onChange={() => {}} />,
    );
    await expectNoAxeViolations(container);
  });
});
