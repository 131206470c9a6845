import { useRef } from 'react';
import { useBannerOffset, type BannerOffsetOptions } from './bannerOffset.ts';
import styles from './ControlBanners.module.css';
import { NotificationBanners } from './NotificationBanners.tsx';

/**
 * The notification banners of the control area (§4 Notifications, §2 Global UI): the
 * notifications flagged `visible_control_panel`, sticky at the top of the main column, pushing
 * the content down by their height. Their measured height (every 3 s, on resize) is published as
 * `--control-banners-height` for whatever else sticks to the top. Needs the store.
 * @example <main><ControlBanners /><Outlet /></main> // the top of the shell's main column
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
