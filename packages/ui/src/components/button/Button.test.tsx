import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Button, type ButtonVariant } from './Button.tsx';

describe('Button', () => {
  it('renders a button named by its label that does not submit forms by default', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Save</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('type', 'button');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('calls onClick when activated by mouse or keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Create server</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Create server' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('exposes variant, size and width as data attributes', () => {
    render(
      <Button variant="danger" size="lg" fullWidth>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.dataset).toMatchObject({ variant: 'danger', size: 'lg', fullWidth: '' });
  });

  it('defaults to the primary, medium variant', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' }).dataset).toMatchObject({
      variant: 'primary',
      size: 'md',
    });
  });

  it('while loading: busy, disabled for assistive tech, keeps focus and ignores clicks and submits', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Pay
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.dataset.loading).toBe('');
    expect(button.querySelector('[data-spinner-icon]')).not.toBeNull();
    button.focus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it('submits a form when type="submit" and not loading', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Pay</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is natively disabled with disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Resize
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Resize' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('hides decorative icons from the accessible name', () => {
    render(<Button startIcon={<span>+</span>}>Add SSH key</Button>);
    expect(screen.getByRole('button', { name: 'Add SSH key' })).toBeDefined();
  });

  it('forwards ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Save</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it('renders a link when given href', async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Button href="/sign-up" variant="secondary" onClick={onClick} ref={ref}>
        Sign up
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link.getAttribute('href')).toBe('/sign-up');
    expect(screen.queryByRole('button')).toBeNull();
    expect(ref.current).toBe(link);
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders a disabled link that cannot be followed', async () => {
    const onClick = vi.fn();
    render(
      <Button href="/sign-up" disabled onClick={onClick}>
        Sign up
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it.each<ButtonVariant>(['primary', 'secondary', 'ghost', 'danger'])(
    'has no axe violations (%s)',
    async (variant) => {
      const { container } = render(
        <>
          <Button variant={variant}>Save</Button>
          <Button variant={variant} loading>
            Saving
          </Button>
          <Button variant={variant} disabled>
            Disabled
          </Button>
          <Button variant={variant} href="/docs">
            Docs
          </Button>
          <Button variant={variant} href="/docs" disabled>
            Docs
          </Button>
          <Button variant={variant} aria-label="Close" startIcon={<svg />} />
        </>,
      );
      await expectNoAxeViolations(container);
    },
  );
});
