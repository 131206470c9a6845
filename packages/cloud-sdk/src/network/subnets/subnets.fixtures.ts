// Official Neutron samples the subnets tests read (../shared/openstack-samples/neutron/subnets).
import { requiredKeys } from '../../testing/wire-keys.ts';
import type { NeutronSubnet } from './subnets.types.ts';

export { readSampleJson } from '../../testing/openstack-samples.ts';

export const SUBNET_SHOW = 'neutron/subnets/subnet-show-response.json';
export const SUBNETS_LIST = 'neutron/subnets/subnets-list-response.json';
export const SUBNET_CREATE_REQUEST = 'neutron/subnets/subnet-create-request.json';
export const SUBNET_CREATE_RESPONSE = 'neutron/subnets/subnet-create-response.json';
export const SUBNET_UPDATE_REQUEST = 'neutron/subnets/subnet-update-request.json';

/** Every required key of `NeutronSubnet`. */
export const NEUTRON_SUBNET_REQUIRED_KEYS = requiredKeys<NeutronSubnet>()([
  'id',
  'name',
  'description',
  'network_id',
  'project_id',
  'tenant_id',
  'ip_version',
  'cidr',
  'gateway_ip',
  'allocation_pools',
  'enable_dhcp',
  'dns_nameservers',
  'host_routes',
  'ipv6_address_mode',
  'ipv6_ra_mode',
  'subnetpool_id',
  'service_types',
  'created_at',
  'updated_at',
  'revision_number',
]);
