import '../../test/radixPolyfills.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Button } from '../button/Button.tsx';
import { DialogClose } from '../dialog/Dialog.tsx';
import { Drawer } from './Drawer.tsx';

describe('Drawer', () => {
  it('opens from its trigger as a dialog named by its title, on the right by default', async () => {
    render(
      <Drawer
        title="Filters"
        description="Narrow the server list."
        closeLabel="Close"
        trigger={<Button>Filters</Button>}
      >
        <p>Region</p>
      </Drawer>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    expect(drawer.dataset).toMatchObject({ side: 'right', width: 'md', state: 'open' });
    expect(document.getElementById(drawer.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Narrow the server list.',
    );
    expect(drawer.textContent).toContain('Region');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<Drawer title="Details" closeLabel="Close" trigger={<Button>Open</Button>} />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('traps focus between the close button and the footer', async () => {
    render(
      <>
        <Button>Outside</Button>
        <Drawer
          title="Edit"
          closeLabel="Close"
          defaultOpen
          footer={
            <DialogClose>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
          }
        />
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with the labelled × button and reports it (controlled)', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <Drawer
          title="Menu"
          side="left"
          width="sm"
          closeLabel="Close menu"
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('dialog', { name: 'Menu' }).dataset).toMatchObject({
      side: 'left',
      width: 'sm',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps open on an overlay click when closeOnOverlayClick is false', async () => {
    render(<Drawer title="Sticky" closeLabel="Close" defaultOpen closeOnOverlayClick={false} />);
    const overlay = screen.getByRole('dialog').previousElementSibling as HTMLElement;
    await userEvent.click(overlay);
    expect(screen.getByRole('dialog', { name: 'Sticky' })).toBeDefined();
  });

  it('closes on an overlay click by default', async () => {
    render(<Drawer title="Loose" closeLabel="Close" defaultOpen />);
    const overlay = screen.getByRole('dialog').previousElementSibling as HTMLElement;
    await userEvent.click(overlay);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('makes a body that scrolls focusable, so the keyboard can scroll it', () => {
    // jsdom does no layout: pretend every element's content is taller than its box.
    const scrollHeight = vi
      .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
      .mockReturnValue(900);
    const clientHeight = vi
      .spyOn(HTMLElement.prototype, 'clientHeight', 'get')
      .mockReturnValue(300);
    try {
      render(
        <Drawer title="Log" closeLabel="Close" defaultOpen>
          <p>Long text</p>
        </Drawer>,
      );
      const body = screen.getByText('Long text').closest('[data-scrollable]');
      expect(body).not.toBeNull();
      expect(body?.getAttribute('tabindex')).toBe('0');
    } finally {
      scrollHeight.mockRestore();
      clientHeight.mockRestore();
    }
  });

  it('keeps a body that fits out of the tab order', () => {
    render(
      <Drawer title="Short" closeLabel="Close" defaultOpen>
        <p>Short text</p>
      </Drawer>,
    );
    expect(screen.getByText('Short text').closest('[tabindex="0"]')).toBeNull();
  });

  it('forwards ref to the panel', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Drawer title="Ref" closeLabel="Close" defaultOpen ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('dialog', { name: 'Ref' }));
  });

  it('has no axe violations when open', async () => {
    render(
      <Drawer
        title="Server web-1"
        description="Details"
        closeLabel="Close"
        defaultOpen
        footer={<Button>Save</Button>}
      >
        <p>4 vCPU, 8 GB</p>
      </Drawer>,
    );
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });
});
