import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Combobox, defaultComboboxFilter, type ComboboxOption } from './Combobox.tsx';

type Region = 'ams' | 'fra' | 'nyc' | 'sgp';
const REGIONS: ComboboxOption<Region>[] = [
  { value: 'ams', label: 'Amsterdam', description: 'eu-west2' },
  { value: 'fra', label: 'Frankfurt' },
  { value: 'nyc', label: 'New York', disabled: true },
  { value: 'sgp', label: 'Singapore' },
];

function setup(props: Partial<React.ComponentProps<typeof Combobox<Region>>> = {}) {
  const onValueChange = vi.fn();
  render(
    <Combobox<Region>
      label="Region"
      options={REGIONS}
      emptyMessage="No regions found"
      onValueChange={onValueChange}
      {...props}
    />,
  );
  const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Region' });
  return { input, onValueChange };
}

function visibleOptions() {
  return screen.queryAllByRole('option').map((option) => option.textContent);
}

describe('defaultComboboxFilter', () => {
  it('matches a substring of the label, ignoring case and surrounding spaces', () => {
    expect(defaultComboboxFilter({ value: 'a', label: 'Amsterdam' }, 'STER')).toBe(true);
    expect(defaultComboboxFilter({ value: 'a', label: 'Amsterdam' }, ' ams ')).toBe(true);
    expect(defaultComboboxFilter({ value: 'a', label: 'Amsterdam' }, 'berlin')).toBe(false);
    expect(defaultComboboxFilter({ value: 'm', label: 'Москва' }, 'МОСК')).toBe(true);
  });
});

