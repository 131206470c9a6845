// Official Nova samples the interface tests read (../shared/openstack-samples/nova/os-attach-interfaces/).
import { requiredKeys } from '../../testing/wire-keys.ts';
import type { NovaInterfaceAttachment } from './interfaces.types.ts';

export { readSampleJson } from '../../testing/openstack-samples.ts';

const DIR = 'nova/os-attach-interfaces';

export const INTERFACES_LIST_SAMPLES = {
  '2.1': `${DIR}/attach-interfaces-list-resp.json`,
  '2.70': `${DIR}/v2.70/attach-interfaces-list-resp.json`,
} as const;

export const INTERFACE_SHOW_SAMPLES = {
  '2.1': `${DIR}/attach-interfaces-show-resp.json`,
  '2.70': `${DIR}/v2.70/attach-interfaces-show-resp.json`,
} as const;

/** v2.70 (nearest the pin 2.79): attach by port, and by network with a fixed address. */
export const INTERFACE_CREATE_PORT_REQUEST = `${DIR}/v2.70/attach-interfaces-create-req.json`;
export const INTERFACE_CREATE_NET_REQUEST = `${DIR}/v2.70/attach-interfaces-create-net_id-req.json`;
export const INTERFACE_CREATE_RESPONSE = `${DIR}/v2.70/attach-interfaces-create-resp.json`;
/** 2.1: by network without a tag. */
export const INTERFACE_CREATE_NET_REQUEST_2_1 = `${DIR}/attach-interfaces-create-net_id-req.json`;

/** Every required key of `NovaInterfaceAttachment`. */
export const NOVA_INTERFACE_REQUIRED_KEYS = requiredKeys<NovaInterfaceAttachment>()([
  'port_id',
  'net_id',
  'mac_addr',
  'port_state',
  'fixed_ips',
]);
