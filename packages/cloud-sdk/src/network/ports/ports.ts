import { networkAttributeKeys } from '@cloud-portal/domain/security-groups';
import { sendCloudRequest, type CloudClient } from '../../core/client.ts';
import { collectAll, listPages } from '../../core/pagination.ts';
import type { RequestOptions } from '../../core/types.ts';
import {
  NETWORK_LIST_LIMIT,
  neutronListQuery,
  neutronPath,
  type NeutronListInput,
  type WithAttributeKeys,
} from '../shared.ts';
import type { NeutronPort, NeutronPortCreate, NeutronPortResponse } from './ports.types.ts';

/**
 * The project's ports, page by page (`GET /v2.0/ports`): filter by `device_id` for a server's,
 * by `network_id` for a network's.
 *
 * @example
 * for await (const port of listPorts(client, { query: { device_id: serverId } })) console.log(port.fixed_ips);
 */
export function listPorts(
  client: CloudClient,
  input: NeutronListInput = {},
  options: RequestOptions = {},
): AsyncGenerator<NeutronPort, void, undefined> {
  return listPages<NeutronPort>(
    client,
    {
      service: 'network',
      path: neutronPath('ports'),
      itemsKey: 'ports',
      limit: NETWORK_LIST_LIMIT,
      query: neutronListQuery(input),
    },
    options,
  );
}

/**
 * Every port of the project (matching the filters), all pages collected.
 *
 * @example
 * const ports = await listAllPorts(client, { query: { device_owner: 'compute:nova' } });
 */
export function listAllPorts(
  client: CloudClient,
  input: NeutronListInput = {},
  options: RequestOptions = {},
): Promise<NeutronPort[]> {
  return collectAll(listPorts(client, input, options));
}

/** Names a port. */
export interface PortIdInput {
  readonly portId: string;
}

/**
 * One port (`GET /v2.0/ports/{id}`).
 *
 * @example
 * const { status, mac_address } = await getPort(client, { portId });
 */
export async function getPort(
  client: CloudClient,
  input: PortIdInput,
  options: RequestOptions = {},
): Promise<NeutronPort> {
  const response = await sendCloudRequest<NeutronPortResponse>(
    client,
    { method: 'GET', service: 'network', path: neutronPath('ports', input.portId) },
    options,
  );
  return response.body.port;
}

/** A port to create: `network_id` required; binding keys in colon or `__` form (§5). */
export type CreatePortInput = WithAttributeKeys<
  NeutronPortCreate & { readonly network_id: string }
>;

/**
 * Creates a port (`POST /v2.0/ports`, 201) with addresses from the network's subnets; `__` in
 * attribute keys is sent as `:` (§5). 409 `IpAddressGenerationFailure` when a network is full.
 *
 * @example
 * const port = await createPort(client, { network_id: networkId, fixed_ips: [{ subnet_id: subnetId }] });
 */
export async function createPort(
  client: CloudClient,
  input: CreatePortInput,
  options: RequestOptions = {},
): Promise<NeutronPort> {
  const response = await sendCloudRequest<NeutronPortResponse>(
    client,
    {
      method: 'POST',
      service: 'network',
      path: neutronPath('ports'),
      json: { port: networkAttributeKeys(input) },
    },
    options,
  );
  return response.body.port;
}

/** What {@link updatePort} changes. */
export interface UpdatePortInput extends PortIdInput {
  readonly port: WithAttributeKeys<Omit<NeutronPortCreate, 'network_id'>>;
}

/**
 * Changes a port (`PUT /v2.0/ports/{id}`): name, security groups, addresses...; `__` in
 * attribute keys is sent as `:` (§5).
 *
 * @example
 * await updatePort(client, { portId, port: { security_groups: [groupId] } });
 */
export async function updatePort(
  client: CloudClient,
  input: UpdatePortInput,
  options: RequestOptions = {},
): Promise<NeutronPort> {
  const response = await sendCloudRequest<NeutronPortResponse>(
    client,
    {
      method: 'PUT',
      service: 'network',
      path: neutronPath('ports', input.portId),
      json: { port: networkAttributeKeys(input.port) },
    },
    options,
  );
  return response.body.port;
}

/**
 * Deletes a port (`DELETE /v2.0/ports/{id}`, 204), freeing its addresses.
 *
 * @example
 * await deletePort(client, { portId });
 */
export async function deletePort(
  client: CloudClient,
  input: PortIdInput,
  options: RequestOptions = {},
): Promise<void> {
  await sendCloudRequest(
    client,
    { method: 'DELETE', service: 'network', path: neutronPath('ports', input.portId) },
    options,
  );
}
