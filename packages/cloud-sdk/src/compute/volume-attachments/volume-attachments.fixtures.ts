// Official Nova samples the volume attachment tests read
// (../shared/openstack-samples/nova/os-volume_attachments/).
import { requiredKeys } from '../../testing/wire-keys.ts';
import type { NovaVolumeAttachment } from './volume-attachments.types.ts';

export { readSampleJson } from '../../testing/openstack-samples.ts';

const DIR = 'nova/os-volume_attachments';

export const VOLUME_ATTACHMENTS_LIST_SAMPLES = {
  '2.1': `${DIR}/list-volume-attachments-resp.json`,
  '2.70': `${DIR}/v2.70/list-volume-attachments-resp.json`,
  '2.89': `${DIR}/v2.89/list-volume-attachments-resp.json`,
  '2.101': `${DIR}/v2.101/list-volume-attachments-resp.json`,
} as const;

export const VOLUME_ATTACHMENT_SHOW_SAMPLES = {
  '2.1': `${DIR}/volume-attachment-detail-resp.json`,
  '2.70': `${DIR}/v2.70/volume-attachment-detail-resp.json`,
  '2.89': `${DIR}/v2.89/volume-attachment-detail-resp.json`,
} as const;

/** At the pin: v2.79 attach request and answer (`tag`, `delete_on_termination`). */
export const ATTACH_REQUEST_2_79 = `${DIR}/v2.79/attach-volume-to-server-req.json`;
export const ATTACH_RESPONSE_2_79 = `${DIR}/v2.79/attach-volume-to-server-resp.json`;
/** 2.1: with a device name. */
export const ATTACH_REQUEST_2_1 = `${DIR}/attach-volume-to-server-req.json`;

/** Every required key of `NovaVolumeAttachment`. */
export const NOVA_VOLUME_ATTACHMENT_REQUIRED_KEYS = requiredKeys<NovaVolumeAttachment>()([
  'device',
  'serverId',
  'volumeId',
]);
