import '../../test/radixPolyfills.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Button } from '../button/Button.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';

function overlay(): HTMLElement {
  // The overlay is decorative (no role); it is the element right before the dialog panel.
  const dialog = screen.getByRole('dialog');
  const previous = dialog.previousElementSibling;
  if (!(previous instanceof HTMLElement)) throw new Error('overlay not found');
  return previous;
}

describe('Dialog', () => {
  it('opens from its trigger, is named by the title and described by the description', async () => {
    render(
      <Dialog
        title="Rename server"
        description="The name is only visible to you."
        trigger={<Button>Rename</Button>}
      >
        <p>Body text</p>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename server' });
    expect(dialog.dataset.state).toBe('open');
    expect(dialog.dataset.size).toBe('md');
    const describedBy = dialog.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'The name is only visible to you.',
    );
    expect(dialog.textContent).toContain('Body text');
  });

  it('has no aria-describedby without a description', () => {
    render(<Dialog title="Plain" defaultOpen />);
    expect(screen.getByRole('dialog', { name: 'Plain' }).hasAttribute('aria-describedby')).toBe(
      false,
    );
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<Dialog title="Details" trigger={<Button>Open</Button>} closeLabel="Close" />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog')).toBeDefined();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('traps focus inside while open', async () => {
    render(
      <>
        <Button>Outside</Button>
        <Dialog
          title="Trap"
          defaultOpen
          closeLabel="Close"
          footer={<Button variant="secondary">Cancel</Button>}
        />
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
  });

  it('closes with the labelled close button and with DialogClose', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog
        title="Details"
        defaultOpen
        closeLabel="Close dialog"
        onOpenChange={onOpenChange}
        footer={
          <DialogClose>
            <Button>Done</Button>
          </DialogClose>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('DialogClose closes the dialog', async () => {
    render(
      <Dialog
        title="Details"
        defaultOpen
        footer={
          <DialogClose>
            <Button>Done</Button>
          </DialogClose>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on an overlay click unless closeOnOverlayClick is false', async () => {
    const { unmount } = render(<Dialog title="A" defaultOpen />);
    await userEvent.click(overlay());
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(<Dialog title="B" defaultOpen closeOnOverlayClick={false} />);
    await userEvent.click(overlay());
    expect(screen.getByRole('dialog', { name: 'B' })).toBeDefined();
  });

  it('ignores Escape when closeOnEscape is false', async () => {
    render(<Dialog title="Sticky" defaultOpen closeOnEscape={false} closeLabel="Close" />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Sticky' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be closed at all while not dismissible', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog
        title="Working"
        defaultOpen
        dismissible={false}
        closeLabel="Close"
        onOpenChange={onOpenChange}
      />,
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(overlay());
    const close = screen.getByRole<HTMLButtonElement>('button', { name: 'Close' });
    expect(close.disabled).toBe(true);
    await userEvent.click(close);
    expect(screen.getByRole('dialog', { name: 'Working' })).toBeDefined();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('controlled: follows open and reports requests through onOpenChange', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Show</Button>
          <Dialog title="Controlled" open={open} onOpenChange={setOpen} closeLabel="Close" />
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('dialog', { name: 'Controlled' })).toBeDefined();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('focuses initialFocus when given', () => {
    function WithInitialFocus() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Dialog
          title="Focus"
          defaultOpen
          closeLabel="Close"
          initialFocus={ref}
          footer={
            <>
              <Button variant="secondary">Cancel</Button>
              <Button ref={ref}>Save</Button>
            </>
          }
        />
      );
    }
    render(<WithInitialFocus />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it('forwards ref to the dialog panel and exposes the size', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Dialog title="Big" defaultOpen size="lg" ref={ref} />);
    const dialog = screen.getByRole('dialog', { name: 'Big' });
    expect(ref.current).toBe(dialog);
    expect(dialog.dataset.size).toBe('lg');
  });

  it('has no axe violations when open', async () => {
    render(
      <Dialog
        title="Delete server"
        description="This cannot be undone."
        defaultOpen
        closeLabel="Close"
        footer={<Button variant="danger">Delete</Button>}
      >
        <p>All data on web-1 will be lost.</p>
      </Dialog>,
    );
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });
});
