import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows a heading, description and action', async () => {
    const onCreate = vi.fn();
    render(
      <EmptyState
        title="No servers yet"
        description="Create a server to get started."
        action={
          <button type="button" onClick={onCreate}>
            Create server
          </button>
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No servers yet' })).toBeDefined();
    expect(screen.getByText('Create a server to get started.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Create server' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('hides the icon from assistive technology', () => {
    render(<EmptyState title="No volumes" icon={<svg data-testid="icon" />} />);
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it('uses the requested heading level and compact layout', () => {
    const ref = createRef<HTMLDivElement>();
    render(<EmptyState ref={ref} title="Nothing found" titleLevel={2} compact />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing found' })).toBeDefined();
    expect(ref.current?.dataset.compact).toBe('');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <EmptyState
        icon={<svg />}
        title="No servers yet"
        description="Create one."
        action={<a href="/servers/new">Create server</a>}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
