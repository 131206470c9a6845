/** An exclusive lock by name, held while `callback` runs (the shape of the Web Locks API's). */
export interface RegionLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * Locks inside this tab only: callbacks of one name run one after another. The fallback where
 * the Web Locks API is missing; the allow_all executor then relies on its duplicate check
 * (allowAll.ts) across tabs.
 * @example const locks = inTabLocks(); await locks.request('a', async () => work());
 */
export function inTabLocks(): RegionLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name, callback) {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      const tail = run.catch(() => undefined);
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return run;
    },
  };
}

/**
 * Locks across the tabs of this browser: the Web Locks API (`navigator.locks`) when there is
 * one, else {@link inTabLocks}.
 * @example await browserLocks().request(`allow_all:${region}`, () => ensureAllowAllGroup(client, region));
 */
export function browserLocks(
  locks: Pick<LockManager, 'request'> | undefined = globalThis.navigator?.locks,
): RegionLocks {
  if (!locks || typeof locks.request !== 'function') return inTabLocks();
  return {
    request: (name, callback) => locks.request(name, { mode: 'exclusive' }, () => callback()),
  };
}
