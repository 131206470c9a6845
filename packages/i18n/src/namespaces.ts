/** The message namespaces, one file per language each (`locales/<language>/<namespace>.ts`). */
export const namespaces = ['account', 'common', 'errors', 'home', 'servers', 'validation'] as const;

/** One message namespace. */
export type Namespace = (typeof namespaces)[number];

/**
 * Whether a string names a namespace.
 * @example isNamespace('home') // true
 */
export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (namespaces as readonly string[]).includes(value);
}
