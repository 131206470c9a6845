import type { NotificationArea } from '@cloud-portal/domain/session';
import { NotificationBanners } from '../notifications/NotificationBanners.tsx';
import { LoggedAsClientToast } from '../toasts/ImpersonationToast.tsx';
import { PortalToasts } from '../toasts/PortalToasts.tsx';

/**
 * The notices GlobalNotices loads with the store: the banners of `area` (in the flow) and the
 * portal's toast region with the logged-in-as-client toast, the §8 error toasts and the §4
 * account notices (fixed in a corner, so its place in the tree does not matter).
 * @example <Notices area="control" />
 */
export function Notices({ area }: { area: NotificationArea }) {
  return (
    <>
      <NotificationBanners area={area} />
      <LoggedAsClientToast />
      <PortalToasts />
    </>
  );
}
