import type { BrandConfig } from './brand.types.ts';

/**
 * The site name for page titles: the variant for this host when there is one, else the site name (§1).
 * @example siteTitle(brand, 'asia.example.com')
 */
export function siteTitle(
  brand: Pick<BrandConfig, 'siteName' | 'titleVariants'>,
  host: string,
): string {
  return brand.titleVariants?.[host] ?? brand.siteName;
}
