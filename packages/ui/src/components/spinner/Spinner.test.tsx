import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('is a status region that announces its label', () => {
    render(<Spinner label="Loading servers…" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading servers…');
    expect(status.dataset.size).toBe('md');
  });

  it('hides the ring from assistive technology', () => {
    render(<Spinner label="Loading" />);
    expect(screen.getByRole('status').querySelector('svg')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });

  it('can show its label visibly', () => {
    render(<Spinner label="Loading images…" showLabel size="lg" />);
    expect(screen.getByText('Loading images…')).toBeDefined();
    expect(screen.getByRole('status').dataset.size).toBe('lg');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Spinner label="Loading" size="sm" />
        <Spinner label="Loading plans" showLabel />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
