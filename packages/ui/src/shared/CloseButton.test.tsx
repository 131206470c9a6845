import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { CloseButton } from './CloseButton.tsx';

describe('CloseButton', () => {
  it('is a button named by its label, with a hidden icon', () => {
    render(<CloseButton label="Dismiss" />);
    const button = screen.getByRole('button', { name: 'Dismiss' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('does not submit the form around it, and calls onClick', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form aria-label="Settings" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <CloseButton label="Close" onClick={onClick} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('cannot be pressed when disabled, and forwards the ref', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(<CloseButton label="Close" disabled onClick={onClick} ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(ref.current!);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <CloseButton label="Close" />
        <CloseButton label="Dismiss" disabled />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
