import type { NotificationArea } from '@cloud-portal/domain/session';
import { lazy } from 'react';
import { WithStore } from '../../app/WithStore.tsx';

// The notices work through the store (polling, logout): their code loads with it, after the page
// has hydrated, so the public home's first load carries only this wrapper (issue 5 budget).
const Notices = lazy(async () => ({ default: (await import('./Notices.tsx')).Notices }));

/**
 * The global notices of a layout (§2 Global UI): the notification banners of `area` (over the
 * bottom of the viewport, so their arrival moves nothing: issue 15), and the logged-in-as-client
 * toast (pinned to a corner). Nothing is shown until the store has loaded: the prerendered HTML
 * has none of them.
 * @example <GlobalNotices area="main" /> // first in the public layout, read first
 */
export function GlobalNotices({ area }: { area: NotificationArea }) {
  return (
    <WithStore fallback={null}>
      <Notices area={area} />
    </WithStore>
  );
}
