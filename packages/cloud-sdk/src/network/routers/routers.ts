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
  NeutronRouter,
  NeutronRouterCreate,
  NeutronRouterInterface,
  NeutronRouterInterfaceRequest,
  NeutronRouterResponse,
} from './routers.types.ts';

/**
 * The project's routers, page by page (`GET /v2.0/routers`).
 *
 * @example
 * for await (const router of listRouters(client)) console.log(router.name, router.external_gateway_info);
 */
export function listRouters(
  client: CloudClient,
  input: NeutronListInput = {},
  options: RequestOptions = {},
): AsyncGenerator<NeutronRouter, void, undefined> {
  return listPages<NeutronRouter>(
    client,
    {
      service: 'network',
      path: neutronPath('routers'),
      itemsKey: 'routers',
      limit: NETWORK_LIST_LIMIT,
      query: neutronListQuery(input),
    },
    options,
  );
}

/**
 * Every router of the project, all pages collected.
 *
 * @example
 * const routers = await listAllRouters(client);
 */
export function listAllRouters(
  client: CloudClient,
  input: NeutronListInput = {},
  options: RequestOptions = {},
): Promise<NeutronRouter[]> {
  return collectAll(listRouters(client, input, options));
}

/** Names a router. */
export interface RouterIdInput {
  readonly routerId: string;
}

/**
 * One router (`GET /v2.0/routers/{id}`).
 *
 * @example
 * const router = await getRouter(client, { routerId });
 */
export async function getRouter(
  client: CloudClient,
  input: RouterIdInput,
  options: RequestOptions = {},
): Promise<NeutronRouter> {
  const response = await sendCloudRequest<NeutronRouterResponse>(
    client,
    { method: 'GET', service: 'network', path: neutronPath('routers', input.routerId) },
    options,
  );
  return response.body.router;
}

/**
 * Creates a router (`POST /v2.0/routers`, 201), with its gateway on an external network when
 * `external_gateway_info` names one.
 *
 * @example
 * const router = await createRouter(client, { name: 'edge', external_gateway_info: { network_id: publicId } });
 */
export async function createRouter(
  client: CloudClient,
  input: NeutronRouterCreate,
  options: RequestOptions = {},
): Promise<NeutronRouter> {
  const response = await sendCloudRequest<NeutronRouterResponse>(
    client,
    { method: 'POST', service: 'network', path: neutronPath('routers'), json: { router: input } },
    options,
  );
  return response.body.router;
}

/** What {@link updateRouter} changes. */
export interface UpdateRouterInput extends RouterIdInput {
  readonly router: NeutronRouterCreate;
}

/**
 * Changes a router (`PUT /v2.0/routers/{id}`): name, gateway (`null` clears it), routes.
 *
 * @example
 * await updateRouter(client, { routerId, router: { external_gateway_info: null } });
 */
export async function updateRouter(
  client: CloudClient,
  input: UpdateRouterInput,
  options: RequestOptions = {},
): Promise<NeutronRouter> {
  const response = await sendCloudRequest<NeutronRouterResponse>(
    client,
    {
      method: 'PUT',
      service: 'network',
      path: neutronPath('routers', input.routerId),
      json: { router: input.router },
    },
    options,
  );
  return response.body.router;
}

/**
 * Deletes a router (`DELETE /v2.0/routers/{id}`, 204); 409 `RouterInUse` while it has
 * interfaces.
 *
 * @example
 * await deleteRouter(client, { routerId });
 */
export async function deleteRouter(
  client: CloudClient,
  input: RouterIdInput,
  options: RequestOptions = {},
): Promise<void> {
  await sendCloudRequest(
    client,
    { method: 'DELETE', service: 'network', path: neutronPath('routers', input.routerId) },
    options,
  );
}

/** The router and the subnet or port of an interface. */
export type RouterInterfaceInput = RouterIdInput & NeutronRouterInterfaceRequest;

function interfaceBody(input: RouterInterfaceInput): NeutronRouterInterfaceRequest {
  return 'subnet_id' in input ? { subnet_id: input.subnet_id } : { port_id: input.port_id };
}

/**
 * Connects a subnet (the router takes its gateway address) or a port to a router
 * (`PUT /v2.0/routers/{id}/add_router_interface`).
 *
 * @example
 * const { port_id } = await addRouterInterface(client, { routerId, subnet_id: subnetId });
 */
export async function addRouterInterface(
  client: CloudClient,
  input: RouterInterfaceInput,
  options: RequestOptions = {},
): Promise<NeutronRouterInterface> {
  const response = await sendCloudRequest<NeutronRouterInterface>(
    client,
    {
      method: 'PUT',
      service: 'network',
      path: neutronPath('routers', input.routerId, 'add_router_interface'),
      json: interfaceBody(input),
    },
    options,
  );
  return response.body;
}

/**
 * Disconnects a subnet or a port from a router
 * (`PUT /v2.0/routers/{id}/remove_router_interface`); the interface port is deleted.
 *
 * @example
 * await removeRouterInterface(client, { routerId, subnet_id: subnetId });
 */
export async function removeRouterInterface(
  client: CloudClient,
  input: RouterInterfaceInput,
  options: RequestOptions = {},
): Promise<NeutronRouterInterface> {
  const response = await sendCloudRequest<NeutronRouterInterface>(
    client,
    {
      method: 'PUT',
      service: 'network',
      path: neutronPath('routers', input.routerId, 'remove_router_interface'),
      json: interfaceBody(input),
    },
    options,
  );
  return response.body;
}
