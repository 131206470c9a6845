import { serverDisplayStatus } from '@cloud-portal/domain/servers';
import { Alert, Badge, Button, Switch, TextArea, type BadgeTone } from '@cloud-portal/ui';
import { Keyboard, Maximize, Minimize, RotateCcw } from 'lucide-react';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerTabProps } from '../page/ServerTabProps.ts';
import { ConsoleKeyBar } from './ConsoleKeyBar.tsx';
import { ConsoleScreen, type ConsoleScreenHandle } from './ConsoleScreen.tsx';
import { useOpenServerConsoleMutation } from './consoleApi.ts';
import { CTRL_ALT_DEL, MAX_TYPED_CHARACTERS, textToKeystrokes } from './consoleKeys.ts';
import { consoleNotice, consoleReducer, type ConsoleState } from './consoleState.ts';
import styles from './ServerConsoleTab.module.css';

const STATUS_TONE: Record<ConsoleState['kind'], BadgeTone> = {
  opening: 'info',
  connecting: 'info',
  connected: 'success',
  disconnected: 'warning',
  failed: 'danger',
};

/**
 * The server-console tab (§2, issue 13): noVNC on the server's VNC console. Shows where the
 * connection is (opening, connecting, connected, disconnected, failed and why), a reconnect that
 * opens a new console link (a link's token lasts minutes), Ctrl-Alt-Del, a key bar (Esc, Tab,
 * arrows, F1–F12), text typed as keystrokes, fullscreen and scale-to-fit. A console the cloud will
 * not open yet (409 while building) connects by itself when the server's status changes.
 */
export function ServerConsoleTab({ server }: ServerTabProps) {
  const { t } = useTranslation('servers');
  const [state, dispatch] = useReducer(consoleReducer, { kind: 'opening' });
  const [websocketUrl, setWebsocketUrl] = useState<string>();
  const [scale, setScale] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [text, setText] = useState('');
  const [typing, setTyping] = useState(false);
  const [skipped, setSkipped] = useState(0);
  const [openConsole] = useOpenServerConsoleMutation();
  const screenRef = useRef<ConsoleScreenHandle>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const typingAbort = useRef<AbortController | null>(null);
  const { region, id: serverId } = server;
  const displayStatus = serverDisplayStatus(server);
  const notice = consoleNotice(displayStatus);

  // Each attempt asks the cloud for a new console link (its token lasts minutes), then connects.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    const call = openConsole({ region, serverId, pageOrigin: window.location.origin });
    void call.then((result) => {
      if (!live) return;
      if (result.error) {
        const error = result.error as { status?: number; message?: string };
        dispatch({ type: 'linkFailed', status: error.status ?? 0, message: error.message ?? '' });
        return;
      }
      setWebsocketUrl(result.data.websocketUrl);
      dispatch({ type: 'linkReady' });
    });
    return () => {
      live = false;
      call.abort();
    };
  }, [attempt, openConsole, region, serverId]);

  useEffect(() => () => typingAbort.current?.abort(), []);

  // A new screen replaces the old one (whose typing stops with it).
  const connect = () => {
    dispatch({ type: 'open' });
    setWebsocketUrl(undefined);
    setAttempt((count) => count + 1);
  };

  // A console the cloud would not open yet (409) is asked for again when the server moves on.
  const [seenStatus, setSeenStatus] = useState(displayStatus);
  if (seenStatus !== displayStatus) {
    setSeenStatus(displayStatus);
    if (state.kind === 'failed' && state.failure === 'notReady') connect();
  }

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frameRef.current?.requestFullscreen();
  };

  const typeText = async (event: FormEvent) => {
    event.preventDefault();
    const { keystrokes, skipped: left } = textToKeystrokes(text);
    setSkipped(left);
    if (keystrokes.length === 0 || !screenRef.current) return;
    const controller = new AbortController();
    typingAbort.current = controller;
    setTyping(true);
    try {
      await screenRef.current.type(keystrokes, controller.signal);
    } finally {
      setTyping(false);
      if (typingAbort.current === controller) typingAbort.current = null;
    }
  };

  const connected = state.kind === 'connected';
  const canReconnect = state.kind === 'disconnected' || state.kind === 'failed';
  const message =
    state.kind === 'disconnected'
      ? t('console.disconnectedText')
      : state.kind === 'failed'
        ? state.failure === 'error' && state.detail
          ? t('console.failure.errorDetail', { detail: state.detail })
          : t(`console.failure.${state.failure}`)
        : undefined;
  const tooLong = text.length > MAX_TYPED_CHARACTERS;

  return (
    <section className={styles.tab} aria-label={t('page.tabs.server-console')}>
      <div className={styles.toolbar}>
        <span role="status" className={styles.status} data-state={state.kind}>
          <Badge tone={STATUS_TONE[state.kind]}>{t(`console.status.${state.kind}`)}</Badge>
        </span>
        <div className={styles.actions}>
          <Button
            variant={canReconnect ? 'primary' : 'secondary'}
            size="sm"
            startIcon={<RotateCcw aria-hidden="true" />}
            onClick={connect}
            disabled={state.kind === 'opening'}
          >
            {t('console.reconnect')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('console.sendKey', { key: CTRL_ALT_DEL })}
            disabled={!connected}
            onClick={() => screenRef.current?.sendCtrlAltDel()}
          >
            {CTRL_ALT_DEL}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            startIcon={<Keyboard aria-hidden="true" />}
            disabled={!connected}
            onClick={() => screenRef.current?.focus()}
          >
            {t('console.focus')}
          </Button>
          <Switch label={t('console.scale')} checked={scale} onCheckedChange={setScale} />
          <Button
            variant="secondary"
            size="sm"
            startIcon={
              fullscreen ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />
            }
            onClick={toggleFullscreen}
          >
            {fullscreen ? t('console.exitFullscreen') : t('console.fullscreen')}
          </Button>
        </div>
      </div>

      {notice ? (
        <Alert tone="info" role="status">
          {t(`console.notice.${notice}`)}
        </Alert>
      ) : null}

      <div ref={frameRef} className={styles.frame} data-fullscreen={fullscreen || undefined}>
        <div className={styles.viewport}>
          {websocketUrl ? (
            <ConsoleScreen
              ref={screenRef}
              websocketUrl={websocketUrl}
              scale={scale}
              label={t('console.screenLabel', { name: server.name })}
              onEvent={dispatch}
            />
          ) : null}
          {message ? (
            <div className={styles.overlay} role="alert">
              <p>{message}</p>
              {state.kind === 'failed' && state.failure === 'gone' ? null : (
                <Button size="sm" onClick={connect}>
                  {t('console.reconnect')}
                </Button>
              )}
            </div>
          ) : null}
        </div>
        <ConsoleKeyBar disabled={!connected} onKey={(key) => screenRef.current?.pressKey(key)} />
      </div>

      <form className={styles.paste} onSubmit={(event) => void typeText(event)}>
        <TextArea
          label={t('console.paste.label')}
          hint={t('console.paste.hint')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setSkipped(0);
          }}
          error={tooLong ? t('console.paste.tooLong', { max: MAX_TYPED_CHARACTERS }) : undefined}
          rows={3}
          fullWidth
        />
        <div className={styles.pasteActions}>
          <Button
            type="submit"
            variant="secondary"
            loading={typing}
            disabled={!connected || text === '' || tooLong}
          >
            {typing ? t('console.paste.typing') : t('console.paste.submit')}
          </Button>
          {skipped > 0 ? (
            <span className={styles.skipped}>{t('console.paste.skipped', { count: skipped })}</span>
          ) : null}
        </div>
      </form>
    </section>
  );
}
