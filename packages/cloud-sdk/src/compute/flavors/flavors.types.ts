// Wire types of Nova flavors (compute, `GET /v2.1/flavors[/detail]`, `GET /v2.1/flavors/{id}`).
// Shapes follow nova/flavors/ of ../shared/openstack-samples: 2.1 (`flavors-list-resp.json`,
// `flavors-detail-resp.json`, `flavor-get-resp.json`), v2.75 (nearest the SDK pin 2.79) and
// v2.102 (newest).
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

/** A flavor with its sizes, as `GET /flavors/detail` and `GET /flavors/{id}` answer it. */
export interface NovaFlavor extends NovaFlavorSummary {
  /** vCPUs. */
  readonly vcpus: number;
  /** MiB. */
  readonly ram: number;
  /** Root disk, GiB (0: the image's size, boot from volume). */
  readonly disk: number;
  /** Swap, MiB: a number from 2.75; below 2.75 Nova sends `""` for no swap. */
  readonly swap: number | '';
  /** Ephemeral disk, GiB. */
  readonly 'OS-FLV-EXT-DATA:ephemeral': number;
  readonly 'os-flavor-access:is_public': boolean;
  /** Below 2.102 only (the v2.102 sample drops it). */
  readonly 'OS-FLV-DISABLED:disabled'?: boolean;
  /** Below 2.102 only; `""` when unset. */
  readonly rxtx_factor?: number | '';
  /** 2.61+: the flavor's extra specs (`hw:cpu_policy`...), `{}` when none. */
  readonly extra_specs?: Readonly<Record<string, string>>;
}

/** `GET /flavors/detail`: one page; `flavors_links` carries `rel: next` while more follow. */
export interface NovaFlavorDetailListResponse {
  readonly flavors: readonly NovaFlavor[];
  readonly flavors_links?: readonly NovaLink[];
}

/** `GET /flavors/{id}`. */
export interface NovaFlavorResponse {
  readonly flavor: NovaFlavor;
}
