import { sendCloudRequest, type CloudClient } from '../../core/client.ts';
import { collectAll, listPages } from '../../core/pagination.ts';
import type { RequestOptions } from '../../core/types.ts';
import {
  NETWORK_LIST_LIMIT,
  neutronListQuery,
  neutronPath,
  type NeutronListInput,
} from '../shared.ts';
import type {
  NeutronFloatingIp,
  NeutronFloatingIpCreate,
  NeutronFloatingIpResponse,
  NeutronFloatingIpUpdate,
} from './floating-ips.types.ts';

/**
 * The project's floating IPs, page by page (`GET /v2.0/floatingips`).
 *
 * @example
 * for await (const ip of listFloatingIps(client)) console.log(ip.floating_ip_address, ip.port_id);
 */
export function listFloatingIps(
  client: CloudClient,
  input: NeutronListInput = {},
  options: RequestOptions = {},
): AsyncGenerator<NeutronFloatingIp, void, undefined> {
  return listPages<NeutronFloatingIp>(
    client,
    {
      service: 'network',
      path: neutronPath('floatingips'),
      itemsKey: 'floatingips',
      limit: NETWORK_LIST_LIMIT,
      query: neutronListQuery(input),
    },
    options,
  );
}

/**
 * Every floating IP of the project, all pages collected.
 *
 * @example
 * const ips = await listAllFloatingIps(client, { query: { port_id: portId } });
 */
export function listAllFloatingIps(
  client: CloudClient,
  input: NeutronListInput = {},
  options: RequestOptions = {},
): Promise<NeutronFloatingIp[]> {
  return collectAll(listFloatingIps(client, input, options));
}

/** Names a floating IP. */
export interface FloatingIpIdInput {
  readonly floatingIpId: string;
}

/**
 * One floating IP (`GET /v2.0/floatingips/{id}`).
 *
 * @example
 * const { status } = await getFloatingIp(client, { floatingIpId });
 */
export async function getFloatingIp(
  client: CloudClient,
  input: FloatingIpIdInput,
  options: RequestOptions = {},
): Promise<NeutronFloatingIp> {
  const response = await sendCloudRequest<NeutronFloatingIpResponse>(
    client,
    { method: 'GET', service: 'network', path: neutronPath('floatingips', input.floatingIpId) },
    options,
  );
  return response.body.floatingip;
}

/**
 * Takes a floating IP from an external network (`POST /v2.0/floatingips`, 201), associated with
 * a port at once when `port_id` is given.
 *
 * @example
 * const ip = await createFloatingIp(client, { floating_network_id: publicId, port_id: portId });
 */
export async function createFloatingIp(
  client: CloudClient,
  input: NeutronFloatingIpCreate,
  options: RequestOptions = {},
): Promise<NeutronFloatingIp> {
  const response = await sendCloudRequest<NeutronFloatingIpResponse>(
    client,
    {
      method: 'POST',
      service: 'network',
      path: neutronPath('floatingips'),
      json: { floatingip: input },
    },
    options,
  );
  return response.body.floatingip;
}

/** What {@link updateFloatingIp} changes. */
export interface UpdateFloatingIpInput extends FloatingIpIdInput {
  readonly floatingip: NeutronFloatingIpUpdate;
}

/**
 * Associates a floating IP with a port (`port_id`) or disassociates it (`port_id: null`)
 * (`PUT /v2.0/floatingips/{id}`).
 *
 * @example
 * await updateFloatingIp(client, { floatingIpId, floatingip: { port_id: portId } });
 * await updateFloatingIp(client, { floatingIpId, floatingip: { port_id: null } });
 */
export async function updateFloatingIp(
  client: CloudClient,
  input: UpdateFloatingIpInput,
  options: RequestOptions = {},
): Promise<NeutronFloatingIp> {
  const response = await sendCloudRequest<NeutronFloatingIpResponse>(
    client,
    {
      method: 'PUT',
      service: 'network',
      path: neutronPath('floatingips', input.floatingIpId),
      json: { floatingip: input.floatingip },
    },
    options,
  );
  return response.body.floatingip;
}

/**
 * Releases a floating IP (`DELETE /v2.0/floatingips/{id}`, 204).
 *
 * @example
 * await deleteFloatingIp(client, { floatingIpId });
 */
export async function deleteFloatingIp(
  client: CloudClient,
  input: FloatingIpIdInput,
  options: RequestOptions = {},
): Promise<void> {
  await sendCloudRequest(
    client,
    {
      method: 'DELETE',
      service: 'network',
      path: neutronPath('floatingips', input.floatingIpId),
    },
    options,
  );
}
