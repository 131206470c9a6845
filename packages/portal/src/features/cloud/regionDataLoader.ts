import {
  nextRefreshDelay,
  PLANS_REFRESH,
  REGION_RESOURCES,
  REGIONS_REFRESH,
  shouldLoadRegionResource,
  type RegionResource,
} from '@cloud-portal/domain/regions';
import type { AppDispatch, RootState } from '../../app/store.ts';
import { REGION_RESOURCE_QUERIES, selectRegionResource } from './regionData.ts';

/** What the loader needs: the store, and timers and page visibility (tests pass fakes). */
export interface RegionDataLoaderDeps {
  dispatch: AppDispatch;
  getState: () => RootState;
  /**
   * True while the page is hidden: loaded resources are not refreshed then, but as soon as the page
   * is shown (`kick`). Default: never hidden.
   */
  isHidden?: () => boolean;
}

/** Loads and refreshes the per-region resources of §4 for a set of regions. */
export interface RegionDataLoader {
  /** The regions to load (added ones start, removed ones stop). */
  setRegions(regionIds: readonly string[]): void;
  /**
   * Runs now every load that has not happened yet and every refresh skipped while the page was
   * hidden (the token has arrived, the page is shown again).
   */
  kick(): void;
  /** Stops every timer and drops the loader's cache subscriptions. */
  stop(): void;
}

interface Subscription {
  refetch(): PromiseLike<unknown>;
  unsubscribe(): void;
}

interface Entry {
  region: string;
  resource: RegionResource;
  timer: ReturnType<typeof setTimeout> | undefined;
  subscription: Subscription | undefined;
  running: boolean;
  /** A refresh was skipped (hidden page, no token): due at the next kick. */
  stale: boolean;
}

/**
 * The refresh interval of a resource after `errorCount` failures in a row: plans 10 s up to 30 s,
 * the cloud resources on the regions' 30 s up to 60 s (§4; domain `nextRefreshDelay`).
 * @example refreshDelay('plans', 1) // 20_000
 */
export function refreshDelay(resource: RegionResource, errorCount: number): number {
  return nextRefreshDelay(resource === 'plans' ? PLANS_REFRESH : REGIONS_REFRESH, errorCount);
}

/**
 * The per-region loader (§4 Per-region data): for each region and resource, a load now and then a
 * refresh after {@link refreshDelay}. Each load goes by the domain's `shouldLoadRegionResource`:
 * skipped without a cloud token (except plans) and while the same load runs. The loader holds
 * one cache subscription per entry, so screens reading `useRegionData` find the data there.
 * @example
 * const loader = createRegionDataLoader({ dispatch, getState });
 * loader.setRegions(['eu-west2', 'us-east1']);
 */
export function createRegionDataLoader(deps: RegionDataLoaderDeps): RegionDataLoader {
  const entries = new Map<string, Entry>();
  let stopped = false;
  const hidden = deps.isHidden ?? (() => false);

  const schedule = (entry: Entry, delay: number) => {
    if (entry.timer !== undefined) clearTimeout(entry.timer);
    entry.timer = setTimeout(() => void run(entry), delay);
  };

  async function run(entry: Entry): Promise<void> {
    if (entry.timer !== undefined) clearTimeout(entry.timer);
    entry.timer = undefined;
    if (stopped || entries.get(keyOf(entry.region, entry.resource)) !== entry) return;
    const state = deps.getState();
    const status = selectRegionResource(state, entry.region, entry.resource);
    // A hidden page keeps what it has and refreshes when shown (kick).
    const skippedHidden = status.loaded && hidden();
    const load =
      !entry.running &&
      !skippedHidden &&
      shouldLoadRegionResource({
        resource: entry.resource,
        hasAuthToken: state.cloudToken.ready,
        status,
      });
    // Skipped for a hidden page or a token being renewed: due again at the next kick (shown, token).
    if (!load && !entry.running && !status.loading) entry.stale = true;
    if (load) {
      entry.running = true;
      entry.stale = false;
      try {
        if (entry.subscription) {
          await entry.subscription.refetch();
        } else {
          const query = REGION_RESOURCE_QUERIES[entry.resource];
          const started = deps.dispatch(
            (query.initiate as (region: string) => never)(entry.region),
          ) as unknown as Subscription & PromiseLike<unknown>;
          entry.subscription = started;
          await started;
        }
      } finally {
        entry.running = false;
      }
    }
    if (stopped || entries.get(keyOf(entry.region, entry.resource)) !== entry) return;
    const { errorCount } = selectRegionResource(deps.getState(), entry.region, entry.resource);
    schedule(entry, refreshDelay(entry.resource, errorCount));
  }

  const drop = (entry: Entry) => {
    if (entry.timer !== undefined) clearTimeout(entry.timer);
    entry.timer = undefined;
    entry.subscription?.unsubscribe();
    entry.subscription = undefined;
  };

  return {
    setRegions(regionIds) {
      if (stopped) return;
      const wanted = new Set(regionIds);
      for (const [key, entry] of entries) {
        if (!wanted.has(entry.region)) {
          drop(entry);
          entries.delete(key);
        }
      }
      for (const region of wanted) {
        for (const resource of REGION_RESOURCES) {
          const key = keyOf(region, resource);
          if (entries.has(key)) continue;
          const entry: Entry = {
            region,
            resource,
            timer: undefined,
            subscription: undefined,
            running: false,
            stale: false,
          };
          entries.set(key, entry);
          void run(entry);
        }
      }
    },
    kick() {
      if (stopped) return;
      for (const entry of entries.values()) {
        const { loaded } = selectRegionResource(deps.getState(), entry.region, entry.resource);
        if (!entry.running && (!loaded || entry.stale)) void run(entry);
      }
    },
    stop() {
      stopped = true;
      for (const entry of entries.values()) drop(entry);
      entries.clear();
    },
  };
}

const keyOf = (region: string, resource: RegionResource) => `${region}\u0000${resource}`;
