import { sendCloudRequest, type CloudClient } from '../../core/client.ts';
import { createCloudError } from '../../core/errors.ts';
import { assertCallPreconditions, pathSegment } from '../../core/preconditions.ts';
import type { RequestOptions } from '../../core/types.ts';
import type { ServerIdInput } from '../servers/servers.ts';
import type {
  NovaInterfaceAttachment,
  NovaInterfaceAttachmentCreate,
  NovaInterfaceAttachmentCreateRequest,
  NovaInterfaceAttachmentListResponse,
  NovaInterfaceAttachmentResponse,
} from './interfaces.types.ts';

function interfacesPath(serverId: string, portId?: string): string {
  const base = `/v2.1/servers/${pathSegment(serverId)}/os-interface`;
  return portId === undefined ? base : `${base}/${pathSegment(portId)}`;
}

/**
 * A server's interfaces (`GET /servers/{id}/os-interface`): its ports with their addresses.
 * §5: a server id is required.
 *
 * @example
 * const interfaces = await listServerInterfaces(client, { serverId });
 * const addresses = interfaces.flatMap((port) => port.fixed_ips.map((ip) => ip.ip_address));
 */
export async function listServerInterfaces(
  client: CloudClient,
  input: ServerIdInput,
  options: RequestOptions = {},
): Promise<readonly NovaInterfaceAttachment[]> {
  assertCallPreconditions('serverAction', input);
  const response = await sendCloudRequest<NovaInterfaceAttachmentListResponse>(
    client,
    { method: 'GET', service: 'compute', path: interfacesPath(input.serverId) },
    options,
  );
  return response.body.interfaceAttachments;
}

/** Names one interface of a server by its port. */
export interface ServerInterfaceInput extends ServerIdInput {
  readonly portId: string;
}

/**
 * One interface of a server (`GET /servers/{id}/os-interface/{port_id}`). §5: the server id
 * and the port id are required.
 *
 * @example
 * const { port_state, fixed_ips } = await getServerInterface(client, { serverId, portId });
 */
export async function getServerInterface(
  client: CloudClient,
  input: ServerInterfaceInput,
  options: RequestOptions = {},
): Promise<NovaInterfaceAttachment> {
  assertCallPreconditions('serverAction', input);
  assertCallPreconditions('byId', { id: input.portId });
  const response = await sendCloudRequest<NovaInterfaceAttachmentResponse>(
    client,
    { method: 'GET', service: 'compute', path: interfacesPath(input.serverId, input.portId) },
    options,
  );
  return response.body.interfaceAttachment;
}

/**
 * What {@link createServerInterface} attaches: an existing port (`portId`), or a network
 * (`netId`, optionally with `fixedIps` addresses) on which Nova creates a port; with neither,
 * Nova picks the project's only network.
 */
export type CreateServerInterfaceInput = ServerIdInput & {
  /** Device tag (2.49+). */
  readonly tag?: string;
} & (
    | { readonly portId: string; readonly netId?: never; readonly fixedIps?: never }
    | {
        readonly netId?: string;
        readonly portId?: never;
        /** The address to ask for on `netId`: exactly one (Nova's limit). */
        readonly fixedIps?: readonly string[];
      }
  );

/**
 * Attaches an interface to a server (`POST /servers/{id}/os-interface`): an existing port or a
 * new port on a network. Resolves with the interface (its port id, MAC and addresses). Rejects
 * with `invalid_request` before sending when both a port and a network are given (Nova refuses
 * the pair), or `fixedIps` without a network or with other than one address (Nova's schema).
 *
 * @example
 * const port = await createServerInterface(client, { serverId, netId, fixedIps: ['192.168.1.3'] });
 * await createServerInterface(client, { serverId, portId: 'ce531f90-199f-48c0-816c-13e38010b442' });
 */
export async function createServerInterface(
  client: CloudClient,
  input: CreateServerInterfaceInput,
  options: RequestOptions = {},
): Promise<NovaInterfaceAttachment> {
  assertCallPreconditions('serverAction', input);
  const { portId, netId, fixedIps, tag } = input;
  if (portId !== undefined && netId !== undefined) {
    throw createCloudError({
      code: 'invalid_request',
      status: 0,
      message: 'An interface attaches a port or a network, not both.',
    });
  }
  if (fixedIps !== undefined && netId === undefined) {
    throw createCloudError({
      code: 'invalid_request',
      status: 0,
      message: 'Fixed IPs need the network they belong to.',
    });
  }
  // Nova's schema: `fixed_ips` holds exactly one address (minItems 1, maxItems 1).
  if (fixedIps !== undefined && fixedIps.length !== 1) {
    throw createCloudError({
      code: 'invalid_request',
      status: 0,
      message: 'An interface takes exactly one fixed IP.',
    });
  }
  const interfaceAttachment: NovaInterfaceAttachmentCreate = {
    ...(portId === undefined ? {} : { port_id: portId }),
    ...(netId === undefined ? {} : { net_id: netId }),
    ...(fixedIps === undefined
      ? {}
      : { fixed_ips: fixedIps.map((ipAddress) => ({ ip_address: ipAddress })) }),
    ...(tag === undefined ? {} : { tag }),
  };
  const body: NovaInterfaceAttachmentCreateRequest = { interfaceAttachment };
  const response = await sendCloudRequest<NovaInterfaceAttachmentResponse>(
    client,
    { method: 'POST', service: 'compute', path: interfacesPath(input.serverId), json: body },
    options,
  );
  return response.body.interfaceAttachment;
}

/**
 * Detaches an interface from a server (`DELETE /servers/{id}/os-interface/{port_id}`, 202); a
 * port Nova created for it is deleted too.
 *
 * @example
 * await deleteServerInterface(client, { serverId, portId });
 */
export async function deleteServerInterface(
  client: CloudClient,
  input: ServerInterfaceInput,
  options: RequestOptions = {},
): Promise<void> {
  assertCallPreconditions('serverAction', input);
  assertCallPreconditions('byId', { id: input.portId });
  await sendCloudRequest(
    client,
    { method: 'DELETE', service: 'compute', path: interfacesPath(input.serverId, input.portId) },
    options,
  );
}
