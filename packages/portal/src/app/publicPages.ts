/** A public page written to static HTML at build time (issue 5: public pages are prerendered). */
export interface PrerenderedPage {
  /** The URL path rendered. */
  path: string;
  /** The file in the brand app's `dist/` (the sandbox or CDN serves it for `path`). */
  file: string;
  /** The HTTP status the page is served with. */
  status: 200 | 404;
}

/**
 * The public pages prerendered by every brand's build: a new public route joins with one line.
 * `404.html` is served for any unknown path, so the client re-renders it (the path it shows differs).
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html', status: 200 },
  { path: '/404', file: '404.html', status: 404 },
];

/**
 * Areas rendered on the client only: the build writes the bare app shell as `<area>/index.html`,
 * which the sandbox serves (status 200) for every path inside the area.
 */
export const CLIENT_RENDERED_AREAS: readonly string[] = [
  '/control',
  '/login',
  '/sign-in',
  '/register',
  '/reset-password',
  '/news',
  '/knowledge',
  '/donate',
];
