import '../../test/radixPolyfills.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Copy, Trash2 } from 'lucide-react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Button } from '../button/Button.tsx';
import { DropdownMenu, type DropdownMenuEntry } from './DropdownMenu.tsx';

function serverActions(handlers: {
  reboot?: () => void;
  resize?: () => void;
  remove?: () => void;
}) {
  return [
    { type: 'label', id: 'power', label: 'Power' },
    { id: 'reboot', label: 'Reboot', onSelect: handlers.reboot ?? (() => undefined) },
    {
      id: 'resize',
      label: 'Resize',
      disabled: true,
      description: 'Stop the server first',
      onSelect: handlers.resize ?? (() => undefined),
    },
    { id: 'copy', label: 'Copy IP address', icon: <Copy />, onSelect: () => undefined },
    { type: 'separator', id: 'sep' },
    {
      id: 'delete',
      label: 'Delete',
      icon: <Trash2 />,
      destructive: true,
      onSelect: handlers.remove ?? (() => undefined),
    },
  ] satisfies DropdownMenuEntry[];
}

describe('DropdownMenu', () => {
  it('has an icon-only trigger named by label that opens a menu named after it', async () => {
    render(<DropdownMenu label="Actions for web-1" items={serverActions({})} />);
    const trigger = screen.getByRole('button', { name: 'Actions for web-1' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Actions for web-1' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(menu.dataset.state).toBe('open');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Reboot',
      'Resize Stop the server first',
      'Copy IP address',
      'Delete',
    ]);
    // The reason is read with the label, separated by a space.
    expect(screen.getByRole('menuitem', { name: 'Resize Stop the server first' })).toBeDefined();
    expect(screen.getAllByRole('separator')).toHaveLength(1);
    expect(menu.textContent).toContain('Power');
  });

  it('shows the label as text with showLabel', () => {
    render(<DropdownMenu label="More" showLabel items={serverActions({})} />);
    expect(screen.getByRole('button', { name: 'More' }).textContent).toBe('More');
  });

  it('chooses an item by click, runs it and closes, returning focus to the trigger', async () => {
    const reboot = vi.fn();
    render(<DropdownMenu label="Actions" items={serverActions({ reboot })} />);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reboot' }));
    expect(reboot).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('is keyboard usable: Enter opens, arrows skip disabled items and wrap, Enter selects', async () => {
    const remove = vi.fn();
    render(<DropdownMenu label="Actions" items={serverActions({ remove })} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Reboot' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Copy IP address' }));
    await userEvent.keyboard('{ArrowDown}');
    const deleteItem = screen.getByRole('menuitem', { name: 'Delete' });
    expect(document.activeElement).toBe(deleteItem);
    expect(deleteItem.dataset.destructive).toBe('');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Reboot' }));
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape without selecting', async () => {
    const reboot = vi.fn();
    render(<DropdownMenu label="Actions" items={serverActions({ reboot })} />);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(reboot).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(trigger);
  });

  it('disabled items are marked and cannot be chosen', async () => {
    const resize = vi.fn();
    render(<DropdownMenu label="Actions" defaultOpen items={serverActions({ resize })} />);
    const resizeItem = screen.getByRole('menuitem', { name: /^Resize/ });
    expect(resizeItem.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(resizeItem);
    expect(resize).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeDefined();
  });

  it('accepts a custom trigger and forwards ref to the menu', async () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <DropdownMenu
        label="Account"
        trigger={<Button variant="ghost">Jane Doe</Button>}
        items={serverActions({})}
        ref={ref}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Jane Doe' }));
    expect(ref.current).toBe(screen.getByRole('menu'));
  });

  it('a disabled default trigger does not open', async () => {
    render(<DropdownMenu label="Actions" disabled items={serverActions({})} />);
    const trigger = screen.getByRole<HTMLButtonElement>('button', { name: 'Actions' });
    expect(trigger.disabled).toBe(true);
    await userEvent.click(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('has no axe violations, closed and open', async () => {
    const { container } = render(
      <DropdownMenu label="Actions for web-1" items={serverActions({})} />,
    );
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for web-1' }));
    await expectNoAxeViolations(screen.getByRole('menu'));
  });
});
