import { useRef } from 'react';
import { useBannerOffset, type BannerOffsetOptions } from './bannerOffset.ts';
import styles from './ControlBanners.module.css';
import { NotificationBanners } from './NotificationBanners.tsx';

/**
 * The notification banners of the control area (§4 Notifications, §2 Global UI): the
 * notifications flagged `visible_control_panel`, over the bottom of the main column. They arrive
 * after the screen has painted, so they never push it: issue 15 (no layout shift) puts them over
 * the content, and their measured height (every 3 s, on resize) is published as
 * `--notification-banners-height`, the room the page keeps at its end so nothing stays hidden
 * under them. One banner at a time with previous and next (NotificationBanners). Needs the store.
 * @example <main><ControlBanners /><Outlet /></main> // anywhere in the shell's main column
 */
export function ControlBanners(options: BannerOffsetOptions) {
  const stack = useRef<HTMLDivElement>(null);
  useBannerOffset(stack, options);
  return (
    <div ref={stack} className={styles.banners} data-control-banners="">
      <NotificationBanners area="control" />
    </div>
  );
}
