/**
 * An address count as the product API sends it: IPv6 counts of a /64 exceed 2^53, so counts are
 * capped where JSON numbers stay exact (openapi.yaml).
 *
 * @example capIpCount(2 ** 64) // Number.MAX_SAFE_INTEGER
 */
export function capIpCount(count: number): number {
  return Math.min(count, Number.MAX_SAFE_INTEGER);
}
