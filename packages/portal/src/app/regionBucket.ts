import { regionSessionBucket, type RegionSessionBucket } from '@cloud-portal/domain/regions';

/** sessionStorage key of the session's region bucket (§4 "one random half of sessions"). */
export const REGION_BUCKET_STORAGE_KEY = 'cloud-portal.region-bucket';

/**
 * The session's region bucket: the one stored for this browser session, else a new draw that is
 * stored. The randomness and the storage are passed in so the rule stays testable.
 */
export function sessionRegionBucket(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  random: () => number,
): RegionSessionBucket {
  try {
    const stored = storage?.getItem(REGION_BUCKET_STORAGE_KEY);
    if (stored === 'a' || stored === 'b') return stored;
  } catch {
    // storage disabled: draw a bucket for this page only
  }
  const bucket = regionSessionBucket(random());
  try {
    storage?.setItem(REGION_BUCKET_STORAGE_KEY, bucket);
  } catch {
    // storage disabled or full: the bucket lasts for this page only
  }
  return bucket;
}
