import type { ApiClient } from '@cloud-portal/api-client';
import type { Toaster } from '@cloud-portal/ui';
import type { CloudConnection } from '../features/cloud/cloudConnection.ts';

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
 * region), the router and the cloud connection.
 */
export interface PortalExtra {
  apiClient: ApiClient;
  toaster: Toaster;
  navigation: PortalNavigation;
  /** The cloud API client and the infrastructure token's life (features/cloud). */
  cloud: CloudConnection;
}

/** A navigation that stays put: for stores without a router (unit tests, Storybook). */
export const stillNavigation: PortalNavigation = {
  location: () => ({ pathname: '/', search: '', hash: '' }),
  navigate: () => undefined,
};
