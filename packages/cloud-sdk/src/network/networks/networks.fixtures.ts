// Official Neutron samples the networks tests read (../shared/openstack-samples/neutron/).
import { requiredKeys } from '../../testing/wire-keys.ts';
import type { NeutronNetwork, NeutronNetworkIpAvailability } from './networks.types.ts';

export { readSampleJson } from '../../testing/openstack-samples.ts';

export const NETWORK_SHOW = 'neutron/networks/network-show-response.json';
export const NETWORKS_LIST = 'neutron/networks/networks-list-response.json';
export const NETWORK_CREATE_REQUEST = 'neutron/networks/network-create-request.json';
export const NETWORK_CREATE_RESPONSE = 'neutron/networks/network-create-response.json';
export const NETWORK_PROVIDER_CREATE_REQUEST =
  'neutron/networks/network-provider-create-request.json';
export const IP_AVAILABILITY_LIST =
  'neutron/network-ip-availability/network-ip-availability-list.json';
export const IP_AVAILABILITY_SHOW =
  'neutron/network-ip-availability/network-ip-availability-show.json';

/** Every required key of `NeutronNetwork`. */
export const NEUTRON_NETWORK_REQUIRED_KEYS = requiredKeys<NeutronNetwork>()([
  'id',
  'name',
  'description',
  'project_id',
  'tenant_id',
  'admin_state_up',
  'status',
  'subnets',
  'shared',
  'router:external',
  'mtu',
  'availability_zone_hints',
  'availability_zones',
  'ipv4_address_scope',
  'ipv6_address_scope',
  'port_security_enabled',
  'created_at',
  'updated_at',
  'revision_number',
]);

/** Every required key of `NeutronNetworkIpAvailability`. */
export const NEUTRON_IP_AVAILABILITY_REQUIRED_KEYS = requiredKeys<NeutronNetworkIpAvailability>()([
  'network_id',
  'network_name',
  'project_id',
  'tenant_id',
  'total_ips',
  'used_ips',
  'subnet_ip_availability',
]);
