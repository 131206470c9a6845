import type { NotificationArea } from '@cloud-portal/domain/session';
import { lazy } from 'react';
import { WithStore } from '../../app/WithStore.tsx';

// The banners poll the API through the store: their code loads with it, after the page has
// hydrated, so the public home's first load does not grow (issue 5).
const NotificationBanners = lazy(async () => ({
  default: (await import('./NotificationBanners.tsx')).NotificationBanners,
}));

/**
 * The notification banners of a layout (§2 Global UI), loaded after the page: nothing is shown
 * until the store and the first list have arrived (the prerendered HTML has no banners).
 * @example <SiteNotifications area="main" /> // above the public header
 */
export function SiteNotifications({ area }: { area: NotificationArea }) {
  return (
    <WithStore fallback={null}>
      <NotificationBanners area={area} />
    </WithStore>
  );
}
