// Wire types of Glance v2 images (`/v2/images`), as Glance sends them (glance/v2 samples of
// ../shared/openstack-samples: images-list, image-show, image-create; gophercloud's image
// fixtures for custom properties). Glance has no microversions on the wire: the API version is
// in the path (`/v2`), the minor versions (2.0-2.16 in Zed) only add calls.

/** Glance's image states (`queued` until data arrives; `active` once usable). */
export type GlanceImageStatus =
  | 'queued'
  | 'saving'
  | 'uploading'
  | 'importing'
  | 'active'
  | 'deactivated'
  | 'killed'
  | 'deleted'
  | 'pending_delete';

/** Who sees an image: everyone, its owner only, its owner and members, or anyone who asks by id. */
export type GlanceVisibility = 'public' | 'private' | 'shared' | 'community';

/**
 * One image as `GET /v2/images/{id}` and each entry of `GET /v2/images` show it. Glance puts
 * custom properties at the top level of the image, beside the core fields: the common ones
 * (`os_distro`, `os_version`) and the ones Nova writes on a snapshot (`image_type`,
 * `instance_uuid`, `base_image_ref`...) are typed below as optional strings; any other property
 * may appear too (read it as `(image as Record<string, unknown>)[key]`).
 */
export interface GlanceImage {
  readonly id: string;
  /** Glance allows images without a name. */
  readonly name: string | null;
  readonly status: GlanceImageStatus;
  readonly visibility: GlanceVisibility;
  readonly protected: boolean;
  /** Hidden from the default list (2.7+, Rocky). */
  readonly os_hidden: boolean;
  /** The owning project's id. */
  readonly owner: string | null;
  /** MD5 of the data; `null` until it is uploaded. */
  readonly checksum: string | null;
  /** `sha512` by default; `null` until the data is uploaded. */
  readonly os_hash_algo: string | null;
  readonly os_hash_value: string | null;
  /** Bytes; `null` until the data is uploaded. */
  readonly size: number | null;
  readonly virtual_size: number | null;
  /** GiB of root disk a server needs to boot it. */
  readonly min_disk: number;
  /** MiB of RAM a server needs to boot it. */
  readonly min_ram: number;
  /** `qcow2`, `raw`, `iso`...; `null` while queued without one. */
  readonly disk_format: string | null;
  readonly container_format: string | null;
  /** ISO 8601 without fractions: `2014-11-07T17:07:06Z`. */
  readonly created_at: string;
  readonly updated_at: string;
  readonly tags: readonly string[];
  /** `/v2/images/{id}` (relative to the Glance endpoint). */
  readonly self: string;
  /** `/v2/images/{id}/file`. */
  readonly file: string;
  /** `/v2/schemas/image`. */
  readonly schema: string;
  /** Only when the cloud shows locations (`show_multiple_locations`). */
  readonly locations?: readonly {
    readonly url: string;
    readonly metadata: Readonly<Record<string, unknown>>;
  }[];
  /** Only when the cloud shows `show_image_direct_url`. */
  readonly direct_url?: string;
  /** Comma-separated store ids holding the data, with multiple stores (`enabled_backends`). */
  readonly stores?: string;
  /** Common image property: the distribution (`ubuntu`, `almalinux`, `windows`...). */
  readonly os_distro?: string;
  /** Common image property: the distribution's version (`24.04`). */
  readonly os_version?: string;
  /** Nova: `snapshot` on an image made by `createImage`. */
  readonly image_type?: string;
  /** Nova: the server a snapshot was taken of. */
  readonly instance_uuid?: string;
  /** Nova: the image that server was built from (`''` when it booted from a volume). */
  readonly base_image_ref?: string;
  /** Nova: the user who took the snapshot. */
  readonly user_id?: string;
}

/**
 * `GET /v2/images`: one page. `next` (a path relative to the Glance endpoint, with the
 * `marker`) is present whenever the page is full, so the page after the last one is empty;
 * `first` repeats the query without the marker.
 */
export interface GlanceImageListResponse {
  readonly images: readonly GlanceImage[];
  readonly first: string;
  readonly schema: string;
  readonly next?: string;
}

/** One API version of `GET /` (300) and `GET /versions` (200). */
export interface GlanceVersion {
  /** `v2.16`. */
  readonly id: string;
  readonly status: 'CURRENT' | 'SUPPORTED' | 'DEPRECATED' | 'EXPERIMENTAL';
  readonly links: readonly { readonly href: string; readonly rel: string }[];
}

/** Glance's version document: every version, newest first. */
export interface GlanceVersionsResponse {
  readonly versions: readonly GlanceVersion[];
}

/**
 * Glance's error body when the client accepts JSON (webob's `HTTPException` JSON form): `code`
 * is the status line, `message` the explanation followed by webob's `<br /><br />` template tail.
 */
export interface GlanceErrorResponse {
  /** `404 Not Found`. */
  readonly code: string;
  readonly title: string;
  readonly message: string;
}
