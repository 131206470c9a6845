/** The part of the Prioritized Task Scheduling API used here (Chromium 129+, Firefox 142+). */
interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resolves in a new one, so the browser can paint and answer input in
 * between (issue 15: the portal's start-up ran the vendor code, i18next's set-up, the route
 * chunks and the start of hydration as one task of 180+ ms on a phone, all of it blocking time).
 * `scheduler.yield()` where there is one (the continuation goes before other queued tasks),
 * else a zero-delay timer.
 * @example await yieldToMain(); // what follows runs in a task of its own
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
