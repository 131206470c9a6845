// Wire types of a server's volume attachments (compute `/v2.1/servers/{id}/os-volume_attachments`),
// as Nova sends them at the SDK's pin (2.79). Shapes follow nova/os-volume_attachments/ of
// ../shared/openstack-samples (2.1, v2.70, v2.79 at the pin, v2.89, v2.101).

/** One volume attached to a server. */
export interface NovaVolumeAttachment {
  /** The guest device, e.g. `/dev/vdb`. */
  readonly device: string;
  readonly serverId: string;
  readonly volumeId: string;
  /** Below 2.89 only: equals `volumeId`. */
  readonly id?: string;
  /** 2.70+: the device tag, `null` when none. */
  readonly tag?: string | null;
  /** 2.79+ (in create and show; in lists too from 2.89). */
  readonly delete_on_termination?: boolean;
  /** 2.89+: the Cinder attachment's id. */
  readonly attachment_id?: string;
  /** 2.89+: Nova's block device mapping id. */
  readonly bdm_uuid?: string;
}

/** `GET /servers/{id}/os-volume_attachments`. */
export interface NovaVolumeAttachmentListResponse {
  readonly volumeAttachments: readonly NovaVolumeAttachment[];
}

/** `GET /servers/{id}/os-volume_attachments/{volume_id}` and the answer of an attach. */
export interface NovaVolumeAttachmentResponse {
  readonly volumeAttachment: NovaVolumeAttachment;
}

/** The `volumeAttachment` of `POST /servers/{id}/os-volume_attachments`. */
export interface NovaVolumeAttachmentCreate {
  readonly volumeId: string;
  /** A device name to ask for; hypervisors often ignore it. */
  readonly device?: string;
  /** 2.49+. */
  readonly tag?: string;
  /** 2.79+: delete the volume with the server. */
  readonly delete_on_termination?: boolean;
}

/** Body of `POST /servers/{id}/os-volume_attachments`. */
export interface NovaVolumeAttachmentCreateRequest {
  readonly volumeAttachment: NovaVolumeAttachmentCreate;
}
