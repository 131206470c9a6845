// Bulk start / stop / reboot / delete of the selected servers (issue 13): each server gets its own
// call and its own result, a failure of one never stops the others.
import type { ServerPowerAction } from '../serverActionsApi.ts';

/** The outcome of the action on one server. */
export type BulkItemResult =
  | { serverId: string; name: string; ok: true }
  | { serverId: string; name: string; ok: false; message: string };

/** A server the bulk action runs on. */
export interface BulkTarget {
  id: string;
  name: string;
  region: string;
}

/** At most this many calls run at once (a delete of 300 servers must not flood the cloud). */
export const BULK_CONCURRENCY = 4;

const messageOf = (error: unknown): string => {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  return String(error);
};

/**
 * Runs `run` for every target, {@link BULK_CONCURRENCY} at a time, and reports each result in
 * the targets' order; `onProgress` hears each as it lands.
 * @example
 * const results = await runBulkServerAction(selected, 'reboot', (target) =>
 *   powerAction({ region: target.region, serverId: target.id, action: 'reboot' }).unwrap());
 */
export async function runBulkServerAction(
  targets: readonly BulkTarget[],
  action: ServerPowerAction,
  run: (target: BulkTarget, action: ServerPowerAction) => Promise<unknown>,
  onProgress?: (result: BulkItemResult) => void,
): Promise<BulkItemResult[]> {
  const results: BulkItemResult[] = new Array<BulkItemResult>(targets.length);
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const index = next;
      next += 1;
      const target = targets[index] as BulkTarget;
      let result: BulkItemResult;
      try {
        await run(target, action);
        result = { serverId: target.id, name: target.name, ok: true };
      } catch (error) {
        result = { serverId: target.id, name: target.name, ok: false, message: messageOf(error) };
      }
      results[index] = result;
      onProgress?.(result);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(BULK_CONCURRENCY, targets.length) }, () => worker()),
  );
  return results;
}
