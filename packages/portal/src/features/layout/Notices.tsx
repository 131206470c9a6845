import type { NotificationArea } from '@cloud-portal/domain/session';
import { NotificationBanners } from '../notifications/NotificationBanners.tsx';
import { LoggedAsClientToast } from '../toasts/ImpersonationToast.tsx';

/**
 * The notices GlobalNotices loads with the store: the banners of `area` (in the flow) and the
 * logged-in-as-client toast (fixed in a corner, so its place in the tree does not matter).
 * @example <Notices area="control" />
 */
export function Notices({ area }: { area: NotificationArea }) {
  return (
    <>
      <NotificationBanners area={area} />
      <LoggedAsClientToast />
    </>
  );
}
