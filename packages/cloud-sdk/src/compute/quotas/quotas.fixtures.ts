// Official Nova samples the quota tests read (../shared/openstack-samples/nova/os-quota-sets/ and
// nova/limits/).
import { requiredKeys } from '../../testing/wire-keys.ts';
import type { NovaAbsoluteLimits, NovaQuotaSet } from './quotas.types.ts';

export { readSampleJson } from '../../testing/openstack-samples.ts';

export const QUOTA_SET_SAMPLES = {
  '2.1': 'nova/os-quota-sets/quotas-show-get-resp.json',
  '2.57': 'nova/os-quota-sets/v2.57/quotas-show-get-resp.json',
} as const;

export const QUOTA_SET_DETAIL_SAMPLES = {
  '2.1': 'nova/os-quota-sets/quotas-show-detail-get-resp.json',
  '2.57': 'nova/os-quota-sets/v2.57/quotas-show-detail-get-resp.json',
} as const;

export const LIMITS_SAMPLES = {
  '2.1': 'nova/limits/limit-get-resp.json',
  '2.36': 'nova/limits/v2.36/limit-get-resp.json',
  '2.39': 'nova/limits/v2.39/limit-get-resp.json',
  '2.57': 'nova/limits/v2.57/limit-get-resp.json',
} as const;

/** Every required key of a quota set (the compiler checks the list is complete). */
export const NOVA_QUOTA_SET_REQUIRED_KEYS = requiredKeys<NovaQuotaSet>()([
  'id',
  'instances',
  'cores',
  'ram',
  'key_pairs',
  'metadata_items',
  'server_groups',
  'server_group_members',
]);

/** Every required key of the absolute limits. */
export const NOVA_ABSOLUTE_LIMITS_REQUIRED_KEYS = requiredKeys<NovaAbsoluteLimits>()([
  'maxTotalInstances',
  'maxTotalCores',
  'maxTotalRAMSize',
  'maxTotalKeypairs',
  'maxServerMeta',
  'maxServerGroups',
  'maxServerGroupMembers',
  'totalInstancesUsed',
  'totalCoresUsed',
  'totalRAMUsed',
  'totalServerGroupsUsed',
]);
