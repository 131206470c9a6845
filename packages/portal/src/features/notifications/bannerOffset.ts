import { TIMINGS } from '@cloud-portal/domain/session';
import { useEffect, type RefObject } from 'react';

/**
 * The CSS custom property that holds the height of the banner overlay at the bottom of the
 * viewport: the page reserves that much room at its end (`body` padding, NotificationBanners'
 * CSS), and the toasts stand above it.
 */
export const BANNER_OFFSET_PROPERTY = '--notification-banners-height';

/** Where the offset is published, and how often it is measured. */
export interface BannerOffsetOptions {
  /** The element whose style gets the property. Default `document.documentElement`. */
  target?: HTMLElement;
  /** Milliseconds between two measurements. Default §9's 3 s. */
  intervalMs?: number;
}

/**
 * Publishes the height of the banner overlay in `ref` as {@link BANNER_OFFSET_PROPERTY} (`12.5px`)
 * so the page keeps room for it at its end and nothing stays hidden under the banners (issue 15:
 * they overlay the bottom of the viewport instead of pushing content down). §4/§9: the offset is recalculated
 * every 3 s; also when the window is resized and, where the browser tells, when the stack's own
 * size changes (a banner dismissed, a text that wraps). Removed again on unmount.
 * @example useBannerOffset(stackRef);
 */
export function useBannerOffset(
  ref: RefObject<HTMLElement | null>,
  { target, intervalMs = TIMINGS.notificationOffsetRecalcMs }: BannerOffsetOptions = {},
): void {
  useEffect(() => {
    const holder = target ?? document.documentElement;
    let published: string | undefined;
    const measure = () => {
      const height = ref.current?.getBoundingClientRect().height ?? 0;
      const value = `${String(Math.ceil(height))}px`;
      if (value === published) return;
      published = value;
      holder.style.setProperty(BANNER_OFFSET_PROPERTY, value);
    };
    const timer = setInterval(measure, intervalMs);
    window.addEventListener('resize', measure);
    const observer =
      typeof ResizeObserver === 'function' && ref.current ? new ResizeObserver(measure) : undefined;
    // An observer reports the size it starts with once the browser has laid the page out for its
    // next frame; measuring here instead would make it lay the page out at once, in the task that
    // rendered the banners (issue 15: 10 ms of it on a phone).
    if (observer && ref.current) observer.observe(ref.current);
    else measure();
    return () => {
      clearInterval(timer);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
      holder.style.removeProperty(BANNER_OFFSET_PROPERTY);
    };
  }, [ref, target, intervalMs]);
}
