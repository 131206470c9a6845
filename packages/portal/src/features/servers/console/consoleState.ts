// The console's connection state (what the tab shows above the screen) and how each event of the
// cloud call and of noVNC moves it. Pure, so every path is tested without a websocket.
import type { ServerDisplayStatus } from '@cloud-portal/domain/servers';

/** Why the console is not open. */
export type ConsoleFailure =
  /** The cloud will not open a console yet (409: building, deleting, migrating). */
  | 'notReady'
  /** The server no longer exists (404, or the console proxy says so). */
  | 'gone'
  /** The console link was refused: its token expired or is unknown. A new one opens it. */
  | 'expired'
  /** The websocket closed before the console answered (network, proxy down). */
  | 'unreachable'
  /** Anything else; `detail` says what. */
  | 'error';

/** Where the console is. */
export type ConsoleState =
  | { kind: 'opening' }
  | { kind: 'connecting' }
  | { kind: 'connected' }
  | { kind: 'disconnected' }
  | { kind: 'failed'; failure: ConsoleFailure; detail?: string };

/** What happened: the cloud call for a console link, then noVNC's events. */
export type ConsoleEvent =
  | { type: 'open' }
  | { type: 'linkFailed'; status: number; message: string }
  | { type: 'linkReady' }
  | { type: 'connected' }
  | { type: 'securityFailure'; reason: string }
  | { type: 'disconnected' };

/**
 * The failure of a refused console handshake, from the proxy's reason (the sandbox's:
 * "Console token expired: open the console again.", "Invalid console token…", "The server of
 * this console no longer exists.").
 * @example failureOfReason('Console token expired: open the console again.') // { failure: 'expired' }
 */
export function failureOfReason(reason: string): { failure: ConsoleFailure; detail?: string } {
  if (/no longer exists|not found|deleted/i.test(reason)) return { failure: 'gone' };
  if (/token|expired/i.test(reason)) return { failure: 'expired' };
  return reason === '' ? { failure: 'error' } : { failure: 'error', detail: reason };
}

/**
 * The next state after an event.
 * @example consoleReducer({ kind: 'connected' }, { type: 'disconnected' }) // { kind: 'disconnected' }
 */
export function consoleReducer(state: ConsoleState, event: ConsoleEvent): ConsoleState {
  switch (event.type) {
    case 'open':
      return { kind: 'opening' };
    case 'linkFailed':
      if (event.status === 404) return { kind: 'failed', failure: 'gone' };
      if (event.status === 409) return { kind: 'failed', failure: 'notReady' };
      return { kind: 'failed', failure: 'error', detail: event.message };
    case 'linkReady':
      return { kind: 'connecting' };
    case 'connected':
      return { kind: 'connected' };
    case 'securityFailure':
      return { kind: 'failed', ...failureOfReason(event.reason) };
    case 'disconnected':
      // noVNC reports a refused handshake first, then the close: keep the reason.
      if (state.kind === 'failed') return state;
      if (state.kind === 'connected') return { kind: 'disconnected' };
      return { kind: 'failed', failure: 'unreachable' };
    default:
      return event satisfies never;
  }
}

/** Statuses in which the console shows no running system, with the notice the tab shows. */
const NOTICES: Partial<Record<ServerDisplayStatus, ConsoleNotice>> = {
  stopped: 'stopped',
  paused: 'paused',
  suspended: 'paused',
  shelved: 'shelved',
  error: 'error',
  building: 'building',
  rebuilding: 'building',
};

/** A notice about the server next to its console. */
export type ConsoleNotice = 'stopped' | 'paused' | 'shelved' | 'error' | 'building';

/**
 * The notice for a server's status, if its console cannot show a running system (the screen
 * stays open: a stopped server's console shows it powered off and comes back when it starts).
 * @example consoleNotice('stopped') // 'stopped'
 */
export function consoleNotice(status: ServerDisplayStatus): ConsoleNotice | undefined {
  return NOTICES[status];
}
