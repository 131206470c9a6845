import { sendCloudRequest, type CloudClient } from '../../core/client.ts';
import { collectAll, listPages } from '../../core/pagination.ts';
import type { RequestOptions } from '../../core/types.ts';
import {
  NETWORK_LIST_LIMIT,
  neutronListQuery,
  neutronPath,
  type NeutronListInput,
} from '../shared.ts';
import type { NeutronSubnet, NeutronSubnetCreate, NeutronSubnetResponse } from './subnets.types.ts';

/**
 * The subnets the project sees, page by page (`GET /v2.0/subnets`).
 *
 * @example
 * for await (const subnet of listSubnets(client, { query: { network_id: networkId } })) console.log(subnet.cidr);
 */
export function listSubnets(
  client: CloudClient,
  input: NeutronListInput = {},
  options: RequestOptions = {},
): AsyncGenerator<NeutronSubnet, void, undefined> {
  return listPages<NeutronSubnet>(
    client,
    {
      service: 'network',
      path: neutronPath('subnets'),
      itemsKey: 'subnets',
      limit: NETWORK_LIST_LIMIT,
      query: neutronListQuery(input),
    },
    options,
  );
}

/**
 * Every subnet the project sees, all pages collected.
 *
 * @example
 * const ipv6 = (await listAllSubnets(client, { query: { ip_version: 6 } })).map((s) => s.cidr);
 */
export function listAllSubnets(
  client: CloudClient,
  input: NeutronListInput = {},
  options: RequestOptions = {},
): Promise<NeutronSubnet[]> {
  return collectAll(listSubnets(client, input, options));
}

/** Names a subnet. */
export interface SubnetIdInput {
  readonly subnetId: string;
}

/**
 * One subnet (`GET /v2.0/subnets/{id}`).
 *
 * @example
 * const { cidr, gateway_ip } = await getSubnet(client, { subnetId });
 */
export async function getSubnet(
  client: CloudClient,
  input: SubnetIdInput,
  options: RequestOptions = {},
): Promise<NeutronSubnet> {
  const response = await sendCloudRequest<NeutronSubnetResponse>(
    client,
    { method: 'GET', service: 'network', path: neutronPath('subnets', input.subnetId) },
    options,
  );
  return response.body.subnet;
}

/**
 * Creates a subnet (`POST /v2.0/subnets`, 201): IPv4 or IPv6, with allocation pools and gateway
 * (Neutron fills both from the CIDR when absent).
 *
 * @example
 * const subnet = await createSubnet(client, { network_id: networkId, ip_version: 4, cidr: '10.0.0.0/24' });
 */
export async function createSubnet(
  client: CloudClient,
  input: NeutronSubnetCreate,
  options: RequestOptions = {},
): Promise<NeutronSubnet> {
  const response = await sendCloudRequest<NeutronSubnetResponse>(
    client,
    { method: 'POST', service: 'network', path: neutronPath('subnets'), json: { subnet: input } },
    options,
  );
  return response.body.subnet;
}

/** What {@link updateSubnet} changes (not the network, version or CIDR). */
export interface UpdateSubnetInput extends SubnetIdInput {
  readonly subnet: Omit<NeutronSubnetCreate, 'network_id' | 'ip_version' | 'cidr'>;
}

/**
 * Changes a subnet (`PUT /v2.0/subnets/{id}`).
 *
 * @example
 * await updateSubnet(client, { subnetId, subnet: { name: 'frontend' } });
 */
export async function updateSubnet(
  client: CloudClient,
  input: UpdateSubnetInput,
  options: RequestOptions = {},
): Promise<NeutronSubnet> {
  const response = await sendCloudRequest<NeutronSubnetResponse>(
    client,
    {
      method: 'PUT',
      service: 'network',
      path: neutronPath('subnets', input.subnetId),
      json: { subnet: input.subnet },
    },
    options,
  );
  return response.body.subnet;
}

/**
 * Deletes a subnet (`DELETE /v2.0/subnets/{id}`, 204); 409 `SubnetInUse` while ports hold its
 * addresses.
 *
 * @example
 * await deleteSubnet(client, { subnetId });
 */
export async function deleteSubnet(
  client: CloudClient,
  input: SubnetIdInput,
  options: RequestOptions = {},
): Promise<void> {
  await sendCloudRequest(
    client,
    { method: 'DELETE', service: 'network', path: neutronPath('subnets', input.subnetId) },
    options,
  );
}
