import type RFB from '@novnc/novnc';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { ConsoleKey, Keystroke } from './consoleKeys.ts';
import type { ConsoleEvent } from './consoleState.ts';
import { loadRfb } from './loadRfb.ts';
import styles from './ServerConsoleTab.module.css';

/** Pause between typed characters: a guest's keyboard buffer keeps up, a line types at once. */
export const TYPE_INTERVAL_MS = 8;

/** What the tab does with an open screen. */
export interface ConsoleScreenHandle {
  /** Presses and releases a key of the key bar. */
  pressKey(key: ConsoleKey): void;
  sendCtrlAltDel(): void;
  /** Types keystrokes one after another; resolves when done or when `signal` aborts. */
  type(keystrokes: readonly Keystroke[], signal?: AbortSignal): Promise<void>;
  /** Gives the keyboard to the console. */
  focus(): void;
}

/** Props of {@link ConsoleScreen}. */
export interface ConsoleScreenProps {
  /** The console websocket; a new URL is a new connection. */
  websocketUrl: string;
  /** Scale the remote screen to fit; otherwise its own size, scrolled. */
  scale: boolean;
  /** Accessible name of the screen. */
  label: string;
  /** noVNC's connect, refusal and close. */
  onEvent: (event: ConsoleEvent) => void;
  ref?: Ref<ConsoleScreenHandle>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * noVNC's view of one console connection: loads noVNC, connects to `websocketUrl`, reports
 * `connected`, `securityFailure` (the proxy's reason) and `disconnected`, and disconnects when
 * unmounted or given another URL. Each connection draws into an element of its own, so a closing
 * one never removes the next one's canvas.
 */
export function ConsoleScreen({ websocketUrl, scale, label, onEvent, ref }: ConsoleScreenProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const rfbRef = useRef<RFB | null>(null);
  const onEventRef = useRef(onEvent);
  const scaleRef = useRef(scale);
  useEffect(() => {
    onEventRef.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    scaleRef.current = scale;
    if (rfbRef.current) rfbRef.current.scaleViewport = scale;
  }, [scale]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    let live = true;
    const target = document.createElement('div');
    target.className = styles.target ?? '';
    host.append(target);
    const report = (event: ConsoleEvent) => {
      if (live) onEventRef.current(event);
    };
    let rfb: RFB | null = null;
    loadRfb().then(
      (Rfb) => {
        if (!live) return;
        try {
          rfb = new Rfb(target, websocketUrl, { wsProtocols: ['binary'] });
        } catch {
          report({ type: 'disconnected' });
          return;
        }
        rfb.scaleViewport = scaleRef.current;
        rfb.background = 'rgb(0, 0, 0)';
        rfb.addEventListener('connect', () => report({ type: 'connected' }));
        rfb.addEventListener('securityfailure', (event) => {
          const detail = (event as CustomEvent<{ reason?: string }>).detail;
          report({ type: 'securityFailure', reason: detail.reason ?? '' });
        });
        rfb.addEventListener('disconnect', () => report({ type: 'disconnected' }));
        rfbRef.current = rfb;
      },
      () => report({ type: 'disconnected' }),
    );
    return () => {
      live = false;
      rfbRef.current = null;
      try {
        rfb?.disconnect();
      } catch {
        // Already closed.
      }
      target.remove();
    };
  }, [websocketUrl]);

  useImperativeHandle(
    ref,
    () => ({
      pressKey: (key) => rfbRef.current?.sendKey(key.keysym, key.code),
      sendCtrlAltDel: () => rfbRef.current?.sendCtrlAltDel(),
      focus: () => rfbRef.current?.focus(),
      type: async (keystrokes, signal) => {
        for (const keystroke of keystrokes) {
          if (signal?.aborted) return;
          const rfb = rfbRef.current;
          if (!rfb) return;
          rfb.sendKey(keystroke.keysym, keystroke.code || null);
          await wait(TYPE_INTERVAL_MS);
        }
      },
    }),
    [],
  );

  return (
    <div
      ref={hostRef}
      className={styles.screen}
      role="region"
      aria-label={label}
      data-testid="console-screen"
    />
  );
}
