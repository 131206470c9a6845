// A server's activity timeline (issue 13, server-details): Nova's instance actions as the
// screen shows them, each with one result read from its events.
import type { NovaInstanceAction, NovaInstanceActionEvent } from '@cloud-portal/cloud-sdk/compute';

/** How an action ended: every event succeeded, one failed, or some still run. */
export type ServerActivityResult = 'success' | 'error' | 'running' | 'unknown';

/** One entry of the timeline. */
export interface ServerActivityEntry {
  /** The request id that started the action (unique per server). */
  requestId: string;
  /** Nova's action name (`create`, `stop`, `reboot`, `attach_interface`…). */
  action: string;
  /** ISO time the action started. */
  startedAt: string;
  /** Keystone id of the user who asked for it. */
  userId: string;
  result: ServerActivityResult;
}

/** Nova's action names the timeline has a translated label for (others show as Nova names them). */
export const KNOWN_SERVER_ACTIONS = [
  'create',
  'delete',
  'start',
  'stop',
  'reboot',
  'rebuild',
  'resize',
  'confirmResize',
  'revertResize',
  'changePassword',
  'createImage',
  'attach_interface',
  'detach_interface',
  'attach_volume',
  'detach_volume',
  'addSecurityGroup',
  'removeSecurityGroup',
  'pause',
  'unpause',
  'suspend',
  'resume',
  'rescue',
  'unrescue',
  'lock',
  'unlock',
  'shelve',
  'unshelve',
  'migrate',
  'live-migration',
] as const;

/** An action name with a label. */
export type KnownServerAction = (typeof KNOWN_SERVER_ACTIONS)[number];

/**
 * Whether the timeline has a label for this Nova action.
 * @example isKnownServerAction('stop') // true
 */
export function isKnownServerAction(action: string): action is KnownServerAction {
  return (KNOWN_SERVER_ACTIONS as readonly string[]).includes(action);
}

/**
 * The result of an action from its events: an `Error` event makes it failed, an event without a
 * result (or not finished) makes it still running, all `Success` makes it done. Without events
 * (Nova before 2.51, or the detail could not be read) the action's `message` tells a failure
 * (`Error`) and nothing else is known.
 * @example activityResult({ message: null }, [{ result: 'Success', finish_time: '…' }]) // 'success'
 */
export function activityResult(
  action: Pick<NovaInstanceAction, 'message'>,
  events: readonly Pick<NovaInstanceActionEvent, 'result' | 'finish_time'>[] | undefined,
): ServerActivityResult {
  if (events === undefined || events.length === 0) {
    return action.message === 'Error' ? 'error' : 'unknown';
  }
  if (events.some((event) => event.result === 'Error')) return 'error';
  if (events.some((event) => event.result === null || event.finish_time === null)) {
    return 'running';
  }
  return events.every((event) => event.result === 'Success') ? 'success' : 'unknown';
}

/**
 * A Nova action (and its events, when read) as a timeline entry.
 * @example toActivityEntry(action, detail.events)
 */
export function toActivityEntry(
  action: NovaInstanceAction,
  events: readonly NovaInstanceActionEvent[] | undefined,
): ServerActivityEntry {
  return {
    requestId: action.request_id,
    action: action.action,
    startedAt: action.start_time,
    userId: action.user_id,
    result: activityResult(action, events),
  };
}

/**
 * Newest first by start time (Nova sends them so; a stable sort keeps its order for equal times).
 * @example newestFirst(entries)[0].action // the last thing done to the server
 */
export function newestFirst(entries: readonly ServerActivityEntry[]): ServerActivityEntry[] {
  return [...entries].sort(
    (first, second) => Date.parse(second.startedAt) - Date.parse(first.startedAt),
  );
}

/**
 * A user id short enough for a timeline row: its first 8 characters and an ellipsis (Keystone
 * ids are 32 hex digits); the full id goes in the row's title.
 * @example shortUserId('8d2c7a1000004000800000000000000a') // '8d2c7a10…'
 */
export function shortUserId(userId: string): string {
  return userId.length > 8 ? `${userId.slice(0, 8)}…` : userId;
}
