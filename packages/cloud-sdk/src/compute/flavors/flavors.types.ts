// Wire types of Nova flavors (compute, `GET /v2.1/flavors`). Shapes follow nova/flavors/ of
// ../shared/openstack-samples: `flavors-list-resp.json` (2.1) and `v2.102/` (newest).
import type { NovaLink } from '../versions/versions.types.ts';

/** One flavor of `GET /flavors`: id, name and links; microversion 2.55 adds `description`. */
export interface NovaFlavorSummary {
  readonly id: string;
  readonly name: string;
  /** `self` (versioned URL) and `bookmark` (unversioned). */
  readonly links: readonly NovaLink[];
  /** 2.55+: free text or `null`. Absent below 2.55. */
  readonly description?: string | null;
}

/**
 * Response of `GET /flavors` (`limit`, `marker` = last flavor id). `flavors_links` holds one
 * `rel: "next"` link while more flavors follow.
 */
export interface NovaFlavorListResponse {
  readonly flavors: readonly NovaFlavorSummary[];
  readonly flavors_links?: readonly NovaLink[];
}
