import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import type { ButtonVariant } from '../button/Button.tsx';
import { IconButton } from './IconButton.tsx';

const icon = <svg data-testid="icon" viewBox="0 0 16 16" />;

describe('IconButton', () => {
  it('is a button named by its label, with the icon hidden from assistive technology', () => {
    render(<IconButton label="Delete server" icon={icon} />);
    const button = screen.getByRole('button', { name: 'Delete server' });
    expect(button.textContent).toBe('');
    expect(screen.getByTestId('icon').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(button).toHaveProperty('type', 'button');
  });

  it('calls onClick from mouse and keyboard', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Refresh" icon={icon} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('defaults to the ghost, medium variant and exposes variant and size as data attributes', () => {
    render(
      <>
        <IconButton label="Close" icon={icon} />
        <IconButton label="Delete" icon={icon} variant="danger" size="sm" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Close' }).dataset).toMatchObject({
      variant: 'ghost',
      size: 'md',
      iconOnly: '',
    });
    expect(screen.getByRole('button', { name: 'Delete' }).dataset).toMatchObject({
      variant: 'danger',
      size: 'sm',
    });
  });

  it('while loading shows a spinner instead of the icon, is busy and ignores clicks', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Reboot" icon={icon} loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Reboot' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('icon')).toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is natively disabled with disabled', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Rename" icon={icon} disabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Rename' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<IconButton ref={ref} label="Copy" icon={icon} />);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Copy' }));
  });

  it.each<ButtonVariant>(['primary', 'secondary', 'ghost', 'danger'])(
    'has no axe violations (%s)',
    async (variant) => {
      const { container } = render(
        <>
          <IconButton variant={variant} label="Close" icon={icon} />
          <IconButton variant={variant} label="Saving" icon={icon} loading />
          <IconButton variant={variant} label="Disabled" icon={icon} disabled />
        </>,
      );
      await expectNoAxeViolations(container);
    },
  );
});