describe('Combobox', () => {
  it('is a collapsed combobox controlling a labelled listbox', () => {
    const { input } = setup();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!);
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(listbox?.getAttribute('aria-labelledby')).toBe(
      screen.getByText('Region').getAttribute('id'),
    );
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('typing opens the list and filters it case-insensitively, without choosing', async () => {
    const { input, onValueChange } = setup();
    await userEvent.type(input, 'FR');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Region' })).toBeDefined();
    expect(visibleOptions()).toEqual(['Frankfurt']);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('shows the empty message when nothing matches', async () => {
    const { input } = setup();
    await userEvent.type(input, 'Berlin');
    expect(visibleOptions()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('No regions found');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('arrow keys move the active option, skipping disabled ones and wrapping', async () => {
    const { input } = setup();
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const active = () =>
      document.getElementById(input.getAttribute('aria-activedescendant')!)?.textContent;
    expect(active()).toBe('Amsterdameu-west2');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Singapore');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('Amsterdameu-west2');
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toBe('Singapore');
    expect(screen.getByRole('option', { name: /Singapore/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(document.activeElement).toBe(input);
  });

  it('ArrowUp on a closed list opens it at the last option', async () => {
    const { input } = setup();
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(document.getElementById(input.getAttribute('aria-activedescendant')!)?.textContent).toBe(
      'Singapore',
    );
  });

  it('Enter chooses the active option, fills the input, closes and does not submit', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const onValueChange = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Combobox
          label="Region"
          options={REGIONS}
          emptyMessage="None"
          onValueChange={onValueChange}
        />
      </form>,
    );
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Region' });
    await userEvent.type(input, 'sing');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('sgp');
    expect(input.value).toBe('Singapore');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Enter without an active option leaves the form alone', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Combobox label="Region" options={REGIONS} emptyMessage="None" />
      </form>,
    );
    screen.getByRole('combobox', { name: 'Region' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('Escape closes the list without bubbling to a surrounding dialog', async () => {
    // A dialog listens for Escape above the combobox; while the list is open it must not hear it.
    const escapes = vi.fn();
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escapes();
    };
    document.addEventListener('keydown', listener);
    try {
      const { input } = setup();
      await userEvent.click(input);
      expect(input.getAttribute('aria-expanded')).toBe('true');
      await userEvent.keyboard('{Escape}');
      expect(input.getAttribute('aria-expanded')).toBe('false');
      expect(escapes).not.toHaveBeenCalled();
      await userEvent.keyboard('{Escape}');
      expect(escapes).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('keydown', listener);
    }
  });

  it('a click on an option chooses it and keeps focus in the input', async () => {
    const { input, onValueChange } = setup();
    await userEvent.click(input);
    expect(visibleOptions()).toHaveLength(4);
    await userEvent.click(screen.getByRole('option', { name: /Frankfurt/ }));
    expect(onValueChange).toHaveBeenCalledWith('fra');
    expect(input.value).toBe('Frankfurt');
    expect(document.activeElement).toBe(input);
  });

  it('disabled options cannot be chosen', async () => {
    const { input, onValueChange } = setup();
    await userEvent.click(input);
    const newYork = screen.getByRole('option', { name: /New York/ });
    expect(newYork.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(newYork);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('leaving the input restores the chosen label, or clears the value if emptied', async () => {
    const { input, onValueChange } = setup({ defaultValue: 'ams' });
    expect(input.value).toBe('Amsterdam');
    await userEvent.clear(input);
    await userEvent.type(input, 'xyz');
    await userEvent.tab();
    expect(input.value).toBe('Amsterdam');
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.tab();
    expect(input.value).toBe('');
    expect(onValueChange).toHaveBeenCalledWith(null);
  });

  it('opening from a chosen value activates it and marks it chosen', async () => {
    const { input } = setup({ defaultValue: 'sgp' });
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.getElementById(input.getAttribute('aria-activedescendant')!)?.textContent).toBe(
      'Singapore',
    );
    expect(screen.getByRole('option', { name: /Singapore/ }).dataset.selected).toBe('');
  });

  it('controlled: shows the parent’s value and follows its changes', async () => {
    function Controlled() {
      const [region, setRegion] = useState<Region | null>('fra');
      return (
        <>
          <Combobox
            label="Region"
            options={REGIONS}
            emptyMessage="None"
            value={region}
            onValueChange={setRegion}
          />
          <button type="button" onClick={() => setRegion('ams')}>
            Nearest
          </button>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Region' });
    expect(input.value).toBe('Frankfurt');
    await userEvent.click(screen.getByRole('button', { name: 'Nearest' }));
    expect(input.value).toBe('Amsterdam');
  });

  it('reports typed text and uses a custom filter', async () => {
    const onInputValueChange = vi.fn();
    const { input } = setup({
      onInputValueChange,
      filter: (option, text) => option.value.startsWith(text),
    });
    await userEvent.type(input, 'sg');
    expect(onInputValueChange).toHaveBeenLastCalledWith('sg');
    expect(visibleOptions()).toEqual(['Singapore']);
  });

  it('links hint and error and submits the chosen value through name', async () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <form aria-label="Order">
        <Combobox
          label="Region"
          name="region"
          options={REGIONS}
          emptyMessage="None"
          hint="Where the server runs"
          error="Choose a region"
          ref={ref}
        />
      </form>,
    );
    const input = screen.getByRole('combobox', { name: 'Region' });
    expect(ref.current).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(
      input
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['Where the server runs', 'Choose a region']);
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Order' });
    expect(new FormData(form).get('region')).toBe('');
    await userEvent.type(input, 'ams');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(new FormData(form).get('region')).toBe('ams');
  });

  it('has no axe violations, closed and open', async () => {
    const { container } = render(
      <>
        <Combobox label="Region" options={REGIONS} emptyMessage="None" hint="Hint" />
        <Combobox label="Invalid" options={REGIONS} emptyMessage="None" error="Choose" required />
        <Combobox label="Disabled" options={REGIONS} emptyMessage="None" disabled />
      </>,
    );
    await expectNoAxeViolations(container);
    screen.getByRole('combobox', { name: 'Region' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expectNoAxeViolations(container);
    await userEvent.type(screen.getByRole('combobox', { name: 'Region' }), 'zzz');
    await expectNoAxeViolations(container);
  });
});
