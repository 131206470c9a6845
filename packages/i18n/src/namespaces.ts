/**
 * The message namespaces, one per area of the product (issue 4), one file per language each
 * (`locales/<language>/<namespace>.ts`). A screen loads only the namespaces it uses: `public` is
 * the first view of the public site (home hero, products, data centers), `home` the home's
 * sections that hydrate after it, `company` and `content` the other public pages (issue 5).
 */
export const namespaces = [
  'common',
  'public',
  'home',
  'company',
  'content',
  'auth',
  'servers',
  'network',
  'storage',
  'dns',
  'billing',
  'account',
  'support',
  'affiliate',
  'errors',
  'validation',
] as const;

/** One message namespace. */
export type Namespace = (typeof namespaces)[number];

/**
 * Whether a string names a namespace.
 * @example isNamespace('public') // true
 */
export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (namespaces as readonly string[]).includes(value);
}
