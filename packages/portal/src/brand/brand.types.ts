import type { Language } from '@cloud-portal/i18n';
import type { AnalyticsChoice } from '../features/analytics/analyticsAdapter.ts';

/** The brands built from this codebase (§1 variants). */
export type BrandId = 'default' | 'rocket' | 'za' | 'cloudplus' | 'asia';

/** Currencies a brand prices in (§3 Region). */
export type BrandCurrency = 'usd' | 'eur' | 'rub';

/**
 * Everything that differs between brand apps. Each `apps/web-*` passes one of these to
 * `createPortal`; features read it through `useBrand()` and never test the brand id directly.
 */
export interface BrandConfig {
  /** Brand id; also set as `data-brand` on the document for the theme. */
  id: BrandId;
  /** Site name used in page titles and the header (§1). */
  siteName: string;
  /**
   * Title variants for particular hosts (§1: "or a variant name for a particular host"): host name
   * (as in `location.host`, lower case) → the name page titles use there instead of `siteName`.
   */
  titleVariants?: Readonly<Record<string, string>>;
  /**
   * The brand's logo mark: a same-origin path to an SVG in the app's `public/` folder (e.g.
   * `/logo.svg`; CSP allows images from 'self' only). The header shows it next to `siteName`
   * as text, so it is decorative (`alt=""`). Drawn as a filled brand-colour tile with a light
   * glyph, so it reads on light and dark pages alike.
   */
  logo: string;
  /** Display currency of prices. */
  currency: BrandCurrency;
  /** The rouble variant shows integer roubles (§9). */
  roubleIntegers: boolean;
  /** Interface languages offered, first is the fallback (§1). */
  languages: readonly Language[];
  /** Feature switches (§1, §2). */
  features: {
    /** The /pricing page (cloud-plus only). */
    pricingPage: boolean;
    /** News in the header and the /news pages (hidden for cloud-plus). */
    news: boolean;
    /** Sign-up button and /register (hidden on the asia host). */
    signUp: boolean;
  };
  /** Where the sign-in link and logout go (§2: the rocket variant uses /sign-in). */
  loginPath: '/login' | '/sign-in';
  /** Price of an extra IPv4 per month in the brand currency (§9: 0.59, 49 for roubles). */
  extraIpPrice: number;
  /**
   * Where the §7 analytics goals are reported (features/analytics/analyticsAdapter.ts): `none`
   * when absent; `debug` logs them; `dataLayer` queues them for a tag manager the brand loads.
   */
  analytics?: AnalyticsChoice;
  /** Base URLs; same-origin paths by default (DESIGN.md runtime topology). */
  endpoints: {
    /** Product API base, e.g. `/api`. */
    api: string;
    /** Cloud API base; requests go to `{cloud}/cloud/{region}/{service}`. */
    cloud: string;
  };
}

/**
 * What a brand's index.html is made of beyond {@link BrandConfig}: read only at build time by
 * the app's Vite config (brandHtml of @cloud-portal/vite-config), so none of it is shipped in JS.
 * Each `apps/web-*` exports it next to its `brand` from `src/brand.ts`.
 */
export interface BrandDocument {
  /**
   * One-sentence description of the site for `<meta name="description">`, in the first language
   * of the brand's `languages` (the page's `lang`); at most 160 characters.
   */
  description: string;
  /** The favicon: a same-origin path to an SVG in the app's `public/` folder (`/favicon.svg`). */
  favicon: string;
  /** `<meta name="theme-color">` (browser UI colour) for light and dark schemes, `#rrggbb`. */
  themeColor: { light: string; dark: string };
}
