// Official Neutron samples the routers tests read (../shared/openstack-samples/neutron/routers).
import { requiredKeys } from '../../testing/wire-keys.ts';
import type { NeutronRouter, NeutronRouterInterface } from './routers.types.ts';

export { readSampleJson } from '../../testing/openstack-samples.ts';

const DIR = 'neutron/routers';
export const ROUTER_SHOW = `${DIR}/router-show-response.json`;
export const ROUTERS_LIST = `${DIR}/routers-list-response.json`;
export const ROUTER_CREATE_REQUEST = `${DIR}/router-create-request.json`;
export const ROUTER_CREATE_RESPONSE = `${DIR}/router-create-response.json`;
export const ADD_INTERFACE_SUBNET = `${DIR}/router-add-interface-request.json`;
export const ADD_INTERFACE_PORT = `${DIR}/router-add-interface-request-with-port.json`;
export const ADD_INTERFACE_RESPONSE = `${DIR}/router-add-interface-response.json`;
export const REMOVE_INTERFACE_SUBNET = `${DIR}/router-remove-interface-request.json`;
export const REMOVE_INTERFACE_PORT = `${DIR}/router-remove-interface-request-with-port.json`;
export const REMOVE_INTERFACE_RESPONSE = `${DIR}/router-remove-interface-response.json`;

/** Every required key of `NeutronRouter`. */
export const NEUTRON_ROUTER_REQUIRED_KEYS = requiredKeys<NeutronRouter>()([
  'id',
  'name',
  'description',
  'project_id',
  'tenant_id',
  'admin_state_up',
  'status',
  'external_gateway_info',
  'routes',
  'availability_zone_hints',
  'availability_zones',
  'created_at',
  'updated_at',
  'revision_number',
]);

/** Every required key of `NeutronRouterInterface`. */
export const NEUTRON_ROUTER_INTERFACE_REQUIRED_KEYS = requiredKeys<NeutronRouterInterface>()([
  'id',
  'network_id',
  'port_id',
  'subnet_id',
  'subnet_ids',
  'tenant_id',
]);
