import type { BrandConfig, BrandId } from '../brand/brand.types.ts';
import { testBrand } from '../test/fixtures.ts';

// The brand switches that change what portal screens show (§1, §2), so Storybook's brand toolbar
// shows each variant's header and pages. The apps own the real configs; these are story fixtures.
const variants: Record<BrandId, Partial<BrandConfig>> = {
  default: { siteName: 'Cloud Portal' },
  rocket: {
    siteName: 'Rocket Cloud',
    currency: 'rub',
    roubleIntegers: true,
    languages: ['ru', 'en', 'zh'],
    loginPath: '/sign-in',
    extraIpPrice: 49,
  },
  za: { siteName: 'ZA Cloud' },
  cloudplus: {
    siteName: 'Cloud Plus',
    languages: ['en'],
    features: { pricingPage: true, news: false, signUp: true },
  },
  asia: {
    siteName: 'Asia Cloud',
    languages: ['en', 'zh'],
    features: { pricingPage: false, news: true, signUp: false },
  },
};

const isBrandId = (value: unknown): value is BrandId =>
  typeof value === 'string' && Object.hasOwn(variants, value);

/**
 * The story brand for a value of Storybook's brand toolbar; unknown values give the default brand.
 * @example storyBrand('asia').features.signUp // false
 */
export function storyBrand(id: unknown): BrandConfig {
  const brandId = isBrandId(id) ? id : 'default';
  // Storybook serves each brand app's public/ under /brands/<id>/ (apps/storybook/.storybook/main.ts).
  return { ...testBrand, ...variants[brandId], id: brandId, logo: `/brands/${brandId}/logo.svg` };
}
