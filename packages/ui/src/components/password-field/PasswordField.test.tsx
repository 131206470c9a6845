import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { PasswordField, type PasswordStrength } from './PasswordField.tsx';

const labels = { showPasswordLabel: 'Show password', hidePasswordLabel: 'Hide password' };

describe('PasswordField', () => {
  it('is a password input named by its label, for current passwords by default', () => {
    render(<PasswordField label="Password" {...labels} />);
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('current-password');
    expect(input.getAttribute('spellcheck')).toBe('false');
  });

  it('toggles between hidden and shown, renaming the button and keeping the value', async () => {
    const onVisibleChange = vi.fn();
    render(<PasswordField label="Password" {...labels} onVisibleChange={onVisibleChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    await userEvent.type(input, 's3cret!');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);
    await userEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(input.value).toBe('s3cret!');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBe(toggle);
    await userEvent.keyboard('{Enter}');
    expect(input.type).toBe('password');
    expect(onVisibleChange.mock.calls).toEqual([[true], [false]]);
  });

  it('the toggle does not submit the form', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PasswordField label="Password" {...labels} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts shown with defaultVisible', () => {
    render(<PasswordField label="Password" {...labels} defaultVisible />);
    expect(screen.getByRole('textbox', { name: 'Password' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeDefined();
  });

  it('controlled: visibility follows the parent', async () => {
    function Locked() {
      const [visible, setVisible] = useState(false);
      return (
        <>
          <PasswordField label="Password" {...labels} visible={visible} />
          <button type="button" onClick={() => setVisible(true)}>
            Reveal all
          </button>
        </>
      );
    }
    render(<Locked />);
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Reveal all' }));
    expect(input.type).toBe('text');
  });

  it.each<[PasswordStrength, number]>([
    ['weak', 1],
    ['fair', 2],
    ['strong', 3],
  ])('shows %s strength as %i filled segments and a linked, polite text', (strength, filled) => {
    const { container } = render(
      <PasswordField
        label="New password"
        {...labels}
        autoComplete="new-password"
        hint="At least 8 characters"
        strength={strength}
        strengthText={`Strength: ${strength}`}
      />,
    );
    const input = screen.getByLabelText('New password');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described.map((element) => element?.textContent)).toEqual([
      'At least 8 characters',
      `Strength: ${strength}`,
    ]);
    expect(described[1]?.getAttribute('aria-live')).toBe('polite');
    expect(container.querySelectorAll('[data-filled]')).toHaveLength(filled);
  });

  it('without strength there is no meter and no extra description', () => {
    const { container } = render(<PasswordField label="Password" {...labels} />);
    expect(container.querySelector('[data-strength]')).toBeNull();
    expect(screen.getByLabelText('Password').hasAttribute('aria-describedby')).toBe(false);
  });

  it('links the error and marks the input invalid', () => {
    render(<PasswordField label="Password" {...labels} error="Wrong password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Wrong password',
    );
  });

  it('disables input and toggle together', () => {
    render(<PasswordField label="Password" {...labels} disabled />);
    expect(screen.getByLabelText<HTMLInputElement>('Password').disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Show password' }).disabled).toBe(
      true,
    );
  });

  it('passes ref and name to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<PasswordField label="Password" {...labels} name="password" ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('Password'));
    expect(ref.current?.name).toBe('password');
  });

  it('has no axe violations in its states', async () => {
    const { container } = render(
      <>
        <PasswordField label="Password" {...labels} />
        <PasswordField label="Shown" {...labels} defaultVisible required />
        <PasswordField
          label="New password"
          {...labels}
          strength="weak"
          strengthText="Weak"
          error="Too short"
        />
        <PasswordField label="Disabled" {...labels} disabled />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
