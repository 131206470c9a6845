import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { SideNav, type SideNavItem } from './SideNav.tsx';

const items: SideNavItem[] = [
  { id: 'servers', label: 'Servers', href: '/servers', icon: <svg data-testid="servers-icon" /> },
  { id: 'network', label: 'Network', href: '/network' },
  {
    id: 'storage',
    label: 'Object storage',
    href: '/storage',
    disabled: true,
    disabledReason: 'Verify your e-mail first',
  },
];

describe('SideNav', () => {
  it('is a labelled navigation landmark with a link per entry and the current one marked', () => {
    render(<SideNav label="Control panel" items={items} activeId="network" />);
    const nav = screen.getByRole('navigation', { name: 'Control panel' });
    expect(nav.dataset.state).toBe('expanded');
    const network = within(nav).getByRole('link', { name: 'Network' });
    expect(network.getAttribute('href')).toBe('/network');
    expect(network.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Servers' }).hasAttribute('aria-current')).toBe(
      false,
    );
    expect(screen.getByTestId('servers-icon').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('passes clicks on enabled entries to onNavigate', async () => {
    const onNavigate = vi.fn((_item: SideNavItem, event: React.MouseEvent) =>
      event.preventDefault(),
    );
    render(<SideNav label="Control panel" items={items} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Servers' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate.mock.calls[0]![0]).toBe(items[0]);
    expect(onNavigate.mock.calls[0]![1].defaultPrevented).toBe(true);
  });

  it('disabled entries are not followable, stay focusable and explain why', async () => {
    const onNavigate = vi.fn();
    render(<SideNav label="Control panel" items={items} onNavigate={onNavigate} />);
    const storage = screen.getByRole('link', { name: 'Object storage' });
    expect(storage.hasAttribute('href')).toBe(false);
    expect(storage.getAttribute('aria-disabled')).toBe('true');
    expect(storage.getAttribute('title')).toBe('Verify your e-mail first');
    const description = document.getElementById(storage.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Verify your e-mail first');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(storage);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(storage);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('minimized: labels stay the accessible names and become tooltips', () => {
    render(<SideNav label="Control panel" items={items} minimized activeId="servers" />);
    expect(screen.getByRole('navigation').dataset.state).toBe('minimized');
    const servers = screen.getByRole('link', { name: 'Servers' });
    expect(servers.getAttribute('title')).toBe('Servers');
    expect(screen.getByRole('link', { name: 'Object storage' }).getAttribute('title')).toBe(
      'Object storage: Verify your e-mail first',
    );
  });

  it('the toggle minimizes and expands when uncontrolled, reporting aria-expanded', async () => {
    const onMinimizedChange = vi.fn();
    render(
      <SideNav
        label="Control panel"
        items={items}
        toggleLabel="Collapse menu"
        onMinimizedChange={onMinimizedChange}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Collapse menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('navigation').dataset.state).toBe('minimized');
    expect(onMinimizedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle);
    expect(screen.getByRole('navigation').dataset.state).toBe('expanded');
    expect(onMinimizedChange).toHaveBeenLastCalledWith(false);
  });

  it('follows the minimized prop when controlled', async () => {
    const onMinimizedChange = vi.fn();
    const { rerender } = render(
      <SideNav
        label="Control panel"
        items={items}
        minimized={false}
        toggleLabel="Collapse menu"
        onMinimizedChange={onMinimizedChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(onMinimizedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('navigation').dataset.state).toBe('expanded');
    rerender(<SideNav label="Control panel" items={items} minimized toggleLabel="Collapse menu" />);
    expect(screen.getByRole('navigation').dataset.state).toBe('minimized');
  });

  it('has no toggle without toggleLabel and forwards ref', () => {
    const ref = createRef<HTMLElement>();
    render(<SideNav ref={ref} label="Control panel" items={items} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(ref.current).toBe(screen.getByRole('navigation'));
  });

  it.each([false, true])('has no axe violations (minimized: %s)', async (minimized) => {
    const { container } = render(
      <SideNav
        label="Control panel"
        items={items}
        activeId="servers"
        minimized={minimized}
        toggleLabel="Collapse menu"
      />,
    );
    await expectNoAxeViolations(container);
  });
});
