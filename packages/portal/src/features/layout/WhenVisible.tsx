import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How long after mounting a section starts anyway, when the visitor has not scrolled to it. */
export const WHEN_VISIBLE_IDLE_START_MS = 2_000;

/**
 * Renders `fallback` until its place comes near the viewport (or, failing that, the page has had
 * {@link WHEN_VISIBLE_IDLE_START_MS} and an idle moment), then `children`. For the data sections
 * of the public pages (issue 15): their store, chunks, API calls and renders are main-thread work
 * that the first screen does not need, so it waits until the visitor is on its way there instead
 * of landing on top of hydration. The fallback is what the prerendered HTML shows (the section's
 * loading state), so hydration matches. Without IntersectionObserver it renders `children` right after mounting.
 * @example <WhenVisible fallback={<Spinner label="Loading" />}><WithStore …><RegionList /></WithStore></WhenVisible>
 */
export function WhenVisible({
  children,
  fallback,
  idleStartMs = WHEN_VISIBLE_IDLE_START_MS,
}: {
  /** What renders once the place is near the viewport. */
  children: ReactNode;
  /** Shown until then (and in the prerendered HTML). */
  fallback: ReactNode;
  /** Start anyway after this many ms and an idle moment. Default {@link WHEN_VISIBLE_IDLE_START_MS}. */
  idleStartMs?: number;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (visible || !element) return;
    const show = () => setVisible(true);
    if (typeof IntersectionObserver !== 'function') {
      const soon = setTimeout(show, 0);
      return () => clearTimeout(soon);
    }
    let idle: number | undefined;
    // Near: within half a screen below (or above) the viewport.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(show, { timeout: idleStartMs });
      else show();
    }, idleStartMs);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [visible, idleStartMs]);
  return <div ref={place}>{visible ? children : fallback}</div>;
}
