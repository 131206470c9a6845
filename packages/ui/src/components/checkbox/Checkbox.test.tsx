import '../../test/radixPolyfills.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Checkbox, type CheckboxState } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('is a checkbox named by its label, unchecked by default', () => {
    render(<Checkbox label="Enable backups" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Enable backups' });
    expect(checkbox.getAttribute('aria-checked')).toBe('false');
    expect(checkbox.dataset.state).toBe('unchecked');
  });

  it('toggles by click, by its label and by Space, reporting booleans', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Enable backups" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Enable backups' });
    await userEvent.click(checkbox);
    expect(checkbox.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByText('Enable backups'));
    expect(checkbox.getAttribute('aria-checked')).toBe('false');
    checkbox.focus();
    await userEvent.keyboard(' ');
    expect(checkbox.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('shows indeterminate as mixed, and a click resolves it to checked', async () => {
    function SelectAll() {
      const [state, setState] = useState<CheckboxState>('indeterminate');
      return <Checkbox label="Select all" checked={state} onCheckedChange={setState} />;
    }
    render(<SelectAll />);
    const checkbox = screen.getByRole('checkbox', { name: 'Select all' });
    expect(checkbox.getAttribute('aria-checked')).toBe('mixed');
    expect(checkbox.dataset.state).toBe('indeterminate');
    await userEvent.click(checkbox);
    expect(checkbox.getAttribute('aria-checked')).toBe('true');
  });

  it('controlled: follows the parent', async () => {
    render(<Checkbox label="Locked" checked={false} onCheckedChange={() => {}} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Locked' });
    await userEvent.click(checkbox);
    expect(checkbox.getAttribute('aria-checked')).toBe('false');
  });

  it('starts checked with defaultChecked', () => {
    render(<Checkbox label="Newsletter" defaultChecked />);
    expect(screen.getByRole('checkbox', { name: 'Newsletter' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('links description and error and marks the checkbox invalid', () => {
    render(
      <Checkbox
        label="I accept the terms"
        description="You can read them at any time"
        error="Accept the terms to continue"
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(
      checkbox
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['You can read them at any time', 'Accept the terms to continue']);
  });

  it('keeps the name when the label is visually hidden', () => {
    render(<Checkbox label="Select server web-1" hideLabel />);
    expect(screen.getByRole('checkbox', { name: 'Select server web-1' })).toBeDefined();
  });

  it('cannot be toggled when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Backups" disabled onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole<HTMLButtonElement>('checkbox', { name: 'Backups' });
    expect(checkbox.disabled).toBe(true);
    await userEvent.click(checkbox);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('submits its value with a form when checked and forwards the ref', async () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <form aria-label="Settings">
        <Checkbox label="Backups" name="backups" value="on" ref={ref} />
      </form>,
    );
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Settings' });
    expect(ref.current).toBe(screen.getByRole('checkbox', { name: 'Backups' }));
    expect(new FormData(form).get('backups')).toBeNull();
    await userEvent.click(ref.current!);
    expect(new FormData(form).get('backups')).toBe('on');
  });

  it('has no axe violations in its states', async () => {
    const { container } = render(
      <>
        <Checkbox label="Plain" />
        <Checkbox label="Checked" defaultChecked description="With a description" />
        <Checkbox label="Mixed" checked="indeterminate" />
        <Checkbox label="Invalid" error="Required" required />
        <Checkbox label="Hidden label" hideLabel />
        <Checkbox label="Disabled" disabled />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
