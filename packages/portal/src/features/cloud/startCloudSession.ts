import type { Region } from '@cloud-portal/api-client';
import { isRegionInMaintenance } from '@cloud-portal/domain/regions';
import { addListener, isRejected, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { PortalExtra } from '../../app/portalExtra.ts';
import type { AppDispatch, RootState } from '../../app/store.ts';
import { ensureAllowAllOncePerSession } from './allowAll.ts';
import { cloudApi } from './cloudApi.ts';
import { cloudFailureOf, notifyCloudFailure } from './cloudNotifications.ts';
import { cloudTokenReceived } from './cloudTokenSlice.ts';
import { createRegionDataLoader } from './regionDataLoader.ts';
import { browserLocks, type RegionLocks } from './regionLocks.ts';
import { failureMessage, regionLoadOf } from './regionLoadsSlice.ts';
import { startRegionsRefresh } from './regionsRefresh.ts';
import { accountActivated } from '../account-state/accountStateSlice.ts';

const addAppListener = addListener.withTypes<RootState, AppDispatch, PortalExtra>();

/** Options of {@link startCloudSession}. */
export interface CloudSessionOptions {
  /** Locks across tabs for allow_all. Default {@link browserLocks}. */
  locks?: RegionLocks;
  /** The page's document, for visibility. Default the global one. */
  document?: Document | undefined;
}

/**
 * Starts the cloud side of the control area (§4 Startup, Per-region data), as a thunk that
 * returns the function that stops it:
 * - the consumer and the infrastructure token (extra.cloud.start);
 * - the regions, refreshed every 30 s (60 s after failures), and for each region its quota, SSH
 *   keys, security groups, plans, servers, volumes and images, refreshed by regionDataLoader.ts;
 * - once the token is there, allow_all in every region not in maintenance, once per browser
 *   session per region, under a lock across tabs;
 * - §8: a failed cloud request raises its notification (texts of `extra.translator`), a failed
 *   region load warns in the console.
 * Stopping (leaving the control area, logging out) ends the cloud session and clears its data.
 * @example const stop = dispatch(startCloudSession()); … stop();
 */
export function startCloudSession(
  options: CloudSessionOptions = {},
): ThunkAction<() => void, RootState, PortalExtra, UnknownAction> {
  return (dispatch, getState, extra) => {
    const { cloud, toaster, translator } = extra;
    const page = 'document' in options ? options.document : globalThis.document;
    const locks = options.locks ?? browserLocks();
    const controller = new AbortController();
    const loader = createRegionDataLoader({
      dispatch,
      getState,
      isHidden: () => page?.visibilityState === 'hidden',
    });
    let regions: readonly Region[] = [];
    const allowAllRegions = new Set<string>();

    async function checkAllowAll() {
      const { ready, projectId } = getState().cloudToken;
      if (!ready || projectId === null || controller.signal.aborted) return;
      const pending = regions.filter(
        (region) => !isRegionInMaintenance(region) && !allowAllRegions.has(region.id),
      );
      if (pending.length === 0) return;
      pending.forEach((region) => allowAllRegions.add(region.id));
      const client = await cloud.client();
      await Promise.all(
        pending.map(async ({ id }) => {
          const outcome = await ensureAllowAllOncePerSession(client, id, {
            projectId,
            locks,
            signal: controller.signal,
          });
          // The region's list of groups may have been read before the group was made.
          if (outcome === 'changed' && !controller.signal.aborted) {
            dispatch(cloudApi.util.invalidateTags([{ type: 'SecurityGroup', id }]));
          }
        }),
      );
    }
    const runAllowAll = () => {
      checkAllowAll().catch((error: unknown) => {
        console.warn('allow_all could not start (tried again next session):', error);
      });
    };

    // The listener middleware answers `addListener` with the listener's unsubscribe function.
    const listen = (action: ReturnType<typeof addAppListener>) =>
      dispatch(action) as unknown as () => void;
    const stopListening = [
      // §4 "Activated becomes true: a background service starts": the cloud session (re)starts
      // at once and the region data reloads (an account activated mid-session may now get the
      // consumer, token and quota it could not before), not at the next retry or refresh.
      listen(
        addAppListener({
          actionCreator: accountActivated,
          effect: () => {
            void cloud.start();
            loader.kick();
          },
        }),
      ),
      listen(
        addAppListener({
          actionCreator: cloudTokenReceived,
          effect: () => {
            loader.kick();
            runAllowAll();
          },
        }),
      ),
      listen(
        addAppListener({
          predicate: (action) => cloudFailureOf(action) !== undefined,
          effect: async (action) => {
            const error = cloudFailureOf(action);
            if (!error) return;
            try {
              await translator.loadNamespaces(['errors']);
            } catch {
              // The namespace did not load: the toast shows its key, still a toast.
            }
            notifyCloudFailure(error, toaster, (key) => translator.t(key));
          },
        }),
      ),
      listen(
        addAppListener({
          predicate: (action) => isRejected(action) && regionLoadOf(action) !== undefined,
          effect: (action) => {
            const meta = (action as { meta?: { condition?: boolean; aborted?: boolean } }).meta;
            const load = regionLoadOf(action);
            if (!load || meta?.condition || meta?.aborted) return;
            // §8 "Loader failures … warn to the console" (the count and message are in regionLoads).
            console.warn(
              `Could not load ${load.resource} of ${load.region}: ${failureMessage(action)}`,
            );
          },
        }),
      ),
    ];

    const refresh = startRegionsRefresh({
      dispatch,
      getState,
      onRegions: (list) => {
        regions = list;
        loader.setRegions(list.map((region) => region.id));
        runAllowAll();
      },
    });
    const onVisible = () => {
      if (page?.visibilityState === 'visible') loader.kick();
    };
    page?.addEventListener('visibilitychange', onVisible);
    void cloud.start();

    return () => {
      controller.abort();
      page?.removeEventListener('visibilitychange', onVisible);
      stopListening.forEach((unsubscribe) => unsubscribe());
      refresh.stop();
      loader.stop();
      cloud.stop();
      dispatch(cloudApi.util.resetApiState());
    };
  };
}
