import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { AmountField, parseAmount } from './AmountField.tsx';

describe('parseAmount', () => {
  it.each<[string, number]>([
    ['10', 10],
    ['10.5', 10.5],
    ['10,50', 10.5],
    ['0,01', 0.01],
    ['.5', 0.5],
    ['12.', 12],
    ['-3', -3],
    ['1 250,50', 1250.5],
    ['1\u00a0000', 1000],
    ['1\u202f000.25', 1000.25],
    ['  7  ', 7],
  ])('reads %j as %d', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each([
    '',
    ' ',
    '-',
    '.',
    ',',
    '1.2.3',
    '1,2,3',
    '1,000.50',
    '1e3',
    '0x10',
    '12abc',
    '+5',
    '--1',
  ])('rejects %j', (text) => {
    expect(parseAmount(text)).toBeUndefined();
  });

  it('reads back every amount written with either separator', () => {
    for (let cents = -500; cents <= 100_000; cents += 37) {
      const written = (cents / 100).toFixed(2);
      expect(parseAmount(written)).toBe(cents / 100);
      expect(parseAmount(written.replace('.', ','))).toBe(cents / 100);
    }
  });
});

describe('AmountField', () => {
  it('is a text box with a decimal keyboard, named by its label', () => {
    render(<AmountField label="Amount" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
    expect(input.type).toBe('text');
    expect(input.inputMode).toBe('decimal');
  });

  it('reports the typed text and its number, keeping invalid text as typed', async () => {
    const onValueChange = vi.fn();
    render(<AmountField label="Amount" onValueChange={onValueChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
    await userEvent.type(input, '12,5x');
    expect(input.value).toBe('12,5x');
    expect(onValueChange.mock.calls).toEqual([
      ['1', 1],
      ['12', 12],
      ['12,', 12],
      ['12,5', 12.5],
      ['12,5x', undefined],
    ]);
  });

  it('controlled: shows the parent’s text', async () => {
    function Controlled() {
      const [text, setText] = useState('5');
      const [amount, setAmount] = useState<number | undefined>(5);
      return (
        <>
          <AmountField
            label="Amount"
            value={text}
            onValueChange={(next, parsed) => {
              setText(next);
              setAmount(parsed);
            }}
          />
          <output>{amount === undefined ? 'invalid' : amount.toFixed(2)}</output>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
    await userEvent.type(input, '0.2');
    expect(input.value).toBe('50.2');
    expect(screen.getByRole('status').textContent).toBe('50.20');
    await userEvent.type(input, '.');
    expect(screen.getByRole('status').textContent).toBe('invalid');
  });

  it('shows the currency symbol before or after and links it as a description', () => {
    render(
      <>
        <AmountField label="Dollars" currencySymbol="$" />
        <AmountField label="Roubles" currencySymbol="₽" symbolPosition="suffix" />
      </>,
    );
    const dollars = screen.getByRole('textbox', { name: 'Dollars' });
    expect(dollars.previousElementSibling?.textContent).toBe('$');
    expect(document.getElementById(dollars.getAttribute('aria-describedby')!)?.textContent).toBe(
      '$',
    );
    const roubles = screen.getByRole('textbox', { name: 'Roubles' });
    expect(roubles.nextElementSibling?.textContent).toBe('₽');
    expect(roubles.previousElementSibling).toBeNull();
  });

  it('arrow keys step within min and max, with the step’s decimals', async () => {
    const onValueChange = vi.fn();
    render(
      <AmountField
        label="Amount"
        defaultValue="9.99"
        min={5}
        max={10}
        step={0.01}
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(input.value).toBe('10.00');
    await userEvent.keyboard('{ArrowUp}');
    expect(input.value).toBe('10.00');
    expect(onValueChange).toHaveBeenLastCalledWith('10.00', 10);
    await userEvent.clear(input);
    await userEvent.keyboard('{ArrowDown}');
    expect(input.value).toBe('5.00');
  });

  it('stepping from empty starts at min, keeps a comma separator, and integer steps write integers', async () => {
    render(
      <>
        <AmountField label="Roubles" min={100} step={50} />
        <AmountField label="Euros" defaultValue="1,50" step={0.5} />
      </>,
    );
    const roubles = screen.getByRole<HTMLInputElement>('textbox', { name: 'Roubles' });
    roubles.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(roubles.value).toBe('150');
    const euros = screen.getByRole<HTMLInputElement>('textbox', { name: 'Euros' });
    euros.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(euros.value).toBe('1,0');
  });

  it('does not step when read-only', async () => {
    render(<AmountField label="Amount" defaultValue="3" readOnly />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(input.value).toBe('3');
  });

  it('links hint and error and marks the input invalid', () => {
    render(<AmountField label="Amount" hint="From 5 to 1000" error="Enter at least 5" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(
      input
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['From 5 to 1000', 'Enter at least 5']);
  });

  it('passes ref and name, and submits the typed text', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <form aria-label="Top up">
        <AmountField label="Amount" name="amount" defaultValue="25,00" ref={ref} />
      </form>,
    );
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Amount' }));
    expect(new FormData(screen.getByRole('form', { name: 'Top up' })).get('amount')).toBe('25,00');
  });

  it('has no axe violations in its states', async () => {
    const { container } = render(
      <>
        <AmountField label="Amount" currencySymbol="€" />
        <AmountField label="Roubles" currencySymbol="₽" symbolPosition="suffix" required />
        <AmountField label="Invalid" defaultValue="abc" error="Enter a number" />
        <AmountField label="Disabled" disabled defaultValue="10" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
