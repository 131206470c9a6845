import { regionDataApi } from '../../cloud/regionDataApi.ts';

/** How often a region's servers are re-read while one of them changes by itself. */
export const TRANSITION_POLL_MS = 2000;

function RegionPoll({ region }: { region: string }) {
  // A second subscription to the list the start-up refreshes every 30 s: RTK Query polls at the
  // shortest interval of its subscribers, and drops back when this one unmounts.
  regionDataApi.useListRegionServersQuery(region, {
    pollingInterval: TRANSITION_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  return null;
}

/**
 * Polls the servers of the given regions every 2 s (issue 13: status updates live while a
 * transition runs; fast only while something is in flight). Renders nothing.
 * @example <TransitionPolling regions={regionsWithTransitions} />
 */
export function TransitionPolling({ regions }: { regions: readonly string[] }) {
  return regions.map((region) => <RegionPoll key={region} region={region} />);
}
