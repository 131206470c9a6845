// Official Neutron samples the security groups tests read (neutron/security-groups).
import { requiredKeys } from '../../testing/wire-keys.ts';
import type { NeutronSecurityGroup, NeutronSecurityGroupRule } from './security-groups.types.ts';

export { readSampleJson } from '../../testing/openstack-samples.ts';

const DIR = 'neutron/security-groups';
export const GROUP_SHOW = `${DIR}/security-group-show-response.json`;
export const GROUPS_LIST = `${DIR}/security-groups-list-response.json`;
export const GROUP_CREATE_REQUEST = `${DIR}/security-group-create-request.json`;
export const GROUP_CREATE_RESPONSE = `${DIR}/security-group-create-response.json`;
export const RULE_CREATE_RESPONSE = `${DIR}/security-group-rule-create-response.json`;
export const RULE_SHOW = `${DIR}/security-group-rule-show-response.json`;
export const RULES_LIST = `${DIR}/security-group-rules-list-response.json`;

/** Every required key of `NeutronSecurityGroup`. */
export const NEUTRON_GROUP_REQUIRED_KEYS = requiredKeys<NeutronSecurityGroup>()([
  'id',
  'name',
  'description',
  'project_id',
  'tenant_id',
  'security_group_rules',
  'created_at',
  'updated_at',
  'revision_number',
]);

/** Every required key of `NeutronSecurityGroupRule`. */
export const NEUTRON_RULE_REQUIRED_KEYS = requiredKeys<NeutronSecurityGroupRule>()([
  'id',
  'security_group_id',
  'direction',
  'ethertype',
  'protocol',
  'port_range_min',
  'port_range_max',
  'remote_ip_prefix',
  'remote_group_id',
  'project_id',
  'tenant_id',
  'created_at',
  'updated_at',
  'revision_number',
]);
