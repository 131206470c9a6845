// Official Cinder samples the volume tests read (../shared/openstack-samples/cinder/volumes/).
import { requiredKeys } from '../../testing/wire-keys.ts';
import type { CinderVolume } from './volumes.types.ts';

export { readSampleJson } from '../../testing/openstack-samples.ts';

const DIR = 'cinder/volumes';

/** `GET /volumes/{id}` at each microversion the samples show. */
export const VOLUME_SHOW_SAMPLES = {
  '3.0': `${DIR}/volume-show-response.json`,
  '3.65': `${DIR}/v3.65/volume-show-response.json`,
  '3.69': `${DIR}/v3.69/volume-show-response.json`,
} as const;

/** `GET /volumes/detail` at each microversion the samples show. */
export const VOLUMES_DETAIL_SAMPLES = {
  '3.0': `${DIR}/volumes-list-detailed-response.json`,
  '3.65': `${DIR}/v3.65/volumes-list-detailed-response.json`,
  '3.69': `${DIR}/v3.69/volumes-list-detailed-response.json`,
} as const;

export const VOLUME_CREATE_REQUEST = `${DIR}/volume-create-request.json`;
export const VOLUME_CREATE_RESPONSE = `${DIR}/v3.65/volume-create-response.json`;

/** Every required key of `CinderVolume` (the compiler checks the list is complete). */
export const CINDER_VOLUME_REQUIRED_KEYS = requiredKeys<CinderVolume>()([
  'id',
  'status',
  'size',
  'availability_zone',
  'created_at',
  'updated_at',
  'attachments',
  'name',
  'description',
  'volume_type',
  'snapshot_id',
  'source_volid',
  'metadata',
  'links',
  'user_id',
  'bootable',
  'encrypted',
  'replication_status',
  'consistencygroup_id',
  'multiattach',
]);
