import { productApi } from '../../app/productApi.ts';
import type { PortalExtra } from '../../app/portalExtra.ts';

/** What the refresh toast reads from `GET refresh-status/`. */
export interface RefreshStatus {
  /** The deployed build's key; `null` when the poll failed (§8: ignored silently). */
  refreshKey: string | null;
}

/**
 * §7 `GET refresh-status/` (§4 Refresh flow). A failure is not an error here: §8 says
 * refresh-status failures are ignored silently, so the call goes to the client directly (no
 * product-API error handling, no toast, no reaction) and a failed poll answers "no key".
 */
export const refreshStatusApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    getRefreshStatus: build.query<RefreshStatus, void>({
      queryFn: async (_arg, api) => {
        const { apiClient } = api.extra as PortalExtra;
        try {
          const { data } = await apiClient.GET('/refresh-status/', { signal: api.signal });
          const key: unknown = data?.refresh_key;
          return { data: { refreshKey: typeof key === 'string' ? key : null } };
        } catch {
          return { data: { refreshKey: null } }; // offline or aborted: §8, ignored silently
        }
      },
    }),
  }),
});

export const { useGetRefreshStatusQuery } = refreshStatusApi;
