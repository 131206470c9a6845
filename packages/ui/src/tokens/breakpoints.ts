/**
 * Viewport breakpoints in CSS pixels: the same numbers as the `--breakpoint-*` tokens in
 * `tokens.css` (a test keeps the two equal). CSS custom properties cannot be used inside
 * `@media`, so stylesheets write these numbers and JS code builds its `matchMedia` queries here.
 *
 * - `sm` 640: phones end, single-column layouts widen.
 * - `md` 768: tablets in portrait.
 * - `sideNav` 860: the control area's side nav is minimized below it (§2).
 * - `lg` 1024: desktop layouts.
 * - `headerFold` 1140: the public top header folds its menu into the menu button below it.
 * - `xl` 1280: wide desktop.
 */
export const breakpoints = {
  sm: 640,
  md: 768,
  sideNav: 860,
  lg: 1024,
  headerFold: 1140,
  xl: 1280,
} as const;

/** Name of a breakpoint. */
export type Breakpoint = keyof typeof breakpoints;

/**
 * Media query that matches viewports at least as wide as a breakpoint (range syntax: no
 * off-by-one pixel between this and {@link widthBelow}).
 * @example window.matchMedia(widthAtLeast('sideNav')).matches // true at 860 px and wider
 */
export function widthAtLeast(breakpoint: Breakpoint): string {
  return `(width >= ${breakpoints[breakpoint]}px)`;
}

/**
 * Media query that matches viewports narrower than a breakpoint.
 * @example window.matchMedia(widthBelow('sideNav')).matches // true below 860 px: minimize the side nav (§2)
 */
export function widthBelow(breakpoint: Breakpoint): string {
  return `(width < ${breakpoints[breakpoint]}px)`;
}
