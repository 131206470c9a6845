import { useRef } from 'react';
import { useBannerOffset, type BannerOffsetOptions } from './bannerOffset.ts';
import styles from './PublicBanners.module.css';
import { NotificationBanners } from './NotificationBanners.tsx';

/**
 * The notification banners of the public site (§4 Notifications, §2 Global UI): the
 * notifications flagged `visible_main_page`, over the bottom of the viewport. The page is
 * prerendered and painted long before the banners arrive (they need the store and an API call),
 * so in the flow they would push it down (issue 15: CLS 0.18 on the home); over it, they move
 * nothing, and the page keeps room at its end for them (`--notification-banners-height`, measured
 * every 3 s and on resize). One banner at a time with previous and next (NotificationBanners), so
 * the overlay stays one banner high on a phone. Needs the store.
 * @example <PublicBanners /> // at the top of the public layout (read first by screen readers)
 */
export function PublicBanners(options: BannerOffsetOptions) {
  const stack = useRef<HTMLDivElement>(null);
  useBannerOffset(stack, options);
  return (
    <div ref={stack} className={styles.banners} data-public-banners="">
      <NotificationBanners area="main" />
    </div>
  );
}
