import { describe, expect, it, vi } from 'vitest';
import { createToaster, DEFAULT_TOAST_DURATION } from './toaster.ts';

describe('createToaster', () => {
  it('queues toasts oldest first with defaults: info level, 10 s (§9), no actions', () => {
    const toaster = createToaster();
    const first = toaster.show({ message: 'Saved.' });
    const second = toaster.show({ level: 'error', message: 'Payment failed.', title: 'Billing' });
    expect(DEFAULT_TOAST_DURATION).toBe(10_000);
    expect(toaster.getSnapshot()).toEqual([
      expect.objectContaining({ id: first, level: 'info', message: 'Saved.', duration: 10_000 }),
      expect.objectContaining({ id: second, level: 'error', title: 'Billing', actions: [] }),
    ]);
    expect(first).not.toBe(second);
  });

  it('ignores a duplicate (same level and message) while the first is visible (§8)', () => {
    const toaster = createToaster();
    const id = toaster.show({ level: 'warn', message: 'Quota reached.' });
    expect(toaster.show({ level: 'warn', message: 'Quota reached.' })).toBe(id);
    expect(toaster.getSnapshot()).toHaveLength(1);
    // A different level is not a duplicate, and after dismissal the message may come back.
    toaster.show({ level: 'error', message: 'Quota reached.' });
    expect(toaster.getSnapshot()).toHaveLength(2);
    toaster.dismiss(id);
    const again = toaster.show({ level: 'warn', message: 'Quota reached.' });
    expect(again).not.toBe(id);
    expect(toaster.getSnapshot()).toHaveLength(2);
  });

  it('uses the configured default duration; countdowns and explicit null stay until dismissed', () => {
    const toaster = createToaster({ defaultDuration: 3000 });
    toaster.show({ message: 'a' });
    toaster.show({ message: 'b', duration: null });
    toaster.show({ message: 'c', countdown: { secondsLeft: 30, totalSeconds: 30, urgent: false } });
    toaster.show({ message: 'd', duration: 500 });
    expect(toaster.getSnapshot().map((toast) => toast.duration)).toEqual([3000, null, null, 500]);
  });

  it('update changes a visible toast, and show with a known id updates instead of adding', () => {
    const toaster = createToaster();
    const id = toaster.show({
      id: 'refresh',
      level: 'warn',
      title: '0:30',
      message: 'A new version is available.',
      countdown: { secondsLeft: 30, totalSeconds: 30, urgent: false },
    });
    expect(id).toBe('refresh');
    toaster.update('refresh', {
      title: '0:10',
      countdown: { secondsLeft: 10, totalSeconds: 30, urgent: true },
    });
    toaster.show({ id: 'refresh', message: 'A new version is available.', title: '0:09' });
    toaster.update('missing', { title: 'ignored' });
    expect(toaster.getSnapshot()).toEqual([
      expect.objectContaining({
        id: 'refresh',
        level: 'warn',
        title: '0:09',
        countdown: { secondsLeft: 10, totalSeconds: 30, urgent: true },
      }),
    ]);
  });

  it('dismiss and clear remove toasts and call onClose once each', () => {
    const toaster = createToaster();
    const closeA = vi.fn();
    const closeB = vi.fn();
    const a = toaster.show({ message: 'a', onClose: closeA });
    toaster.show({ message: 'b', onClose: closeB });
    toaster.dismiss(a);
    toaster.dismiss(a);
    expect(closeA).toHaveBeenCalledTimes(1);
    toaster.clear();
    expect(closeB).toHaveBeenCalledTimes(1);
    expect(toaster.getSnapshot()).toEqual([]);
  });

  it('notifies subscribers on change, keeps the snapshot stable otherwise, and unsubscribes', () => {
    const toaster = createToaster();
    const listener = vi.fn();
    const unsubscribe = toaster.subscribe(listener);
    const empty = toaster.getSnapshot();
    expect(toaster.getSnapshot()).toBe(empty);
    toaster.show({ message: 'x' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(toaster.getSnapshot()).not.toBe(empty);
    unsubscribe();
    toaster.show({ message: 'y' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
