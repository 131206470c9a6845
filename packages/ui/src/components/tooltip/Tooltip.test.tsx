import '../../test/radixPolyfills.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Button } from '../button/Button.tsx';
import { Tooltip, TooltipDisabledTrigger } from './Tooltip.tsx';

describe('Tooltip', () => {
  it('shows on keyboard focus and describes its trigger', async () => {
    render(
      <Tooltip content="Copy to clipboard">
        <Button aria-label="Copy">⧉</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Copy' });
    expect(document.activeElement).toBe(trigger);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Copy to clipboard');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('hides on Escape and when focus leaves', async () => {
    render(
      <>
        <Tooltip content="Hint">
          <Button>First</Button>
        </Tooltip>
        <Button>Second</Button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toBeDefined();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toBeDefined();
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on hover after the delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      render(
        <Tooltip content="Slow hint" delay={700}>
          <Button>Hover me</Button>
        </Tooltip>,
      );
      await user.hover(screen.getByRole('button', { name: 'Hover me' }));
      expect(screen.queryByRole('tooltip')).toBeNull();
      vi.advanceTimersByTime(700);
      expect(await screen.findByRole('tooltip')).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('explains a disabled button through a focusable wrapper', async () => {
    render(
      <Tooltip content="Top up your balance to create servers">
        <TooltipDisabledTrigger>
          <Button disabled>Create server</Button>
        </TooltipDisabledTrigger>
      </Tooltip>,
    );
    await userEvent.tab();
    const wrapper = document.activeElement as HTMLElement;
    expect(wrapper.tagName).toBe('SPAN');
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Top up your balance to create servers');
    expect(wrapper.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create server' }).disabled).toBe(
      true,
    );
  });

  it('controlled and disabled', () => {
    const { rerender } = render(
      <Tooltip content="Always" open>
        <Button>Trigger</Button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip').textContent).toBe('Always');
    rerender(
      <Tooltip content="Always" open disabled>
        <Button>Trigger</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button', { name: 'Trigger' })).toBeDefined();
  });

  it('has no axe violations when shown', async () => {
    const { container } = render(
      <>
        <Tooltip content="Copy to clipboard" defaultOpen>
          <Button aria-label="Copy">⧉</Button>
        </Tooltip>
        <Tooltip content="Not available in this region">
          <TooltipDisabledTrigger>
            <Button disabled>Resize</Button>
          </TooltipDisabledTrigger>
        </Tooltip>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
