import type { BrandConfig } from '../brand/brand.types.ts';
import { ROUTE_AREAS } from './routeAreas.tsx';

/** A public page written to static HTML at build time (issue 5: public pages are prerendered). */
export interface PrerenderedPage {
  /** The URL path rendered. */
  path: string;
  /** The file in the brand app's `dist/` (the sandbox or CDN serves it for `path`). */
  file: string;
  /** The HTTP status the page is served with. */
  status: 200 | 404;
  /** Prerendered only for brands with this feature on (/pricing: cloud-plus); others get the 404 shell. */
  feature?: keyof BrandConfig['features'];
}

/**
 * The public pages prerendered by every brand's build: a new public route joins with one line.
 * `404.html` is served for any unknown path, so the client re-renders it (the path it shows differs).
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html', status: 200 },
  { path: '/404', file: '404.html', status: 404 },
  { path: '/company/about', file: 'company/about/index.html', status: 200 },
  { path: '/company/contact', file: 'company/contact/index.html', status: 200 },
  { path: '/company/jobs', file: 'company/jobs/index.html', status: 200 },
  { path: '/company/affiliate-program', file: 'company/affiliate-program/index.html', status: 200 },
  {
    path: '/company/data-center-locations',
    file: 'company/data-center-locations/index.html',
    status: 200,
  },
  { path: '/tutorials', file: 'tutorials/index.html', status: 200 },
  { path: '/pricing', file: 'pricing/index.html', status: 200, feature: 'pricingPage' },
];

/**
 * Areas rendered on the client only: the build writes the bare app shell as `<area>/index.html`,
 * which the sandbox serves (status 200) for every path inside the area. Derived from the route
 * areas (`ROUTE_AREAS`, the one list of first path segments): every area segment except those
 * whose page is prerendered at that very path (`/pricing`, `/tutorials`). `/company` has only
 * children: its shell redirects to /company/about on the client.
 */
export const CLIENT_RENDERED_AREAS: readonly string[] = ROUTE_AREAS.flatMap((area) =>
  area.segments.map((segment) => `/${segment}`),
).filter((path) => !PRERENDERED_PAGES.some((page) => page.path === path));

/**
 * The pages of {@link PRERENDERED_PAGES} a brand's build renders: those without a `feature`, and
 * those whose feature the brand has on.
 * @example prerenderedPagesFor(brand).map((page) => page.path) // ['/', '/404', ...]
 */
export function prerenderedPagesFor(
  brand: Pick<BrandConfig, 'features'>,
): readonly PrerenderedPage[] {
  return PRERENDERED_PAGES.filter((page) => !page.feature || brand.features[page.feature]);
}
