// The toast queue as a small store without React, so code outside components (Redux listener
// middleware, API error handlers) can raise toasts; `ToastProvider` renders what it holds.

/** Severity of a toast: `error` interrupts screen readers (role=alert), the others wait (role=status). */
export type ToastLevel = 'error' | 'warn' | 'success' | 'info';

/** A button inside a toast ("Retry", "Refresh now", "Cancel"). */
export interface ToastAction {
  /** Visible text and accessible name of the button. */
  label: string;
  /** Called on click. */
  onClick: () => void;
  /** Shown but not usable (for example the refresh toast's cancel at ≤ 5 s, §4). Default `false`. */
  disabled?: boolean | undefined;
  /** Keep the toast after the click instead of dismissing it. Default `false`. */
  keepOpen?: boolean | undefined;
}

/** State of a countdown toast (the refresh toast of §4); the caller computes it every second. */
export interface ToastCountdown {
  /** Seconds left, drawn as a shrinking bar. */
  secondsLeft: number;
  /** Seconds at the start, the full bar. */
  totalSeconds: number;
  /** Urgent styling (§4: at 10 s or less). */
  urgent: boolean;
}

/** What to show; everything but `message` is optional. */
export interface ToastOptions {
  /** Stable id; showing an id that is already visible updates that toast. Default: generated. */
  id?: string | undefined;
  /** Severity. Default `'info'`. */
  level?: ToastLevel | undefined;
  /** Bold first line (for a countdown: the m:ss time left). Default none. */
  title?: string | undefined;
  /** The message. Required. */
  message: string;
  /** Milliseconds until it disappears; `null` keeps it until dismissed. Default: the toaster's (10 s, §9), `null` for countdowns. */
  duration?: number | null | undefined;
  /** Buttons in the toast. Default none. */
  actions?: readonly ToastAction[] | undefined;
  /** Makes this a countdown toast. Default none. */
  countdown?: ToastCountdown | undefined;
  /** Called once when the toast goes away (dismiss button, action, timeout or `dismiss`). Default none. */
  onClose?: (() => void) | undefined;
}

/** A toast in the queue, with defaults applied. */
export interface ToastRecord {
  id: string;
  level: ToastLevel;
  title: string | undefined;
  message: string;
  duration: number | null;
  actions: readonly ToastAction[];
  countdown: ToastCountdown | undefined;
  onClose: (() => void) | undefined;
}

/** The toast queue. */
export interface Toaster {
  /** Shows a toast and returns its id; a duplicate (same level and message, still visible) is ignored and returns the visible one's id. */
  show(options: ToastOptions): string;
  /** Changes a visible toast (a countdown's seconds, a disabled action); unknown ids are ignored. */
  update(id: string, changes: Partial<Omit<ToastOptions, 'id'>>): void;
  /** Removes a toast and calls its `onClose`; unknown ids are ignored. */
  dismiss(id: string): void;
  /** Removes every toast. */
  clear(): void;
  /** Current toasts, oldest first (the same array until something changes). */
  getSnapshot(): readonly ToastRecord[];
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Options of {@link createToaster}. */
export interface ToasterOptions {
  /** Default `duration` in milliseconds. Default `10000` (§9). */
  defaultDuration?: number;
}

/** §9: toasts stay 10 s. */
export const DEFAULT_TOAST_DURATION = 10_000;

/**
 * Creates a toast queue. Duplicates are ignored while the first is visible (§8: "Duplicate toasts
 * are ignored"): same level and same message. Pass it to `ToastProvider`, or let the provider make one.
 * @example
 * const toaster = createToaster();
 * toaster.show({ level: 'error', message: 'Our services are too busy at the moment.' });
 */
export function createToaster({
  defaultDuration = DEFAULT_TOAST_DURATION,
}: ToasterOptions = {}): Toaster {
  let toasts: readonly ToastRecord[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const emit = (next: readonly ToastRecord[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const toaster: Toaster = {
    show(options) {
      if (options.id !== undefined && toasts.some((toast) => toast.id === options.id)) {
        const { id, ...changes } = options;
        toaster.update(id, changes);
        return id;
      }
      const level = options.level ?? 'info';
      const duplicate = toasts.find(
        (toast) => toast.level === level && toast.message === options.message,
      );
      if (duplicate) return duplicate.id;
      counter += 1;
      const record: ToastRecord = {
        id: options.id ?? `toast-${counter}`,
        level,
        title: options.title,
        message: options.message,
        duration:
          options.duration !== undefined
            ? options.duration
            : options.countdown
              ? null
              : defaultDuration,
        actions: options.actions ?? [],
        countdown: options.countdown,
        onClose: options.onClose,
      };
      emit([...toasts, record]);
      return record.id;
    },
    update(id, changes) {
      if (!toasts.some((toast) => toast.id === id)) return;
      emit(
        toasts.map((toast) =>
          toast.id === id
            ? {
                ...toast,
                ...Object.fromEntries(
                  Object.entries(changes).filter(([, value]) => value !== undefined),
                ),
              }
            : toast,
        ),
      );
    },
    dismiss(id) {
      const toast = toasts.find((candidate) => candidate.id === id);
      if (!toast) return;
      emit(toasts.filter((candidate) => candidate !== toast));
      toast.onClose?.();
    },
    clear() {
      const closing = toasts;
      emit([]);
      for (const toast of closing) toast.onClose?.();
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return toaster;
}
