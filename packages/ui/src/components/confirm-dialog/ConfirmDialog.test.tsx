import '../../test/radixPolyfills.ts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Button } from '../button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const labels = { confirmLabel: 'Delete', cancelLabel: 'Cancel' } as const;

describe('ConfirmDialog', () => {
  it('opens from its trigger as a dialog named by the title and described by the message', async () => {
    render(
      <ConfirmDialog
        {...labels}
        title="Delete server web-1?"
        message="All data on it will be lost."
        onConfirm={vi.fn()}
        trigger={<Button>Delete server</Button>}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete server' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete server web-1?' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'All data on it will be lost.',
    );
  });

  it('confirm calls onConfirm once and closes the uncontrolled dialog', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        {...labels}
        title="Reboot?"
        defaultOpen
        onConfirm={onConfirm}
        onOpenChange={onOpenChange}
      />,
    );
    // The default tone focuses the confirm button first.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancel closes without confirming', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog {...labels} title="Reboot?" defaultOpen onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('danger tone: red confirm button, Cancel focused first so Enter does not destroy', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog {...labels} tone="danger" title="Delete?" defaultOpen onConfirm={onConfirm} />,
    );
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    expect(screen.getByRole('button', { name: 'Delete' }).dataset.variant).toBe('danger');
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('type-to-confirm: confirm stays disabled until the text matches exactly', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        {...labels}
        tone="danger"
        title="Delete web-1?"
        defaultOpen
        confirmationText="web-1"
        confirmationLabel="Type web-1 to confirm"
        onConfirm={onConfirm}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Type web-1 to confirm' });
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Delete' });
    expect(document.activeElement).toBe(input);
    expect(confirm.disabled).toBe(true);
    await userEvent.type(input, 'WEB-1');
    expect(confirm.disabled).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, 'web-1 ');
    expect(confirm.disabled).toBe(true);
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(input, '{Backspace}');
    expect(confirm.disabled).toBe(false);
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('forgets the typed text when closed and reopened', async () => {
    render(
      <ConfirmDialog
        {...labels}
        title="Delete web-1?"
        trigger={<Button>Open</Button>}
        confirmationText="web-1"
        confirmationLabel="Type web-1 to confirm"
        onConfirm={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.type(screen.getByRole('textbox'), 'web-1');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete' }).disabled).toBe(true);
  });

  it('while loading: confirm is busy, cancel disabled, and nothing closes the dialog', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        {...labels}
        title="Deleting"
        defaultOpen
        loading
        closeLabel="Close"
        onConfirm={onConfirm}
        onOpenChange={onOpenChange}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Close' }).disabled).toBe(true);
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Deleting' })).toBeDefined();
  });

  it('controlled with closeOnConfirm=false: stays open while the action runs, parent closes it', async () => {
    let finish: () => void = () => undefined;
    function Flow() {
      const [open, setOpen] = useState(true);
      const [loading, setLoading] = useState(false);
      return (
        <ConfirmDialog
          {...labels}
          title="Delete?"
          open={open}
          onOpenChange={setOpen}
          loading={loading}
          closeOnConfirm={false}
          onConfirm={() => {
            setLoading(true);
            finish = () => {
              setLoading(false);
              setOpen(false);
            };
          }}
        />
      );
    }
    render(<Flow />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('aria-busy')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeDefined();
    act(() => finish());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no axe violations with type-to-confirm', async () => {
    render(
      <ConfirmDialog
        {...labels}
        tone="danger"
        title="Delete web-1?"
        message="This cannot be undone."
        defaultOpen
        closeLabel="Close"
        confirmationText="web-1"
        confirmationLabel="Type web-1 to confirm"
        onConfirm={vi.fn()}
      />,
    );
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });
});
