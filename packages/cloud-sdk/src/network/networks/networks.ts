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
import type {
  NeutronNetwork,
  NeutronNetworkCreate,
  NeutronNetworkIpAvailability,
  NeutronNetworkIpAvailabilityListResponse,
  NeutronNetworkIpAvailabilityResponse,
  NeutronNetworkResponse,
} from './networks.types.ts';

/**
 * The networks the project sees (its own, shared and external ones), page by page
 * (`GET /v2.0/networks`, `limit`/`marker`). Filters may use `__` for `:` (§5).
 *
 * @example
 * for await (const network of listNetworks(client, { query: { router__external: true } })) console.log(network.name);
 */
export function listNetworks(
  client: CloudClient,
  input: NeutronListInput = {},
  options: RequestOptions = {},
): AsyncGenerator<NeutronNetwork, void, undefined> {
  return listPages<NeutronNetwork>(
    client,
    {
      service: 'network',
      path: neutronPath('networks'),
      itemsKey: 'networks',
      limit: NETWORK_LIST_LIMIT,
      query: neutronListQuery(input),
    },
    options,
  );
}

/**
 * Every network the project sees, all pages collected.
 *
 * @example
 * const networks = await listAllNetworks(client, {}, { region: 'eu-west2' });
 */
export function listAllNetworks(
  client: CloudClient,
  input: NeutronListInput = {},
  options: RequestOptions = {},
): Promise<NeutronNetwork[]> {
  return collectAll(listNetworks(client, input, options));
}

/** Names a network. */
export interface NetworkIdInput {
  readonly networkId: string;
}

/**
 * One network (`GET /v2.0/networks/{id}`); a 404 `CloudError` when the project cannot see it.
 *
 * @example
 * const network = await getNetwork(client, { networkId: 'd32019d3-bc6e-4319-9c1d-6722fc136a22' });
 */
export async function getNetwork(
  client: CloudClient,
  input: NetworkIdInput,
  options: RequestOptions = {},
): Promise<NeutronNetwork> {
  const response = await sendCloudRequest<NeutronNetworkResponse>(
    client,
    { method: 'GET', service: 'network', path: neutronPath('networks', input.networkId) },
    options,
  );
  return response.body.network;
}

/** A network to create: attribute keys in colon or `__` form (§5). */
export type CreateNetworkInput = WithAttributeKeys<NeutronNetworkCreate>;

/**
 * Creates a network (`POST /v2.0/networks`, 201); `__` in attribute keys is sent as `:` (§5).
 *
 * @example
 * const network = await createNetwork(client, { name: 'backend', port_security_enabled: true });
 */
export async function createNetwork(
  client: CloudClient,
  input: CreateNetworkInput,
  options: RequestOptions = {},
): Promise<NeutronNetwork> {
  const response = await sendCloudRequest<NeutronNetworkResponse>(
    client,
    {
      method: 'POST',
      service: 'network',
      path: neutronPath('networks'),
      json: { network: networkAttributeKeys(input) },
    },
    options,
  );
  return response.body.network;
}

/** What {@link updateNetwork} changes. */
export interface UpdateNetworkInput extends NetworkIdInput {
  readonly network: CreateNetworkInput;
}

/**
 * Changes a network (`PUT /v2.0/networks/{id}`); `__` in attribute keys is sent as `:` (§5).
 *
 * @example
 * await updateNetwork(client, { networkId, network: { name: 'backend-2' } });
 */
export async function updateNetwork(
  client: CloudClient,
  input: UpdateNetworkInput,
  options: RequestOptions = {},
): Promise<NeutronNetwork> {
  const response = await sendCloudRequest<NeutronNetworkResponse>(
    client,
    {
      method: 'PUT',
      service: 'network',
      path: neutronPath('networks', input.networkId),
      json: { network: networkAttributeKeys(input.network) },
    },
    options,
  );
  return response.body.network;
}

/**
 * Deletes a network (`DELETE /v2.0/networks/{id}`, 204); 409 `NetworkInUse` while ports use it.
 *
 * @example
 * await deleteNetwork(client, { networkId });
 */
export async function deleteNetwork(
  client: CloudClient,
  input: NetworkIdInput,
  options: RequestOptions = {},
): Promise<void> {
  await sendCloudRequest(
    client,
    { method: 'DELETE', service: 'network', path: neutronPath('networks', input.networkId) },
    options,
  );
}

/** Filters of the IP availability call; the region query defaults to the call's region. */
export interface NetworkIpAvailabilityInput {
  /**
   * Sent as `?region=` when given (§7 "network IP availability call with a region query", for a
   * cloud whose Neutron has such a filter). A stock Neutron refuses it (400 `['region'] is invalid
   * attribute for filtering`, measured on Zed by tooling/conformance), so it is not sent by default.
   */
  readonly region?: string;
  /** Neutron's filters: `network_id`, `network_name`, `ip_version`, `project_id`. */
  readonly query?: NeutronListInput['query'];
}

/**
 * Free and used addresses per network of a region (`GET /v2.0/network-ip-availabilities`,
 * §7's region query `?region=` only when `input.region` is given; Neutron's default policy
 * shows it to admins only, a member gets an empty list). Not paged by Neutron: one request.
 *
 * @example
 * const networks = await listNetworkIpAvailabilities(client, {}, { region: 'eu-west2' });
 * const free = networks.map((n) => n.total_ips - n.used_ips);
 */
export async function listNetworkIpAvailabilities(
  client: CloudClient,
  input: NetworkIpAvailabilityInput = {},
  options: RequestOptions = {},
): Promise<readonly NeutronNetworkIpAvailability[]> {
  const response = await sendCloudRequest<NeutronNetworkIpAvailabilityListResponse>(
    client,
    {
      method: 'GET',
      service: 'network',
      path: neutronPath('network-ip-availabilities'),
      query: {
        ...(input.query ? networkAttributeKeys(input.query) : {}),
        ...(input.region === undefined ? {} : { region: input.region }),
      },
    },
    options,
  );
  return response.body.network_ip_availabilities;
}

/**
 * One network's free and used addresses (`GET /v2.0/network-ip-availabilities/{network_id}`,
 * with the region query).
 *
 * @example
 * const { total_ips, used_ips } = await getNetworkIpAvailability(client, { networkId });
 */
export async function getNetworkIpAvailability(
  client: CloudClient,
  input: NetworkIdInput & { readonly region?: string },
  options: RequestOptions = {},
): Promise<NeutronNetworkIpAvailability> {
  const response = await sendCloudRequest<NeutronNetworkIpAvailabilityResponse>(
    client,
    {
      method: 'GET',
      service: 'network',
      path: neutronPath('network-ip-availabilities', input.networkId),
      ...(input.region === undefined ? {} : { query: { region: input.region } }),
    },
    options,
  );
  return response.body.network_ip_availability;
}
