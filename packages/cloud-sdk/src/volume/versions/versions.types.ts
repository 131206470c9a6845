// Wire types of Cinder's version documents (`GET /` and `GET /v3/`, public), as the samples of
// cinder/versions/ show them.
import type { CinderLink } from '../volumes/volumes.types.ts';

/** One API version of Cinder: `v3.0`, its microversion range and links. */
export interface CinderVersion {
  readonly id: string;
  readonly links: readonly (CinderLink & { readonly type?: string })[];
  readonly 'media-types': readonly { readonly base: string; readonly type: string }[];
  /** Lowest microversion (`3.0`). */
  readonly min_version: string;
  readonly status: 'CURRENT' | 'SUPPORTED' | 'DEPRECATED';
  readonly updated: string;
  /** Highest microversion (Zed: `3.70`). */
  readonly version: string;
}

/** `GET /` and `GET /v3/`: the versions list (Cinder answers both with `versions`). */
export interface CinderVersionsResponse {
  readonly versions: readonly CinderVersion[];
}
