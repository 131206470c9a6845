import {
  createContext,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { Toast } from './Toast.tsx';
import styles from './Toast.module.css';
import { createToaster, type Toaster, type ToastRecord } from './toaster.ts';

/** What {@link useToast} returns: the queue's commands. */
export type ToastApi = Pick<Toaster, 'show' | 'update' | 'dismiss' | 'clear'>;

const ToasterContext = createContext<Toaster | null>(null);

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  /** The app (or part of it) that may raise toasts. Default none. */
  children?: ReactNode;
  /** A queue made with `createToaster()`, to raise toasts from outside React too. Default: a new one. */
  toaster?: Toaster;
  /** Accessible name of every toast's × button ("Dismiss"). Required, no default. */
  dismissLabel: string;
  /** Accessible name of the toast region ("Notifications"). Required, no default. */
  regionLabel: string;
  /** Where the stack sits. Default `'bottom-end'`. */
  placement?: ToastPlacement;
}

/** Corner of the screen that holds the toasts. */
export type ToastPlacement = 'top-end' | 'bottom-end' | 'bottom-center';

/**
 * Renders the toast stack and gives descendants `useToast()`. Each toast disappears after its
 * duration (10 s by default, §9); the timer pauses while the pointer is over it or focus is
 * inside it, so nobody loses a message they are reading.
 * @example
 * <ToastProvider dismissLabel={t('dismiss')} regionLabel={t('notifications')}><App /></ToastProvider>
 */
export function ToastProvider({
  children,
  toaster,
  dismissLabel,
  regionLabel,
  placement = 'bottom-end',
}: ToastProviderProps) {
  const [ownToaster] = useState(() => toaster ?? createToaster());
  const queue = toaster ?? ownToaster;
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return (
    <ToasterContext value={queue}>
      {children}
      <section aria-label={regionLabel} className={styles.viewport} data-placement={placement}>
        <ol className={styles.list}>
          {toasts.map((toast) => (
            <li key={toast.id} className={styles.item}>
              <QueuedToast
                toast={toast}
                dismissLabel={dismissLabel}
                onDismiss={() => queue.dismiss(toast.id)}
              />
            </li>
          ))}
        </ol>
      </section>
    </ToasterContext>
  );
}

/**
 * The toast commands of the nearest `ToastProvider`: `show`, `update`, `dismiss`, `clear`.
 * @example const toast = useToast(); toast.show({ level: 'success', message: 'Saved.' });
 */
export function useToast(): ToastApi {
  const toaster = use(ToasterContext);
  if (!toaster) throw new Error('useToast() needs a <ToastProvider> above the component.');
  return toaster;
}

function QueuedToast({
  toast,
  dismissLabel,
  onDismiss,
}: {
  toast: ToastRecord;
  dismissLabel: string;
  onDismiss: () => void;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  useAutoDismiss(toast.duration, paused, onDismiss);
  const leaveFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  return (
    <Toast
      level={toast.level}
      title={toast.title}
      message={toast.message}
      actions={toast.actions}
      countdown={toast.countdown}
      dismissLabel={dismissLabel}
      onDismiss={onDismiss}
      data-paused={paused ? '' : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
    />
  );
}

// Counts down the time left; pausing keeps what remains instead of starting over.
function useAutoDismiss(duration: number | null, paused: boolean, onExpire: () => void) {
  const remainingRef = useRef(duration);
  const durationRef = useRef(duration);
  const expireRef = useRef(onExpire);
  useEffect(() => {
    expireRef.current = onExpire;
  });
  useEffect(() => {
    if (durationRef.current !== duration) {
      // A new duration (via `update`) restarts the clock.
      durationRef.current = duration;
      remainingRef.current = duration;
    }
    const remaining = remainingRef.current;
    if (remaining === null || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => expireRef.current(), remaining);
    return () => {
      clearTimeout(timer);
      remainingRef.current = Math.max(0, remaining - (Date.now() - startedAt));
    };
  }, [duration, paused]);
}
