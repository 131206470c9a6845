import '../../test/radixPolyfills.ts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { RadioGroup, type RadioOption } from './RadioGroup.tsx';

type Cycle = 'hourly' | 'monthly' | 'yearly';
const CYCLES: RadioOption<Cycle>[] = [
  { value: 'hourly', label: 'Hourly' },
  { value: 'monthly', label: 'Monthly', description: 'Save 10%' },
  { value: 'yearly', label: 'Yearly', disabled: true },
];

describe('RadioGroup', () => {
  it('is a radiogroup named by its label, with one radio per option', () => {
    render(<RadioGroup label="Billing cycle" options={CYCLES} />);
    const group = screen.getByRole('radiogroup', { name: 'Billing cycle' });
    expect(group.getAttribute('aria-orientation')).toBe('vertical');
    expect(
      screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label') ?? radio.id),
    ).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Hourly' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('describes options by their description', () => {
    render(<RadioGroup label="Billing cycle" options={CYCLES} />);
    const monthly = screen.getByRole('radio', { name: 'Monthly' });
    expect(document.getElementById(monthly.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Save 10%',
    );
    expect(screen.getByRole('radio', { name: 'Hourly' }).hasAttribute('aria-describedby')).toBe(
      false,
    );
  });

  it('chooses by click, by label and by arrow keys, skipping disabled options', async () => {
    const onValueChange = vi.fn();
    render(<RadioGroup label="Billing cycle" options={CYCLES} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByText('Monthly'));
    const monthly = screen.getByRole('radio', { name: 'Monthly' });
    expect(monthly.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(monthly);
    // Radix moves focus on the next tick and checks the radio only while the arrow key is still
    // down (as with a real key press), so hold the key until focus has moved.
    await userEvent.keyboard('{ArrowDown>}');
    // Yearly is disabled: focus wraps to Hourly.
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Hourly' }).getAttribute('aria-checked')).toBe(
        'true',
      ),
    );
    await userEvent.keyboard('{/ArrowDown}');
    expect(onValueChange.mock.calls).toEqual([['monthly'], ['hourly']]);
  });

  it('controlled: the parent owns the value', async () => {
    function Controlled() {
      const [cycle, setCycle] = useState<Cycle>('hourly');
      return (
        <>
          <RadioGroup
            label="Billing cycle"
            options={CYCLES}
            value={cycle}
            onValueChange={setCycle}
          />
          <output>{cycle}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('radio', { name: 'Hourly' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByRole('status').textContent).toBe('monthly');
  });

  it('links hint and error to the group and marks it invalid', () => {
    render(
      <RadioGroup
        label="Billing cycle"
        options={CYCLES}
        hint="You can change it later"
        error="Choose a billing cycle"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Billing cycle' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(
      group
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['You can change it later', 'Choose a billing cycle']);
  });

  it('lays options out horizontally when asked', () => {
    render(<RadioGroup label="Billing cycle" options={CYCLES} orientation="horizontal" />);
    expect(
      screen.getByRole('radiogroup', { name: 'Billing cycle' }).getAttribute('aria-orientation'),
    ).toBe('horizontal');
  });

  it('submits the chosen value and forwards the ref to the group', async () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <form aria-label="Order">
        <RadioGroup
          label="Billing cycle"
          name="cycle"
          options={CYCLES}
          defaultValue="monthly"
          ref={ref}
        />
      </form>,
    );
    expect(ref.current).toBe(screen.getByRole('radiogroup', { name: 'Billing cycle' }));
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Order' });
    expect(new FormData(form).get('cycle')).toBe('monthly');
    await userEvent.click(screen.getByRole('radio', { name: 'Hourly' }));
    expect(new FormData(form).get('cycle')).toBe('hourly');
  });

  it('disables every option with disabled', () => {
    render(<RadioGroup label="Billing cycle" options={CYCLES} disabled />);
    expect(screen.getAllByRole<HTMLButtonElement>('radio').every((radio) => radio.disabled)).toBe(
      true,
    );
  });

  it('has no axe violations in its states', async () => {
    const { container } = render(
      <>
        <RadioGroup label="Cycle" options={CYCLES} defaultValue="hourly" hint="Hint" />
        <RadioGroup label="Invalid" options={CYCLES} error="Choose one" required />
        <RadioGroup label="Row" options={CYCLES} orientation="horizontal" hideLabel />
        <RadioGroup label="Disabled" options={CYCLES} disabled />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
