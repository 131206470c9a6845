// Wire types of Nova's version documents (compute, `GET /` and `GET /v2.1/`). Shapes follow
// nova/versions/*.json of ../shared/openstack-samples. Version documents are not microversioned.

/** A link of a Nova document: `self`, `bookmark`, `describedby` or `next` (pagination). */
export interface NovaLink {
  readonly href: string;
  readonly rel: string;
  /** Media type of the target (`text/html` for `describedby`). */
  readonly type?: string;
}

/** One API version of Nova, as the version documents describe it. */
export interface NovaVersion {
  /** `v2.0` or `v2.1`. */
  readonly id: string;
  readonly links: readonly NovaLink[];
  /** Only in the single-version document (`GET /v2.1/`). */
  readonly 'media-types'?: readonly { readonly base: string; readonly type: string }[];
  readonly status: 'CURRENT' | 'SUPPORTED' | 'DEPRECATED';
  /** Highest microversion, e.g. `2.104`; `""` for v2.0 (no microversions). */
  readonly version: string;
  /** Lowest microversion, e.g. `2.1`; `""` for v2.0. */
  readonly min_version: string;
  readonly updated: string;
}

/** Response of `GET /v2.1/` (`nova/versions/v21-version-get-resp.json`). */
export interface NovaVersionResponse {
  readonly version: NovaVersion;
}

/** Response of `GET /` (`nova/versions/versions-get-resp.json`). */
export interface NovaVersionsResponse {
  readonly versions: readonly NovaVersion[];
}
