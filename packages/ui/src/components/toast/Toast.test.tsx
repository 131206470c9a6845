import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Toast } from './Toast.tsx';
import { createToaster, type Toaster } from './toaster.ts';
import { ToastProvider, useToast } from './ToastProvider.tsx';

function renderWithToaster(toaster: Toaster = createToaster()) {
  render(
    <ToastProvider toaster={toaster} dismissLabel="Dismiss" regionLabel="Notifications">
      <p>App</p>
    </ToastProvider>,
  );
  return toaster;
}

describe('Toast', () => {
  it('is a polite status for info/success/warn and an alert for errors', () => {
    render(
      <>
        <Toast level="success" message="Server created." dismissLabel="Dismiss" />
        <Toast level="warn" message="Low balance." dismissLabel="Dismiss" />
        <Toast level="error" message="Payment failed." dismissLabel="Dismiss" />
      </>,
    );
    expect(screen.getAllByRole('status').map((toast) => toast.dataset.level)).toEqual([
      'success',
      'warn',
    ]);
    expect(screen.getByRole('alert').textContent).toContain('Payment failed.');
  });

  it('action click runs the action and dismisses unless keepOpen; disabled actions do nothing', async () => {
    const onDismiss = vi.fn();
    const retry = vi.fn();
    const details = vi.fn();
    const cancel = vi.fn();
    render(
      <Toast
        message="Could not save."
        dismissLabel="Dismiss"
        onDismiss={onDismiss}
        actions={[
          { label: 'Retry', onClick: retry },
          { label: 'Details', onClick: details, keepOpen: true },
          { label: 'Cancel', onClick: cancel, disabled: true },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(details).toHaveBeenCalledTimes(1);
    expect(onDismiss).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('countdown: shows the title, marks urgency and keeps the ticking title out of announcements', () => {
    const { rerender } = render(
      <Toast
        level="warn"
        title="0:30"
        message="A new version is available. The page reloads soon."
        countdown={{ secondsLeft: 30, totalSeconds: 30, urgent: false }}
        dismissLabel="Dismiss"
        actions={[{ label: 'Cancel', onClick: () => undefined }]}
      />,
    );
    const toast = screen.getByRole('status');
    expect(toast.dataset.countdown).toBe('');
    expect(toast.hasAttribute('data-urgent')).toBe(false);
    expect(screen.getByText('0:30').getAttribute('aria-live')).toBe('off');
    rerender(
      <Toast
        level="warn"
        title="0:05"
        message="A new version is available. The page reloads soon."
        countdown={{ secondsLeft: 5, totalSeconds: 30, urgent: true }}
        dismissLabel="Dismiss"
        actions={[{ label: 'Cancel', onClick: () => undefined, disabled: true }]}
      />,
    );
    expect(screen.getByRole('status').dataset.urgent).toBe('');
    expect(screen.getByText('0:05')).toBeDefined();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
  });

  it('has no axe violations in every level and as a countdown', async () => {
    const { container } = render(
      <>
        {(['error', 'warn', 'success', 'info'] as const).map((level) => (
          <Toast
            key={level}
            level={level}
            title="Title"
            message={`A ${level} message`}
            dismissLabel="Dismiss"
            actions={[{ label: 'Retry', onClick: () => undefined }]}
          />
        ))}
        <Toast
          title="0:08"
          message="Reloading soon"
          countdown={{ secondsLeft: 8, totalSeconds: 30, urgent: true }}
          dismissLabel="Dismiss"
        />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('ToastProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  // user-event awaits real timeouts between steps, which never fire under fake timers: these
  // tests dispatch the events directly.

  it('renders toasts from useToast in a labelled region and ignores duplicates', () => {
    function SaveButton() {
      const toast = useToast();
      return (
        <button type="button" onClick={() => toast.show({ level: 'success', message: 'Saved.' })}>
          Save
        </button>
      );
    }
    render(
      <ToastProvider dismissLabel="Dismiss" regionLabel="Notifications">
        <SaveButton />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(region.textContent).toContain('Saved.');
  });

  it('removes a toast after 10 s by default (§9)', () => {
    const toaster = renderWithToaster();
    act(() => {
      toaster.show({ message: 'Server started.' });
    });
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(screen.getByRole('status').textContent).toContain('Server started.');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const toaster = renderWithToaster();
    act(() => {
      toaster.show({ message: 'Hover me', duration: 1000 });
    });
    act(() => {
      vi.advanceTimersByTime(600);
    });
    const toast = screen.getByRole('status');
    fireEvent.pointerOver(toast);
    expect(toast.dataset.paused).toBe('');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('status')).toBeDefined();
    fireEvent.pointerOut(toast, { relatedTarget: document.body });
    act(() => {
      vi.advanceTimersByTime(350);
    });
    expect(screen.getByRole('status')).toBeDefined();
    act(() => {
      vi.advanceTimersByTime(60);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('pauses while focus is inside the toast', () => {
    const toaster = renderWithToaster();
    act(() => {
      toaster.show({ level: 'error', message: 'Failed.', duration: 1000 });
    });
    act(() => {
      screen.getByRole('button', { name: 'Dismiss' }).focus();
    });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('alert').dataset.paused).toBe('');
    act(() => {
      screen.getByRole('button', { name: 'Dismiss' }).blur();
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the dismiss button removes the toast and calls onClose', () => {
    const toaster = renderWithToaster();
    const onClose = vi.fn();
    act(() => {
      toaster.show({ level: 'warn', message: 'Check your email.', onClose });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('countdown toasts stay until dismissed and follow updates', () => {
    const toaster = renderWithToaster();
    act(() => {
      toaster.show({
        id: 'refresh',
        level: 'warn',
        title: '0:30',
        message: 'A new version is available.',
        countdown: { secondsLeft: 30, totalSeconds: 30, urgent: false },
      });
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
      toaster.update('refresh', {
        title: '0:09',
        countdown: { secondsLeft: 9, totalSeconds: 30, urgent: true },
      });
    });
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('0:09');
    expect(toast.dataset.urgent).toBe('');
  });

  it('useToast outside a provider throws a helpful error', () => {
    function Orphan() {
      useToast();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/ToastProvider/);
  });
});
