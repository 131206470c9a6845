// Test helper: the required keys of a wire type, listed once and checked complete by the
// compiler, so a test can assert that an official sample carries every field the type promises.

/** The keys of `T` that are not optional. */
export type RequiredKeys<T> = {
  [K in keyof T]-?: object extends Pick<T, K> ? never : K;
}[keyof T];

/**
 * Returns `keys` unchanged; compiles only when `keys` lists every required key of `T`.
 *
 * @example
 * const keys = requiredKeys<NovaServer>()(['id', 'name', ...]);
 */
export function requiredKeys<T>() {
  return <const K extends readonly RequiredKeys<T>[]>(
    keys: K & ([RequiredKeys<T>] extends [K[number]] ? unknown : never),
  ): readonly string[] => keys as readonly string[];
}

/** The keys of `keys` that `value` (a parsed sample object) lacks. */
export function missingKeys(value: unknown, keys: readonly string[]): string[] {
  const record = typeof value === 'object' && value !== null ? value : {};
  return keys.filter((key) => !(key in record));
}
