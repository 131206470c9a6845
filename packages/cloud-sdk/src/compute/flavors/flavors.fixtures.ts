// Official Nova samples the flavors tests read (../shared/openstack-samples/nova/flavors/).
import { requiredKeys } from '../../testing/wire-keys.ts';
import type { NovaFlavor } from './flavors.types.ts';

export { readSampleJson } from '../../testing/openstack-samples.ts';

const DIR = 'nova/flavors';

/** `GET /flavors/{id}` at each microversion the samples show. */
export const FLAVOR_GET_SAMPLES = {
  '2.1': `${DIR}/flavor-get-resp.json`,
  '2.75': `${DIR}/v2.75/flavor-get-resp.json`,
  '2.102': `${DIR}/v2.102/flavor-get-resp.json`,
} as const;

/** `GET /flavors/detail` at each microversion the samples show. */
export const FLAVORS_DETAIL_SAMPLES = {
  '2.1': `${DIR}/flavors-detail-resp.json`,
  '2.75': `${DIR}/v2.75/flavors-detail-resp.json`,
  '2.102': `${DIR}/v2.102/flavors-detail-resp.json`,
} as const;

/** Samples nearest the SDK's pin (2.79): 2.75 below it, 2.102 the newest. */
export const PINNED_FLAVOR_SAMPLES = ['2.75', '2.102'] as const;

/** Every required key of `NovaFlavor` (the compiler checks the list is complete). */
export const NOVA_FLAVOR_REQUIRED_KEYS = requiredKeys<NovaFlavor>()([
  'id',
  'name',
  'links',
  'vcpus',
  'ram',
  'disk',
  'swap',
  'OS-FLV-EXT-DATA:ephemeral',
  'os-flavor-access:is_public',
]);
