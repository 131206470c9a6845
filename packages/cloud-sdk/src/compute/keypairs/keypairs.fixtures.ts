// Official Nova samples the keypairs tests read (../shared/openstack-samples/nova/os-keypairs/).
import { requiredKeys } from '../../testing/wire-keys.ts';
import type { NovaKeypair, NovaKeypairSummary } from './keypairs.types.ts';

export { readSampleJson } from '../../testing/openstack-samples.ts';

const DIR = 'nova/os-keypairs';

/** `GET /os-keypairs`: v2.35 (nearest the pin 2.79) has `keypairs_links`. */
export const KEYPAIRS_LIST_SAMPLES = {
  '2.1': `${DIR}/keypairs-list-resp.json`,
  '2.10': `${DIR}/v2.10/keypairs-list-resp.json`,
  '2.35': `${DIR}/v2.35/keypairs-list-resp.json`,
} as const;

export const KEYPAIR_GET_SAMPLES = {
  '2.1': `${DIR}/keypairs-get-resp.json`,
  '2.10': `${DIR}/v2.10/keypairs-get-resp.json`,
} as const;

/** Generate (name only): v2.35 nearest the pin; the answer carries `private_key`. */
export const KEYPAIR_GENERATE_REQUEST = `${DIR}/v2.35/keypairs-post-req.json`;
export const KEYPAIR_GENERATE_RESPONSE = `${DIR}/v2.35/keypairs-post-resp.json`;
/** Import (name + public_key): v2.10 nearest the pin. */
export const KEYPAIR_IMPORT_REQUEST = `${DIR}/v2.10/keypairs-import-post-req.json`;
export const KEYPAIR_IMPORT_RESPONSE = `${DIR}/v2.10/keypairs-import-post-resp.json`;
/** 2.92 (above the pin): names may hold `@`, `.` and spaces. */
export const KEYPAIR_IMPORT_REQUEST_2_92 = `${DIR}/v2.92/keypairs-import-post-req.json`;

/** Every required key of `NovaKeypairSummary`. */
export const NOVA_KEYPAIR_SUMMARY_REQUIRED_KEYS = requiredKeys<NovaKeypairSummary>()([
  'name',
  'public_key',
  'fingerprint',
]);

/** Every required key of `NovaKeypair`. */
export const NOVA_KEYPAIR_REQUIRED_KEYS = requiredKeys<NovaKeypair>()([
  'name',
  'public_key',
  'fingerprint',
  'user_id',
  'id',
  'created_at',
  'updated_at',
  'deleted',
  'deleted_at',
]);
