// §3 "Rescue passwords are stored per server id in the browser": the server's root password,
// when this browser knows it (set at creation, or changed on the server's Controls tab), kept in
// localStorage so the details tab can show it again. Nothing of it goes to the store or the API.
import { useCallback, useSyncExternalStore } from 'react';

/** localStorage key: `{ [serverId]: password }` as JSON. */
export const RESCUE_PASSWORDS_KEY = 'cloud-portal.rescuePasswords';

type Passwords = Readonly<Record<string, string>>;

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled (a sandboxed frame): nothing is remembered
  }
}

/**
 * The stored passwords; anything unreadable (storage disabled, hand-edited JSON) is none.
 * @example readRescuePasswords(localStorage)['srv-1'] // 'correct horse battery'
 */
export function readRescuePasswords(storage: Storage | undefined = browserStorage()): Passwords {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(RESCUE_PASSWORDS_KEY) ?? '{}');
  } catch {
    return {}; // a corrupt value loses the passwords rather than the page
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

function write(storage: Storage | undefined, passwords: Passwords): void {
  try {
    if (Object.keys(passwords).length === 0) storage?.removeItem(RESCUE_PASSWORDS_KEY);
    else storage?.setItem(RESCUE_PASSWORDS_KEY, JSON.stringify(passwords));
  } catch {
    // storage full or disabled: the password is simply not remembered
  }
  notify();
}

/**
 * Remembers a server's password in this browser (replacing the one it had).
 * @example rememberRescuePassword('srv-1', 'correct horse battery');
 */
export function rememberRescuePassword(
  serverId: string,
  password: string,
  storage: Storage | undefined = browserStorage(),
): void {
  write(storage, { ...readRescuePasswords(storage), [serverId]: password });
}

/**
 * Forgets a server's password in this browser (the server keeps it, of course).
 * @example forgetRescuePassword('srv-1');
 */
export function forgetRescuePassword(
  serverId: string,
  storage: Storage | undefined = browserStorage(),
): void {
  const { [serverId]: _forgotten, ...rest } = readRescuePasswords(storage);
  write(storage, rest);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the portal remembering or forgetting one.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RESCUE_PASSWORDS_KEY) listener();
  };
  globalThis.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener('storage', onStorage);
  };
}

/**
 * The password this browser remembers for a server (`undefined` when none), kept current when
 * it is remembered or forgotten here or in another tab, and the two ways to change it.
 * @example const { password, forget } = useRescuePassword(server.id);
 */
export function useRescuePassword(serverId: string) {
  const password = useSyncExternalStore(
    subscribe,
    () => readRescuePasswords()[serverId],
    () => undefined,
  );
  const remember = useCallback(
    (next: string) => rememberRescuePassword(serverId, next),
    [serverId],
  );
  const forget = useCallback(() => forgetRescuePassword(serverId), [serverId]);
  return { password, remember, forget };
}
