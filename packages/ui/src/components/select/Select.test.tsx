import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Select, type SelectOption } from './Select.tsx';

type Language = 'en' | 'ru' | 'zh';
const LANGUAGES: SelectOption<Language>[] = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ru', label: 'Русский', lang: 'ru' },
  { value: 'zh', label: '中文', lang: 'zh' },
];

/** A controlled language select starting on English; `locked` ignores the visitor's choices. */
function LanguageSwitcher({
  locked = false,
  onChange,
}: {
  locked?: boolean;
  onChange?: (value: Language) => void;
}) {
  const [language, setLanguage] = useState<Language>('en');
  return (
    <Select
      label="Language"
      options={LANGUAGES}
      value={language}
      onChange={(next) => {
        if (!locked) setLanguage(next);
        onChange?.(next);
      }}
    />
  );
}

describe('Select', () => {
  it('is a combobox named by its visible label, listing the options in order', () => {
    render(
      <Select
        label="Region"
        options={[
          { value: 'eu-west2', label: 'Amsterdam' },
          { value: 'us-east1', label: 'New York' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(screen.getByText('Region').tagName).toBe('LABEL');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Amsterdam',
      'New York',
    ]);
    expect((select as HTMLSelectElement).value).toBe('eu-west2');
  });

  it('keeps the accessible name when the label is visually hidden', () => {
    render(<Select label="Language" hideLabel options={LANGUAGES} />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeDefined();
  });

  it('marks options with their language so screen readers pronounce them right', () => {
    render(<Select label="Language" options={LANGUAGES} />);
    expect(screen.getByRole('option', { name: 'Русский' }).getAttribute('lang')).toBe('ru');
  });

  it('uncontrolled: starts at defaultValue and reports choices through onChange', async () => {
    const onChange = vi.fn();
    render(<Select label="Language" options={LANGUAGES} defaultValue="ru" onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect(select.value).toBe('ru');
    await userEvent.selectOptions(select, 'zh');
    expect(select.value).toBe('zh');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0]).toBe('zh');
  });

  it('controlled: shows the value owned by the parent', async () => {
    const { rerender } = render(<LanguageSwitcher locked />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'ru');
    expect(select.value).toBe('en');
    rerender(<LanguageSwitcher />);
    await userEvent.selectOptions(select, 'ru');
    expect(select.value).toBe('ru');
  });

  it('starts on the placeholder, which cannot be chosen again', () => {
    render(
      <Select
        label="Image"
        placeholder="Choose an image"
        options={[{ value: 'ubuntu', label: 'Ubuntu 24.04' }]}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Image' });
    expect(select.value).toBe('');
    expect(
      screen.getByRole<HTMLOptionElement>('option', { name: 'Choose an image' }).disabled,
    ).toBe(true);
  });

  it('links description and error, and marks the control invalid', () => {
    render(
      <Select
        label="Plan"
        options={[{ value: 's', label: 'Small' }]}
        description="Billed hourly"
        error="Choose a plan"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Plan' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const describedBy = select.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Billed hourly',
      'Choose a plan',
    ]);
  });

  it('is not invalid without an error', () => {
    render(<Select label="Plan" options={[{ value: 's', label: 'Small' }]} />);
    const select = screen.getByRole('combobox', { name: 'Plan' });
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    expect(select.hasAttribute('aria-describedby')).toBe(false);
  });

  it('passes native attributes and ref to the select', () => {
    const ref = createRef<HTMLSelectElement>();
    render(
      <Select label="Language" options={LANGUAGES} name="language" disabled required ref={ref} />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect(ref.current).toBe(select);
    expect(select.name).toBe('language');
    expect(select.disabled).toBe(true);
    expect(select.required).toBe(true);
  });

  it('submits its value with a form', () => {
    render(
      <form aria-label="Settings">
        <Select label="Language" options={LANGUAGES} name="language" defaultValue="zh" />
      </form>,
    );
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Settings' });
    expect(new FormData(form).get('language')).toBe('zh');
  });

  it('reports a choice made on the prerendered select before hydration, and only then', async () => {
    for (const chosen of ['ru', 'en'] as const) {
      const onChange = vi.fn();
      const container = document.createElement('div');
      container.innerHTML = renderToString(<LanguageSwitcher />);
      document.body.append(container);
      container.querySelector('select')!.value = chosen; // the visitor, before the script ran
      const root = await act(async () =>
        hydrateRoot(container, <LanguageSwitcher onChange={onChange} />),
      );
      expect(onChange.mock.calls).toEqual(chosen === 'en' ? [] : [[chosen]]);
      expect(container.querySelector('select')!.value).toBe(chosen);
      act(() => root.unmount());
      container.remove();
    }
  });

  it('has no axe violations in its states', async () => {
    const { container } = render(
      <>
        <Select label="Language" hideLabel size="sm" options={LANGUAGES} defaultValue="en" />
        <Select
          label="Region"
          description="Where your servers run"
          options={[{ value: 'a', label: 'A' }]}
        />
        <Select
          label="Plan"
          error="Choose a plan"
          placeholder="Choose…"
          options={[{ value: 's', label: 'Small' }]}
        />
        <Select label="Disabled" disabled options={[{ value: 'x', label: 'X' }]} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
