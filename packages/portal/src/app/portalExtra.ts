import type { ApiClient } from '@cloud-portal/api-client';
import type { Toaster } from '@cloud-portal/ui';

/** Where the portal's router is, for work that runs outside React (listeners, thunks). */
export interface PortalNavigation {
  /** The location shown now. */
  location(): { pathname: string; search: string; hash: string };
  /** Navigates like a link (`replace` replaces the current history entry). */
  navigate(to: string, options?: { replace?: boolean }): void;
}

/**
 * What the store passes to thunks, base queries and listeners (built per portal, never a module
 * singleton): the product-API client, the portal's toast queue (rendered by the layouts' toast
 * region) and the router.
 */
export interface PortalExtra {
  apiClient: ApiClient;
  toaster: Toaster;
  navigation: PortalNavigation;
}

/** A navigation that stays put: for stores without a router (unit tests, Storybook). */
export const stillNavigation: PortalNavigation = {
  location: () => ({ pathname: '/', search: '', hash: '' }),
  navigate: () => undefined,
};
