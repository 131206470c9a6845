// Wire types of Cinder volumes (volume `/v3/{project_id}/volumes`), as Cinder sends them to a
// project member at the SDK's pinned microversion (3.59, `DEFAULT_MICROVERSIONS`). Fields that
// other microversions or only administrators see are optional and say so. Shapes follow
// cinder/volumes/ of ../shared/openstack-samples (3.0 and the v3.65 / v3.69 samples).

/** Cinder's `status` of a volume. */
export type CinderVolumeStatus =
  | 'creating'
  | 'available'
  | 'reserved'
  | 'attaching'
  | 'detaching'
  | 'in-use'
  | 'maintenance'
  | 'deleting'
  | 'awaiting-transfer'
  | 'error'
  | 'error_deleting'
  | 'backing-up'
  | 'restoring-backup'
  | 'error_backing-up'
  | 'error_restoring'
  | 'error_extending'
  | 'downloading'
  | 'uploading'
  | 'retyping'
  | 'extending';

/** A link of a volume (`self`, `bookmark`) or of a page (`next`). */
export interface CinderLink {
  readonly href: string;
  readonly rel: string;
}

/** One attachment of a volume to a server, as `attachments` lists it. */
export interface CinderVolumeAttachment {
  /** The volume's id (Cinder repeats it here). */
  readonly id: string;
  readonly attachment_id: string;
  readonly volume_id: string;
  readonly server_id: string;
  /** Only administrators see the host; `null` for everyone else. */
  readonly host_name: string | null;
  /** `/dev/vdb`. */
  readonly device: string;
  readonly attached_at: string;
}

/** A volume as `GET /volumes/{id}` and `GET /volumes/detail` answer it. */
export interface CinderVolume {
  readonly id: string;
  readonly status: CinderVolumeStatus;
  /** GiB. */
  readonly size: number;
  readonly availability_zone: string;
  /** Cinder's time without a zone: `2018-11-28T06:21:12.715987`. */
  readonly created_at: string;
  readonly updated_at: string | null;
  readonly attachments: readonly CinderVolumeAttachment[];
  readonly name: string | null;
  readonly description: string | null;
  /** The type's name (`__DEFAULT__`). */
  readonly volume_type: string;
  readonly snapshot_id: string | null;
  readonly source_volid: string | null;
  readonly metadata: Readonly<Record<string, string>>;
  readonly links: readonly CinderLink[];
  readonly user_id: string;
  /** `"true"` or `"false"`: a string, as Cinder sends it. */
  readonly bootable: 'true' | 'false';
  readonly encrypted: boolean;
  readonly replication_status: string | null;
  readonly consistencygroup_id: string | null;
  readonly multiattach: boolean;
  /** Project owner and administrators (`volume_extension:volume_tenant_attribute`). */
  readonly 'os-vol-tenant-attr:tenant_id'?: string;
  /** Administrators only. */
  readonly 'os-vol-host-attr:host'?: string | null;
  /** Administrators only. */
  readonly 'os-vol-mig-status-attr:migstat'?: string | null;
  /** Administrators only. */
  readonly 'os-vol-mig-status-attr:name_id'?: string | null;
  /** Administrators only. */
  readonly migration_status?: string | null;
  /** 3.13+. */
  readonly group_id?: string | null;
  /** 3.21+, administrators only. */
  readonly provider_id?: string | null;
  /** 3.48+ (3.69+: may be `null`). */
  readonly shared_targets?: boolean | null;
  /** 3.48+. */
  readonly service_uuid?: string | null;
  /** 3.61+, administrators only. */
  readonly cluster_name?: string | null;
  /** 3.63+. */
  readonly volume_type_id?: string;
  /** 3.64+, only for an encrypted volume. */
  readonly encryption_key_id?: string;
  /** 3.65+. */
  readonly consumes_quota?: boolean;
  /** Only when the volume was made from an image. */
  readonly volume_image_metadata?: Readonly<Record<string, string>>;
}

/** `GET /volumes/detail`: one page; `volumes_links` carries `rel: next` while more follow. */
export interface CinderVolumeListResponse {
  readonly volumes: readonly CinderVolume[];
  readonly volumes_links?: readonly CinderLink[];
  /** 3.45+, only with `with_count=true`. */
  readonly count?: number;
}

/** `GET /volumes/{id}`, `POST /volumes` (202). */
export interface CinderVolumeResponse {
  readonly volume: CinderVolume;
}

/**
 * A volume to create with no source (§7 "create with no source type"): no snapshot, image,
 * backup or source volume, so none of those keys is sent.
 */
export interface CinderVolumeCreate {
  /** GiB, at least 1. */
  readonly size: number;
  readonly name?: string | null;
  readonly description?: string | null;
  /** A type's name or id; the project's default type when left out. */
  readonly volume_type?: string | null;
  readonly availability_zone?: string | null;
  readonly metadata?: Readonly<Record<string, string>>;
}

/** `POST /volumes` body. */
export interface CinderVolumeCreateRequest {
  readonly volume: CinderVolumeCreate;
}

/**
 * Cinder's error body (the Nova-style fault): `{"itemNotFound": {"code": 404, "message": "..."}}`;
 * a quota refusal is `overLimit` (413) with `retryAfter`.
 */
export type CinderFaultResponse = Readonly<
  Record<string, { readonly code: number; readonly message: string; readonly retryAfter?: string }>
>;
