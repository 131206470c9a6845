import '../../test/radixPolyfills.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Button } from '../button/Button.tsx';
import { Popover } from './Popover.tsx';

describe('Popover', () => {
  it('toggles from its trigger, which reports the expanded state', async () => {
    render(
      <Popover label="Price details" trigger={<Button variant="ghost">Details</Button>}>
        <p>$5.00 per month</p>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Details' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(trigger);
    const panel = screen.getByRole('dialog', { name: 'Price details' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.dataset.state).toBe('open');
    expect(panel.textContent).toContain('$5.00 per month');
    await userEvent.click(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    render(
      <Popover label="Help" trigger={<Button>Help</Button>}>
        <a href="/docs">Read the docs</a>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Help' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Help' })).toBeDefined();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a click outside', async () => {
    render(
      <>
        <p>Page</p>
        <Popover label="Info" trigger={<Button>Info</Button>} defaultOpen>
          Text
        </Popover>
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Info' })).toBeDefined();
    await userEvent.click(screen.getByText('Page'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has an optional labelled close button', async () => {
    render(
      <Popover label="Info" trigger={<Button>Info</Button>} defaultOpen closeLabel="Close">
        Text
      </Popover>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('controlled: follows open and reports requests', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <Popover
          label="Controlled"
          trigger={<Button>Toggle</Button>}
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        >
          Body
        </Popover>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('dialog', { name: 'Controlled' })).toBeDefined();
  });

  it('renders the arrow unless arrow is false, and exposes the side', () => {
    const ref = createRef<HTMLDivElement>();
    const { unmount } = render(
      <Popover label="A" trigger={<Button>A</Button>} defaultOpen side="top" ref={ref}>
        Body
      </Popover>,
    );
    const panel = screen.getByRole('dialog', { name: 'A' });
    expect(ref.current).toBe(panel);
    expect(panel.dataset.side).toBe('top');
    expect(panel.querySelector('svg')).not.toBeNull();
    unmount();
    render(
      <Popover label="B" trigger={<Button>B</Button>} defaultOpen arrow={false}>
        Body
      </Popover>,
    );
    expect(screen.getByRole('dialog', { name: 'B' }).querySelector('svg')).toBeNull();
  });

  it('has no axe violations when open', async () => {
    const { container } = render(
      <Popover
        label="Price details"
        trigger={<Button>Details</Button>}
        defaultOpen
        closeLabel="Close"
      >
        <p>$5.00 per month</p>
      </Popover>,
    );
    await expectNoAxeViolations(container);
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });
});
