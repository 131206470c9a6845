import type { HeaderRecord } from './types.ts';

/**
 * Reads a header from a plain record, ignoring the case of its name.
 *
 * @example
 * getHeader({ 'x-auth-token': 'abc' }, 'X-Auth-Token'); // 'abc'
 */
export function getHeader(headers: HeaderRecord, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

/**
 * Returns a copy of `headers` with `name` set to `value`, dropping any spelling of the same name
 * in another case (so `fetch` never joins two values).
 *
 * @example
 * setHeader({ accept: 'text/plain' }, 'Accept', 'application/json'); // { Accept: 'application/json' }
 */
export function setHeader(headers: HeaderRecord, name: string, value: string): HeaderRecord {
  const wanted = name.toLowerCase();
  const kept = Object.entries(headers).filter(([key]) => key.toLowerCase() !== wanted);
  return { ...Object.fromEntries(kept), [name]: value };
}
