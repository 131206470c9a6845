import type { NotificationArea } from '@cloud-portal/domain/session';
import { ControlBanners } from '../notifications/ControlBanners.tsx';
import { PublicBanners } from '../notifications/PublicBanners.tsx';
import { LoggedAsClientToast } from '../toasts/ImpersonationToast.tsx';
import { PortalToasts } from '../toasts/PortalToasts.tsx';

/**
 * The notices GlobalNotices loads with the store: the banners of `area` (over the bottom of the
 * viewport, issue 15) and the
 * portal's toast region with the logged-in-as-client toast, the §8 error toasts and the §4
 * account notices (fixed in a corner, so its place in the tree does not matter).
 * @example <Notices area="control" />
 */
export function Notices({ area }: { area: NotificationArea }) {
  return (
    <>
      {area === 'main' ? <PublicBanners /> : <ControlBanners />}
      <LoggedAsClientToast />
      <PortalToasts />
    </>
  );
}
