// Official Neutron samples the floating IP tests read (neutron/floatingips).
import { requiredKeys } from '../../testing/wire-keys.ts';
import type { NeutronFloatingIp } from './floating-ips.types.ts';

export { readSampleJson } from '../../testing/openstack-samples.ts';

const DIR = 'neutron/floatingips';
export const FIP_SHOW = `${DIR}/floatingip-show-response.json`;
export const FIPS_LIST = `${DIR}/floating-ips-list-response.json`;
export const FIP_CREATE_REQUEST = `${DIR}/floatingip-create-request.json`;
export const FIP_CREATE_RESPONSE = `${DIR}/floatingip-create-response.json`;
export const FIP_ASSOCIATE_REQUEST = `${DIR}/floatingip-update-request.json`;
export const FIP_DISASSOCIATE_REQUEST = `${DIR}/floatingip-disassociate-request.json`;
export const FIP_DISASSOCIATE_RESPONSE = `${DIR}/floatingip-disassociate-response.json`;

/** Every required key of `NeutronFloatingIp`. */
export const NEUTRON_FLOATING_IP_REQUIRED_KEYS = requiredKeys<NeutronFloatingIp>()([
  'id',
  'floating_ip_address',
  'floating_network_id',
  'port_id',
  'fixed_ip_address',
  'router_id',
  'status',
  'description',
  'project_id',
  'tenant_id',
  'created_at',
  'updated_at',
  'revision_number',
]);
