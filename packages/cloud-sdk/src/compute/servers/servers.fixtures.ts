// Official Nova samples the servers tests read (../shared/openstack-samples/nova/servers/).
import { requiredKeys } from '../../testing/wire-keys.ts';
import type { NovaServer } from './servers.types.ts';

export { readSampleJson } from '../../testing/openstack-samples.ts';

const DIR = 'nova/servers';

/** `GET /servers/{id}` at each microversion the samples show. */
export const SERVER_GET_SAMPLES = {
  '2.1': `${DIR}/server-get-resp.json`,
  '2.47': `${DIR}/v2.47/server-get-resp.json`,
  '2.69': `${DIR}/v2.69/server-get-resp.json`,
  '2.73': `${DIR}/v2.73/server-get-resp.json`,
  '2.96': `${DIR}/v2.96/server-get-resp.json`,
  '2.98': `${DIR}/v2.98/server-get-resp.json`,
  '2.100': `${DIR}/v2.100/server-get-resp.json`,
} as const;

/** Samples at or above 2.73, the ones nearest the SDK's pin (2.79): every required field. */
export const PINNED_SHAPE_SAMPLES = ['2.73', '2.96', '2.98', '2.100'] as const;

export const SERVERS_DETAIL_SAMPLE = `${DIR}/v2.73/servers-details-resp.json`;
export const SERVERS_LIST_SAMPLE = `${DIR}/v2.47/servers-list-resp.json`;
export const SERVER_CREATE_REQUEST = `${DIR}/server-create-req.json`;
export const SERVER_CREATE_RESPONSE = `${DIR}/server-create-resp.json`;
export const SERVER_UPDATE_RESPONSE = `${DIR}/v2.96/server-update-resp.json`;
export const REBUILD_RESPONSE = `${DIR}/v2.47/server-action-rebuild-resp.json`;

/** Action request samples, by the SDK call that must send exactly that body. */
export const ACTION_SAMPLES = {
  start: `${DIR}/server-action-start.json`,
  stop: `${DIR}/server-action-stop.json`,
  reboot: `${DIR}/server-action-reboot.json`,
  resize: `${DIR}/server-action-resize.json`,
  confirmResize: `${DIR}/server-action-confirm-resize.json`,
  createImage: `${DIR}/server-action-create-image.json`,
  addSecurityGroup: 'nova/os-security-groups/security-group-add-post-req.json',
  removeSecurityGroup: 'nova/os-security-groups/security-group-remove-post-req.json',
  changePassword: 'nova/os-admin-password/admin-password-change-password.json',
} as const;

export const PASSWORD_SAMPLE = 'nova/os-server-password/get-password-resp.json';

/** Every required key of `NovaServer` (the compiler checks the list is complete). */
export const NOVA_SERVER_REQUIRED_KEYS = requiredKeys<NovaServer>()([
  'id',
  'name',
  'status',
  'tenant_id',
  'user_id',
  'created',
  'updated',
  'hostId',
  'addresses',
  'accessIPv4',
  'accessIPv6',
  'links',
  'image',
  'flavor',
  'metadata',
  'key_name',
  'config_drive',
  'OS-DCF:diskConfig',
  'OS-EXT-AZ:availability_zone',
  'OS-EXT-STS:power_state',
  'OS-EXT-STS:task_state',
  'OS-EXT-STS:vm_state',
  'OS-SRV-USG:launched_at',
  'OS-SRV-USG:terminated_at',
  'os-extended-volumes:volumes_attached',
]);
