import type { ApiClient } from '@cloud-portal/api-client';
import type { Toaster } from '@cloud-portal/ui';
import type { i18n } from 'i18next';
import type { AnalyticsAdapter } from '../features/analytics/analyticsAdapter.ts';
import type { CloudConnection } from '../features/cloud/cloudConnection.ts';

/** Where the portal's router is, for work that runs outside React (listeners, thunks). */
export interface PortalNavigation {
  /** The location shown now. */
  location(): { pathname: string; search: string; hash: string };
  /** Navigates like a link (`replace` replaces the current history entry). */
  navigate(to: string, options?: { replace?: boolean }): void;
}

/**
 * The portal's texts, for work that runs outside React (the listeners' toasts). Keys are full
 * i18next keys, `<namespace>:<path>`, as domain rules return them.
 */
export interface PortalTranslator {
  /** Loads namespaces (`errors`, `account`...) so that `t` and `exists` see their keys. */
  loadNamespaces(namespaces: readonly string[]): Promise<void>;
  /** The text of a key, its `{{placeholders}}` filled from `params`. */
  t(key: string, params?: Readonly<Record<string, string | number>>): string;
  /** Whether a loaded namespace has a text for the key. */
  exists(key: string): boolean;
}

/**
 * What the store passes to thunks, base queries and listeners (built per portal, never a module
 * singleton): the product-API client, the portal's toast queue (rendered by the layouts' toast
 * region), the router, the portal's texts, the brand's login path (§4 logout and "logged out
 * on a /control path" go there), the cloud connection and the brand's analytics adapter.
 */
export interface PortalExtra {
  apiClient: ApiClient;
  toaster: Toaster;
  navigation: PortalNavigation;
  translator: PortalTranslator;
  loginPath: string;
  /** The cloud API client and the infrastructure token's life (features/cloud). */
  cloud: CloudConnection;
  /** Where the §7 analytics goals go (features/analytics; the brand chooses). */
  analytics: AnalyticsAdapter;
}

/** A navigation that stays put: for stores without a router (unit tests, Storybook). */
export const stillNavigation: PortalNavigation = {
  location: () => ({ pathname: '/', search: '', hash: '' }),
  navigate: () => undefined,
};

/** A translator without texts (keys stand for themselves): for stores without i18n (unit tests). */
export const keyTranslator: PortalTranslator = {
  loadNamespaces: async () => undefined,
  t: (key) => key,
  exists: () => false,
};

/**
 * The translator of a portal's i18next instance (namespaces load on demand, like the screens').
 * @example makeStore({ apiClient, translator: i18nTranslator(portal.i18n) });
 */
export function i18nTranslator(instance: i18n): PortalTranslator {
  return {
    loadNamespaces: async (namespaces) => {
      await instance.loadNamespaces([...namespaces]);
    },
    // Keys come from domain as `<namespace>:<path>`, typed there; i18next resolves them.
    t: (key, params) => String(instance.t(key as never, params as never)),
    exists: (key) => instance.exists(key),
  };
}
