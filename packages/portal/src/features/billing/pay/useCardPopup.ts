import type { ApiFailure, CardPageMessage, CardSession } from '@cloud-portal/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { asApiFailure } from '../../../app/productApi.ts';
import { pageUrl } from './pageUrl.ts';

/** Where a card-page popup is (§4 Card addition). */
export type CardPopupState =
  | { phase: 'idle' }
  /** The popup is open on a blank page while the session is being created. */
  | { phase: 'starting' }
  | { phase: 'open' }
  /** The browser blocked the popup: the page offers a link to the card page instead. */
  | { phase: 'blocked'; url: string }
  | { phase: 'failed'; failure: ApiFailure };

/** The popup's name (one card page at a time) and size. */
const POPUP_NAME = 'card-page';
// No `noopener`: the card page answers through `window.opener.postMessage`.
const POPUP_FEATURES = 'popup,width=520,height=720';
/** How often to notice a popup the user closed without an answer. */
const CLOSED_CHECK_MS = 1000;

const isCardPageMessage = (data: unknown): data is CardPageMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'close' &&
  typeof (data as { status?: unknown }).status === 'string';

/**
 * The §4 card popup flow for `attach-bankcard/`, `activate-by-card/` and `auto-payments/`: `open`
 * must run synchronously in the click handler, since a browser allows `window.open` only there;
 * it opens the popup first, then creates the session and sends the popup to its url. The card
 * page answers with `postMessage({type: 'close', status})`; only a message from this origin AND
 * from this popup counts (any other window may post messages to us). Then the popup is closed
 * and `onClose` runs (refetch cards, say "card successfully added").
 * @example const popup = useCardPopup((message) => refetch()); <Button onClick={() => popup.open(() => attach().unwrap())} />
 */
export function useCardPopup(onClose: (message: CardPageMessage | undefined) => void) {
  const popupRef = useRef<Window | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const [state, setState] = useState<CardPopupState>({ phase: 'idle' });

  const finish = useCallback((message: CardPageMessage | undefined) => {
    const popup = popupRef.current;
    popupRef.current = null;
    if (popup && !popup.closed) popup.close();
    setState({ phase: 'idle' });
    onCloseRef.current(message);
  }, []);

  const watching = state.phase === 'open' || state.phase === 'starting';
  useEffect(() => {
    if (!watching) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (popupRef.current === null || event.source !== popupRef.current) return;
      if (!isCardPageMessage(event.data)) return;
      finish(event.data);
    };
    // The user may close the popup without finishing: stop waiting, refetch anyway.
    const timer = window.setInterval(() => {
      if (popupRef.current?.closed === true) finish(undefined);
    }, CLOSED_CHECK_MS);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
    };
  }, [watching, finish]);

  /** Opens the popup (call it in the click handler itself), then starts the session. */
  const open = useCallback((start: () => Promise<CardSession>) => {
    const popup = window.open('', POPUP_NAME, POPUP_FEATURES);
    popupRef.current = popup;
    setState({ phase: 'starting' });
    start().then(
      (session) => {
        const url = pageUrl(session.url);
        if (url === undefined) {
          popupRef.current = null;
          popup?.close();
          setState({
            phase: 'failed',
            failure: asApiFailure(new Error('The card page address is not a web page.')),
          });
          return;
        }
        if (popup && !popup.closed) {
          popup.location.href = url;
          setState({ phase: 'open' });
        } else {
          popupRef.current = null;
          setState({ phase: 'blocked', url });
        }
      },
      (thrown: unknown) => {
        popupRef.current = null;
        popup?.close();
        setState({ phase: 'failed', failure: asApiFailure(thrown) });
      },
    );
  }, []);

  /** The link of the "popup blocked" message: a user click, so the browser lets it open. */
  const openBlocked = useCallback((url: string) => {
    const popup = window.open(url, POPUP_NAME, POPUP_FEATURES);
    if (!popup) return false;
    popupRef.current = popup;
    setState({ phase: 'open' });
    return true;
  }, []);

  const dismiss = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, open, openBlocked, dismiss };
}
