import { sendCloudRequest, type CloudClient } from '../../core/client.ts';
import { assertCallPreconditions, pathSegment } from '../../core/preconditions.ts';
import type { CloudQuery, RequestOptions } from '../../core/types.ts';
import type { ServerIdInput } from '../servers/servers.ts';
import type {
  NovaInstanceAction,
  NovaInstanceActionDetail,
  NovaInstanceActionListResponse,
  NovaInstanceActionResponse,
} from './instance-actions.types.ts';

function actionsPath(serverId: string, requestId?: string): string {
  const base = `/v2.1/servers/${pathSegment(serverId)}/os-instance-actions`;
  return requestId === undefined ? base : `${base}/${pathSegment(requestId)}`;
}

/** The server, and Nova's filters (`changes-since`, `changes-before`, `limit`, `marker`). */
export interface ListInstanceActionsInput extends ServerIdInput {
  readonly query?: CloudQuery;
}

/**
 * A server's action log (`GET /servers/{id}/os-instance-actions`), newest first: one request,
 * which Nova caps at its `[api] max_limit` (1000 by default); older entries are reached with
 * `query: { marker: <request_id>, limit }`. §5: a server id is required.
 *
 * @example
 * const actions = await listInstanceActions(client, { serverId });
 * const last = actions[0]; // e.g. { action: 'stop', request_id: 'req-…', message: null, … }
 */
export async function listInstanceActions(
  client: CloudClient,
  input: ListInstanceActionsInput,
  options: RequestOptions = {},
): Promise<readonly NovaInstanceAction[]> {
  assertCallPreconditions('serverAction', input);
  const response = await sendCloudRequest<NovaInstanceActionListResponse>(
    client,
    {
      method: 'GET',
      service: 'compute',
      path: actionsPath(input.serverId),
      ...(input.query ? { query: input.query } : {}),
    },
    options,
  );
  return response.body.instanceActions;
}

/** Names one action of a server by the request id that started it. */
export interface InstanceActionInput extends ServerIdInput {
  readonly requestId: string;
}

/**
 * One action with its events (`GET /servers/{id}/os-instance-actions/{request_id}`): what
 * failed, and when. §5: the server id and the request id are required.
 *
 * @example
 * const { events } = await getInstanceAction(client, { serverId, requestId: 'req-3293a3f1-b44c-4609-b8d2-d81b105636b8' });
 * const failed = events?.filter((event) => event.result === 'Error');
 */
export async function getInstanceAction(
  client: CloudClient,
  input: InstanceActionInput,
  options: RequestOptions = {},
): Promise<NovaInstanceActionDetail> {
  assertCallPreconditions('serverAction', input);
  assertCallPreconditions('byId', { id: input.requestId });
  const response = await sendCloudRequest<NovaInstanceActionResponse>(
    client,
    { method: 'GET', service: 'compute', path: actionsPath(input.serverId, input.requestId) },
    options,
  );
  return response.body.instanceAction;
}
