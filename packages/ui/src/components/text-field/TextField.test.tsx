import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { TextField, type TextFieldType } from './TextField.tsx';

describe('TextField', () => {
  it('is a textbox named by its visible label', () => {
    render(<TextField label="Server name" />);
    const input = screen.getByRole('textbox', { name: 'Server name' });
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByText('Server name').tagName).toBe('LABEL');
  });

  it('keeps the accessible name when the label is visually hidden', () => {
    render(<TextField label="Search servers" hideLabel type="search" />);
    expect(screen.getByRole('searchbox', { name: 'Search servers' })).toBeDefined();
  });

  it.each<[TextFieldType, string]>([
    ['email', 'textbox'],
    ['url', 'textbox'],
    ['tel', 'textbox'],
    ['search', 'searchbox'],
  ])('renders type=%s', (type, role) => {
    render(<TextField label="Contact" type={type} />);
    expect(screen.getByRole(role, { name: 'Contact' }).getAttribute('type')).toBe(type);
  });

  it('links hint and error, in that order, and marks the input invalid', () => {
    render(<TextField label="Email" hint="We send invoices here" error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'We send invoices here',
      'Enter a valid email',
    ]);
  });

  it('keeps the caller’s aria-describedby first', () => {
    render(
      <>
        <p id="rules">Rules</p>
        <TextField label="Name" hint="Hint" aria-describedby="rules" />
      </>,
    );
    const ids = screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-describedby');
    expect(ids?.split(' ')[0]).toBe('rules');
  });

  it('is neither invalid nor described without hint or error (an empty error counts as none)', () => {
    render(<TextField label="Name" error="" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('marks required natively and shows a marker hidden from the accessible name', () => {
    render(<TextField label="Name" required />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(input.required).toBe(true);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('renders prefix and suffix around the input', () => {
    render(<TextField label="Domain" prefix="https://" suffix=".example.com" />);
    const input = screen.getByRole('textbox', { name: 'Domain' });
    expect(input.previousElementSibling?.textContent).toBe('https://');
    expect(input.nextElementSibling?.textContent).toBe('.example.com');
  });

  it('uncontrolled: keeps typed text and reports changes', async () => {
    const onChange = vi.fn();
    render(<TextField label="Name" defaultValue="web" onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    await userEvent.type(input, '-1');
    expect(input.value).toBe('web-1');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('controlled: shows the value owned by the parent', async () => {
    function Upper() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Code"
          value={value}
          onChange={(event) => setValue(event.target.value.toUpperCase())}
        />
      );
    }
    render(<Upper />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Code' });
    await userEvent.type(input, 'ab');
    expect(input.value).toBe('AB');
  });

  it('exposes size, width and state as data attributes on the wrapper', () => {
    const { container } = render(<TextField label="Name" size="lg" fullWidth error="Wrong" />);
    expect((container.firstElementChild as HTMLElement).dataset).toMatchObject({
      size: 'lg',
      fullWidth: '',
      invalid: '',
    });
  });

  it('passes native attributes and ref to the input, and submits with a form', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <form aria-label="Profile">
        <TextField label="Name" name="name" defaultValue="Ann" autoComplete="name" ref={ref} />
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(ref.current).toBe(input);
    expect(input.getAttribute('autocomplete')).toBe('name');
    expect(new FormData(screen.getByRole('form', { name: 'Profile' })).get('name')).toBe('Ann');
  });

  it('is disabled natively', async () => {
    render(<TextField label="Name" disabled />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(input.disabled).toBe(true);
    await userEvent.type(input, 'x');
    expect(input.value).toBe('');
  });

  it('has no axe violations in its states', async () => {
    const { container } = render(
      <>
        <TextField label="Name" />
        <TextField label="Email" type="email" hint="For invoices" required />
        <TextField label="Domain" prefix="https://" error="Enter a domain" />
        <TextField label="Search" hideLabel type="search" size="sm" />
        <TextField label="Disabled" disabled />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
