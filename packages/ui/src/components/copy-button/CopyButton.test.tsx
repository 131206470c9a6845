import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { CopyButton } from './CopyButton.tsx';

/**
 * Clicks and lets the clipboard promise settle. Under fake timers user-event cannot be used:
 * Testing Library's async wrapper waits on a real `setTimeout(0)` that only Jest's clock advances.
 */
async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

/** A controllable clipboard (jsdom has none). */
function mockClipboard(writeText = vi.fn((_text: string) => Promise.resolve())) {
  setClipboard({ writeText });
  return writeText;
}

function setClipboard(clipboard: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

const labels = { label: 'Copy', copiedLabel: 'Copied', failedLabel: 'Could not copy' };

describe('CopyButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('writes the value to the clipboard and shows the copied state for exactly 2 s (§9)', async () => {
    const writeText = mockClipboard();
    const onCopy = vi.fn();
    render(<CopyButton value="s3cr3t-key" {...labels} onCopy={onCopy} />);
    const button = screen.getByRole('button', { name: 'Copy' });
    expect(button.dataset.state).toBe('idle');

    await click(button);
    expect(writeText).toHaveBeenCalledWith('s3cr3t-key');
    expect(onCopy).toHaveBeenCalledWith('s3cr3t-key');
    expect(screen.getByRole('button', { name: 'Copied' }).dataset.state).toBe('copied');
    expect(screen.getByRole('status').textContent).toBe('Copied');

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBe(button);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Copy' }).dataset.state).toBe('idle');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('honours copiedDurationMs and restarts the period on a second click', async () => {
    mockClipboard();
    render(<CopyButton value="x" {...labels} copiedDurationMs={500} />);
    await click(screen.getByRole('button', { name: 'Copy' }));
    act(() => {
      vi.advanceTimersByTime(400);
    });
    await click(screen.getByRole('button', { name: 'Copied' }));
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.getByRole('button').dataset.state).toBe('copied');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('button').dataset.state).toBe('idle');
  });

  it('shows a failed state and calls onError when the clipboard refuses', async () => {
    const writeText = mockClipboard();
    const denied = new DOMException('Write permission denied.', 'NotAllowedError');
    writeText.mockRejectedValue(denied);
    const onError = vi.fn();
    const onCopy = vi.fn();
    render(<CopyButton value="x" {...labels} onError={onError} onCopy={onCopy} />);
    await click(screen.getByRole('button', { name: 'Copy' }));
    expect(onError).toHaveBeenCalledWith(denied);
    expect(onCopy).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Could not copy' }).dataset.state).toBe('failed');
    expect(screen.getByRole('status').textContent).toBe('Could not copy');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Copy' }).dataset.state).toBe('idle');
  });

  it('fails with an error when the Clipboard API is missing (insecure context)', async () => {
    setClipboard(undefined);
    const onError = vi.fn();
    render(<CopyButton value="x" {...labels} onError={onError} />);
    await click(screen.getByRole('button', { name: 'Copy' }));
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
    expect(screen.getByRole('button').dataset.state).toBe('failed');
  });

  it('does not copy when onClick prevents the default', async () => {
    const writeText = mockClipboard();
    render(<CopyButton value="x" {...labels} onClick={(event) => event.preventDefault()} />);
    await click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).not.toHaveBeenCalled();
  });

  it('icon-only: the label is the accessible name and stays stable while the region announces', async () => {
    mockClipboard();
    render(<CopyButton value="x" {...labels} iconOnly />);
    const button = screen.getByRole('button', { name: 'Copy' });
    expect(button.textContent).toBe('');
    await click(button);
    expect(button.dataset.state).toBe('copied');
    expect(screen.getByRole('status').textContent).toBe('Copied');
  });

  it('copies from the keyboard', async () => {
    vi.useRealTimers();
    const writeText = mockClipboard();
    render(<CopyButton value="ssh-ed25519 AAAA" {...labels} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('ssh-ed25519 AAAA');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBe(document.activeElement);
  });

  it('has no axe violations in idle and copied states', async () => {
    vi.useRealTimers();
    mockClipboard();
    const { container } = render(
      <>
        <CopyButton value="a" {...labels} />
        <CopyButton value="b" {...labels} label="Copy token" iconOnly variant="ghost" />
      </>,
    );
    await expectNoAxeViolations(container);
    await click(screen.getByRole('button', { name: 'Copy' }));
    await expectNoAxeViolations(container);
  });
});
