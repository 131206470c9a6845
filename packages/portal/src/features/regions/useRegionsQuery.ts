import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import type { RegionsQueryResult } from './RegionParts.tsx';
import { regionsApi } from './regionsApi.ts';

const listRegions = regionsApi.endpoints.listRegions;

/** Options of {@link useRegionsQuery}. */
export interface RegionsQueryOptions {
  /**
   * When the call has already failed as the component mounts, show that failure (and its retry)
   * rather than asking the API again. For a section that mounts after another section of the same
   * page has asked. Default `false`: a page's first regions view asks again after a failure.
   */
  joinFailure?: boolean;
}

/**
 * The regions of `GET /api/regions/` in the states a list shows, shared by every section of a page
 * through RTK Query's one cache entry.
 *
 * - `isLoading` is the first load only. After a failure `isError` stays true until an answer
 *   arrives, with `isFetching` while a retry runs: the message and its retry button stay in place
 *   (busy, keeping focus) instead of giving way to a spinner and coming back as new elements.
 * - RTK Query asks again for every component that subscribes to a failed entry. With
 *   `joinFailure`, a section that mounts after the failure subscribes only once the entry is no
 *   longer failed (a retry is running, or it has succeeded), so it sends no request of its own.
 * - `refetch` asks once for all the sections that show the regions.
 *
 * @example const regions = useRegionsQuery({ joinFailure: true }); if (regions.isError) …
 */
export function useRegionsQuery({
  joinFailure = false,
}: RegionsQueryOptions = {}): RegionsQueryResult {
  const dispatch = useAppDispatch();
  const entry = listRegions.useQueryState();
  const [failedOnMount] = useState(entry.isError);
  listRegions.useQuerySubscription(undefined, {
    skip: joinFailure && failedOnMount && entry.isError,
  });
  const { data, error, isFetching, isUninitialized } = entry;
  // The cache entry keeps `error` through a pending retry and clears it on success.
  const failed = data === undefined && error !== undefined;
  return {
    data,
    isLoading: data === undefined && !failed && (isFetching || isUninitialized),
    isError: failed,
    isFetching,
    refetch: () =>
      dispatch(listRegions.initiate(undefined, { subscribe: false, forceRefetch: true })),
  };
}
