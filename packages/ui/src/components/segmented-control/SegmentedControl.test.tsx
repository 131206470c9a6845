import '../../test/radixPolyfills.ts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { SegmentedControl, type SegmentedOption } from './SegmentedControl.tsx';

type Period = 'hour' | 'month' | 'year';
const PERIODS: SegmentedOption<Period>[] = [
  { value: 'hour', label: 'Hourly' },
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
];

function checked(name: string) {
  return screen.getByRole('radio', { name }).getAttribute('aria-checked');
}

describe('SegmentedControl', () => {
  it('is a radiogroup named by its label, the first segment chosen by default', () => {
    render(<SegmentedControl label="Billing period" options={PERIODS} />);
    expect(screen.getByRole('radiogroup', { name: 'Billing period' })).toBeDefined();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(checked('Hourly')).toBe('true');
    expect(checked('Monthly')).toBe('false');
  });

  it('chooses by click and reports the value', async () => {
    const onValueChange = vi.fn();
    render(
      <SegmentedControl label="Billing period" options={PERIODS} onValueChange={onValueChange} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(checked('Monthly')).toBe('true');
    expect(checked('Hourly')).toBe('false');
    expect(screen.getByRole('radio', { name: 'Monthly' }).dataset.state).toBe('on');
    expect(onValueChange).toHaveBeenCalledWith('month');
  });

  it('keeps the choice when the chosen segment is pressed again', async () => {
    const onValueChange = vi.fn();
    render(
      <SegmentedControl
        label="Billing period"
        options={PERIODS}
        defaultValue="year"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(checked('Yearly')).toBe('true');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('moves with arrow keys and chooses with Space', async () => {
    render(<SegmentedControl label="Billing period" options={PERIODS} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Hourly' }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Monthly' })),
    );
    await userEvent.keyboard(' ');
    expect(checked('Monthly')).toBe('true');
  });

  it('controlled: the parent owns the value', async () => {
    function Controlled() {
      const [period, setPeriod] = useState<Period>('month');
      return (
        <>
          <SegmentedControl
            label="Billing period"
            options={PERIODS}
            value={period}
            onValueChange={setPeriod}
          />
          <output>{period}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(checked('Monthly')).toBe('true');
    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByRole('status').textContent).toBe('year');
  });

  it('names icon-only segments by ariaLabel', () => {
    render(
      <SegmentedControl
        label="View"
        options={[
          { value: 'list', icon: <svg />, ariaLabel: 'List' },
          { value: 'grid', icon: <svg />, ariaLabel: 'Grid' },
        ]}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Grid' })).toBeDefined();
  });

  it('does not choose disabled segments', async () => {
    const onValueChange = vi.fn();
    render(
      <SegmentedControl
        label="Billing period"
        options={[...PERIODS.slice(0, 2), { value: 'year', label: 'Yearly', disabled: true }]}
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('forwards the ref and exposes size and width', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <SegmentedControl label="Billing period" options={PERIODS} size="sm" fullWidth ref={ref} />,
    );
    expect(ref.current).toBe(screen.getByRole('radiogroup', { name: 'Billing period' }));
    expect(ref.current?.dataset).toMatchObject({ size: 'sm', fullWidth: '' });
  });

  it('has no axe violations in its states', async () => {
    const { container } = render(
      <>
        <SegmentedControl label="Billing period" options={PERIODS} />
        <SegmentedControl label="Disabled" options={PERIODS} disabled />
        <SegmentedControl
          label="View"
          options={[
            { value: 'list', icon: <svg />, ariaLabel: 'List' },
            { value: 'grid', icon: <svg />, ariaLabel: 'Grid' },
          ]}
        />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
