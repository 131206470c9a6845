// Official Neutron samples the ports tests read (../shared/openstack-samples/neutron/ports).
import { requiredKeys } from '../../testing/wire-keys.ts';
import type { NeutronPort } from './ports.types.ts';

export { readSampleJson } from '../../testing/openstack-samples.ts';

export const PORT_SHOW = 'neutron/ports/port-show-response.json';
export const PORTS_LIST = 'neutron/ports/ports-list-response.json';
export const PORT_CREATE_REQUEST = 'neutron/ports/port-create-request.json';
export const PORT_CREATE_RESPONSE = 'neutron/ports/port-create-response.json';
export const PORT_UPDATE_REQUEST = 'neutron/ports/port-update-request.json';

/** Every required key of `NeutronPort`. */
export const NEUTRON_PORT_REQUIRED_KEYS = requiredKeys<NeutronPort>()([
  'id',
  'name',
  'description',
  'network_id',
  'project_id',
  'tenant_id',
  'mac_address',
  'fixed_ips',
  'device_id',
  'device_owner',
  'status',
  'admin_state_up',
  'security_groups',
  'port_security_enabled',
  'allowed_address_pairs',
  'extra_dhcp_opts',
  'created_at',
  'updated_at',
  'revision_number',
]);
