/** The brands the sandbox can serve, one per `apps/web-<brand>` (DESIGN layout). */
export const BRANDS = ['default', 'rocket', 'za', 'cloudplus', 'asia'] as const;

/** A brand name. */
export type Brand = (typeof BRANDS)[number];

/**
 * Narrows a string to a {@link Brand}.
 *
 * @example
 * isBrand('rocket'); // true
 * isBrand('Rocket'); // false: brand names are lower-case
 */
export function isBrand(value: string): value is Brand {
  return (BRANDS as readonly string[]).includes(value);
}
