import { sendCloudRequest, type CloudClient } from '../../core/client.ts';
import { createCloudError, isCloudError } from '../../core/errors.ts';
import { abortableSleep, type Sleep } from '../../core/middleware/retry.ts';
import { collectAll, listPages } from '../../core/pagination.ts';
import { assertCallPreconditions, pathSegment } from '../../core/preconditions.ts';
import type { CloudQuery, RequestOptions } from '../../core/types.ts';
import type {
  NovaCreateImageResponse,
  NovaMetadataResponse,
  NovaRebuild,
  NovaServer,
  NovaServerAction,
  NovaServerCreate,
  NovaServerCreateRequest,
  NovaServerCreateResponse,
  NovaServerPasswordResponse,
  NovaServerResponse,
  NovaServerStatus,
  NovaServerSummary,
  NovaServerUpdate,
} from './servers.types.ts';

/** §9 "Server list limit 300": servers per request of every server list. */
export const SERVER_LIST_LIMIT = 300;

const SERVERS = '/v2.1/servers';

function serverPath(serverId: string, suffix = ''): string {
  return `${SERVERS}/${pathSegment(serverId)}${suffix}`;
}

/** Filters of `GET /servers[/detail]` (Nova's query: `name` regex, `status`, `changes-since`...). */
export interface ListServersInput {
  readonly query?: CloudQuery;
}

/**
 * Every server of the project with its details (`GET /servers/detail`, 300 per request, §9),
 * page by page, as an async iterator: a caller may stop early without fetching the rest.
 *
 * @example
 * for await (const server of listServers(client, {}, { region: 'eu-west2' })) console.log(server.name, server.status);
 */
export function listServers(
  client: CloudClient,
  input: ListServersInput = {},
  options: RequestOptions = {},
): AsyncGenerator<NovaServer, void, undefined> {
  return listPages<NovaServer>(
    client,
    {
      service: 'compute',
      path: `${SERVERS}/detail`,
      itemsKey: 'servers',
      limit: SERVER_LIST_LIMIT,
      ...(input.query ? { query: input.query } : {}),
    },
    options,
  );
}

/**
 * Every server of the project as id, name and links only (`GET /servers`, 300 per request).
 *
 * @example
 * const names = (await collectAll(listServerSummaries(client))).map((server) => server.name);
 */
export function listServerSummaries(
  client: CloudClient,
  input: ListServersInput = {},
  options: RequestOptions = {},
): AsyncGenerator<NovaServerSummary, void, undefined> {
  return listPages<NovaServerSummary>(
    client,
    {
      service: 'compute',
      path: SERVERS,
      itemsKey: 'servers',
      limit: SERVER_LIST_LIMIT,
      ...(input.query ? { query: input.query } : {}),
    },
    options,
  );
}

/**
 * Every server of the project with its details, all pages collected.
 *
 * @example
 * const servers = await listAllServers(client, {}, { region: 'eu-west3' });
 */
export function listAllServers(
  client: CloudClient,
  input: ListServersInput = {},
  options: RequestOptions = {},
): Promise<NovaServer[]> {
  return collectAll(listServers(client, input, options));
}

/** Names a server. */
export interface ServerIdInput {
  readonly serverId: string;
}

/**
 * One server (`GET /servers/{id}`). Rejects with a 404 `CloudError` when it does not exist.
 *
 * @example
 * const server = await getServer(client, { serverId: 'f5dc173b-6804-445a-a6d8-c705dad5b5eb' });
 */
export async function getServer(
  client: CloudClient,
  input: ServerIdInput,
  options: RequestOptions = {},
): Promise<NovaServer> {
  assertCallPreconditions('serverAction', input);
  const response = await sendCloudRequest<NovaServerResponse>(
    client,
    { method: 'GET', service: 'compute', path: serverPath(input.serverId) },
    options,
  );
  return response.body.server;
}

/** A server to create, and the scheduler hints to send beside it. */
export type CreateServerInput = NovaServerCreate & {
  readonly schedulerHints?: Readonly<Record<string, unknown>>;
};

/**
 * Creates a server (`POST /servers`, 202). §5: name, image, flavor and networks are required,
 * else it rejects with `invalid_request` before sending. Resolves with the new id and the
 * generated `adminPass`; the server then builds (`waitForServerStatus`).
 *
 * @example
 * const { id, adminPass } = await createServer(client, { name: 'web-1', imageRef, flavorRef: 'std.2c4g', networks: [{ uuid: networkId }], key_name: 'laptop' });
 */
export async function createServer(
  client: CloudClient,
  input: CreateServerInput,
  options: RequestOptions = {},
): Promise<NovaServerCreateResponse['server']> {
  assertCallPreconditions('createServer', input);
  const { schedulerHints, ...server } = input;
  const body: NovaServerCreateRequest = {
    server,
    ...(schedulerHints ? { 'OS-SCH-HNT:scheduler_hints': schedulerHints } : {}),
  };
  const response = await sendCloudRequest<NovaServerCreateResponse>(
    client,
    { method: 'POST', service: 'compute', path: SERVERS, json: body },
    options,
  );
  return response.body.server;
}

/** What {@link updateServer} changes. */
export interface UpdateServerInput extends ServerIdInput {
  readonly server: NovaServerUpdate;
}

/**
 * Renames a server or changes its description (`PUT /servers/{id}`); resolves with the server.
 *
 * @example
 * await updateServer(client, { serverId, server: { name: 'web-2' } });
 */
export async function updateServer(
  client: CloudClient,
  input: UpdateServerInput,
  options: RequestOptions = {},
): Promise<NovaServer> {
  assertCallPreconditions('serverAction', input);
  const response = await sendCloudRequest<NovaServerResponse>(
    client,
    {
      method: 'PUT',
      service: 'compute',
      path: serverPath(input.serverId),
      json: { server: input.server },
    },
    options,
  );
  return response.body.server;
}

/**
 * Deletes a server (`DELETE /servers/{id}`, 204); Nova removes it shortly after.
 *
 * @example
 * await deleteServer(client, { serverId });
 * await waitForServerStatus(client, { serverId, until: 'DELETED' });
 */
export async function deleteServer(
  client: CloudClient,
  input: ServerIdInput,
  options: RequestOptions = {},
): Promise<void> {
  assertCallPreconditions('serverAction', input);
  await sendCloudRequest(
    client,
    { method: 'DELETE', service: 'compute', path: serverPath(input.serverId) },
    options,
  );
}

/**
 * A server's metadata (`GET /servers/{id}/metadata`).
 *
 * @example
 * const { os_distro } = await getServerMetadata(client, { serverId });
 */
export async function getServerMetadata(
  client: CloudClient,
  input: ServerIdInput,
  options: RequestOptions = {},
): Promise<Readonly<Record<string, string>>> {
  assertCallPreconditions('serverAction', input);
  const response = await sendCloudRequest<NovaMetadataResponse>(
    client,
    { method: 'GET', service: 'compute', path: serverPath(input.serverId, '/metadata') },
    options,
  );
  return response.body.metadata;
}

/** Metadata to write: `replace` swaps the whole set (PUT), else keys are merged (POST). */
export interface SetServerMetadataInput extends ServerIdInput {
  readonly metadata: Readonly<Record<string, string>>;
  readonly replace?: boolean;
}

/**
 * Merges (POST) or replaces (PUT) a server's metadata; resolves with the resulting set.
 *
 * @example
 * await setServerMetadata(client, { serverId, metadata: { backup: 'daily' } });
 */
export async function setServerMetadata(
  client: CloudClient,
  input: SetServerMetadataInput,
  options: RequestOptions = {},
): Promise<Readonly<Record<string, string>>> {
  assertCallPreconditions('serverAction', input);
  const response = await sendCloudRequest<NovaMetadataResponse>(
    client,
    {
      method: input.replace === true ? 'PUT' : 'POST',
      service: 'compute',
      path: serverPath(input.serverId, '/metadata'),
      json: { metadata: input.metadata },
    },
    options,
  );
  return response.body.metadata;
}

/**
 * Removes one metadata key (`DELETE /servers/{id}/metadata/{key}`).
 *
 * @example
 * await deleteServerMetadataItem(client, { serverId, key: 'backup' });
 */
export async function deleteServerMetadataItem(
  client: CloudClient,
  input: ServerIdInput & { readonly key: string },
  options: RequestOptions = {},
): Promise<void> {
  assertCallPreconditions('serverAction', input);
  await sendCloudRequest(
    client,
    {
      method: 'DELETE',
      service: 'compute',
      path: serverPath(input.serverId, `/metadata/${pathSegment(input.key)}`),
    },
    options,
  );
}

/**
 * The server's encrypted password (`GET /servers/{id}/os-server-password`), `''` when none.
 *
 * @example
 * const encrypted = await getServerPassword(client, { serverId });
 */
export async function getServerPassword(
  client: CloudClient,
  input: ServerIdInput,
  options: RequestOptions = {},
): Promise<string> {
  assertCallPreconditions('serverAction', input);
  const response = await sendCloudRequest<NovaServerPasswordResponse>(
    client,
    { method: 'GET', service: 'compute', path: serverPath(input.serverId, '/os-server-password') },
    options,
  );
  return response.body.password;
}

/**
 * Clears the stored password (`DELETE /servers/{id}/os-server-password`, 204).
 *
 * @example
 * await deleteServerPassword(client, { serverId });
 */
export async function deleteServerPassword(
  client: CloudClient,
  input: ServerIdInput,
  options: RequestOptions = {},
): Promise<void> {
  assertCallPreconditions('serverAction', input);
  await sendCloudRequest(
    client,
    {
      method: 'DELETE',
      service: 'compute',
      path: serverPath(input.serverId, '/os-server-password'),
    },
    options,
  );
}

/** An action for {@link serverAction}. */
export interface ServerActionInput extends ServerIdInput {
  readonly action: NovaServerAction;
}

/**
 * Runs any server action (`POST /servers/{id}/action`, §7 serverAction): start, stop, reboot...
 * Resolves with the response body (most actions answer 202 with none). The typed helpers below
 * wrap it.
 *
 * @example
 * await serverAction(client, { serverId, action: { 'os-stop': null } });
 */
export async function serverAction<TBody = unknown>(
  client: CloudClient,
  input: ServerActionInput,
  options: RequestOptions = {},
): Promise<TBody> {
  assertCallPreconditions('serverAction', input);
  const response = await sendCloudRequest<TBody>(
    client,
    {
      method: 'POST',
      service: 'compute',
      path: serverPath(input.serverId, '/action'),
      json: input.action,
    },
    options,
  );
  return response.body;
}

/**
 * Powers a stopped server on (`os-start`).
 *
 * @example
 * await startServer(client, { serverId });
 */
export async function startServer(
  client: CloudClient,
  input: ServerIdInput,
  options?: RequestOptions,
): Promise<void> {
  await serverAction(client, { serverId: input.serverId, action: { 'os-start': null } }, options);
}

/**
 * Powers a server off (`os-stop`); a stopped server is still billed.
 *
 * @example
 * await stopServer(client, { serverId });
 */
export async function stopServer(
  client: CloudClient,
  input: ServerIdInput,
  options?: RequestOptions,
): Promise<void> {
  await serverAction(client, { serverId: input.serverId, action: { 'os-stop': null } }, options);
}

/**
 * Reboots a server: `SOFT` (default, the guest's own restart) or `HARD` (power cycle).
 *
 * @example
 * await rebootServer(client, { serverId, type: 'HARD' });
 */
export async function rebootServer(
  client: CloudClient,
  input: ServerIdInput & { readonly type?: 'SOFT' | 'HARD' },
  options?: RequestOptions,
): Promise<void> {
  await serverAction(
    client,
    { serverId: input.serverId, action: { reboot: { type: input.type ?? 'SOFT' } } },
    options,
  );
}

/**
 * Resizes a server to another flavor with automatic disk config (§4 Server upgrade); the server
 * then waits in VERIFY_RESIZE for {@link confirmResize}. §5: needs the server id and the flavor.
 *
 * @example
 * await resizeServer(client, { serverId, flavorRef: 'std.4c8g' });
 * await waitForServerStatus(client, { serverId, until: 'VERIFY_RESIZE', failOn: ['ERROR'] });
 * await confirmResize(client, { serverId });
 */
export async function resizeServer(
  client: CloudClient,
  input: ServerIdInput & { readonly flavorRef: string },
  options?: RequestOptions,
): Promise<void> {
  assertCallPreconditions('upgradeServer', input);
  await serverAction(
    client,
    {
      serverId: input.serverId,
      action: { resize: { flavorRef: input.flavorRef, 'OS-DCF:diskConfig': 'AUTO' } },
    },
    options,
  );
}

/**
 * Confirms a resize (`confirmResize`, 204): the server leaves VERIFY_RESIZE for ACTIVE.
 *
 * @example
 * await confirmResize(client, { serverId });
 */
export async function confirmResize(
  client: CloudClient,
  input: ServerIdInput,
  options?: RequestOptions,
): Promise<void> {
  await serverAction(
    client,
    { serverId: input.serverId, action: { confirmResize: null } },
    options,
  );
}

/**
 * Reinstalls a server from an image (`rebuild`); resolves with the server (its new `adminPass`
 * is in the returned object when the cloud returns passwords).
 *
 * @example
 * const server = await rebuildServer(client, { serverId, rebuild: { imageRef: ubuntu24 } });
 */
export async function rebuildServer(
  client: CloudClient,
  input: ServerIdInput & { readonly rebuild: NovaRebuild },
  options?: RequestOptions,
): Promise<NovaServer & { readonly adminPass?: string }> {
  const body = await serverAction<{ server: NovaServer & { adminPass?: string } }>(
    client,
    { serverId: input.serverId, action: { rebuild: input.rebuild } },
    options,
  );
  return body.server;
}

/**
 * Sets the root password (`changePassword`). §5: needs the server id and the password.
 *
 * @example
 * await changeServerPassword(client, { serverId, password: 'a-long-new-secret' });
 */
export async function changeServerPassword(
  client: CloudClient,
  input: ServerIdInput & { readonly password: string },
  options?: RequestOptions,
): Promise<void> {
  assertCallPreconditions('changeServerPassword', input);
  await serverAction(
    client,
    { serverId: input.serverId, action: { changePassword: { adminPass: input.password } } },
    options,
  );
}

/**
 * Snapshots a server into a new image (`createImage`; a snapshot is an image); resolves with
 * the image id.
 *
 * @example
 * const imageId = await createServerImage(client, { serverId, name: 'web-1 before upgrade' });
 */
export async function createServerImage(
  client: CloudClient,
  input: ServerIdInput & {
    readonly name: string;
    readonly metadata?: Readonly<Record<string, string>>;
  },
  options?: RequestOptions,
): Promise<string> {
  const body = await serverAction<NovaCreateImageResponse>(
    client,
    {
      serverId: input.serverId,
      action: {
        createImage: { name: input.name, ...(input.metadata ? { metadata: input.metadata } : {}) },
      },
    },
    options,
  );
  return body.image_id;
}

/**
 * Adds a security group (by name) to every port of a server (`addSecurityGroup`).
 *
 * @example
 * await addSecurityGroup(client, { serverId, name: 'allow_all' });
 */
export async function addSecurityGroup(
  client: CloudClient,
  input: ServerIdInput & { readonly name: string },
  options?: RequestOptions,
): Promise<void> {
  await serverAction(
    client,
    { serverId: input.serverId, action: { addSecurityGroup: { name: input.name } } },
    options,
  );
}

/**
 * Removes a security group (by name) from a server (`removeSecurityGroup`).
 *
 * @example
 * await removeSecurityGroup(client, { serverId, name: 'allow_all' });
 */
export async function removeSecurityGroup(
  client: CloudClient,
  input: ServerIdInput & { readonly name: string },
  options?: RequestOptions,
): Promise<void> {
  await serverAction(
    client,
    { serverId: input.serverId, action: { removeSecurityGroup: { name: input.name } } },
    options,
  );
}

/** What {@link waitForServerStatus} waits for. */
export interface WaitForServerStatusInput extends ServerIdInput {
  /** The status to reach; `DELETED` also accepts the server's disappearance (404). */
  readonly until: NovaServerStatus;
  /** Statuses that end the wait with an error (e.g. `['ERROR']`). */
  readonly failOn?: readonly NovaServerStatus[];
  /** Between polls, in ms. Default 2000. */
  readonly intervalMs?: number;
  /** Give up after this long, in ms. Default 600000 (10 min). */
  readonly timeoutMs?: number;
  /** How to wait (tests pass a fake). Default: an abortable `setTimeout`. */
  readonly sleep?: Sleep;
  /** Clock of the timeout (tests pass a fake). Default `Date.now`. */
  readonly now?: () => number;
}

/**
 * Polls a server until it reaches `until` and its task is done (`task_state` null). Rejects
 * with a `CloudError`: `unknown` (the server's fault message) when it reaches a `failOn`
 * status, `request_timeout` (status 0) after `timeoutMs`, `aborted` with `options.signal`,
 * and the call's own errors (404 unless waiting for DELETED).
 *
 * @example
 * const server = await waitForServerStatus(client, { serverId, until: 'ACTIVE', failOn: ['ERROR'] });
 */
export async function waitForServerStatus(
  client: CloudClient,
  input: WaitForServerStatusInput,
  options: RequestOptions = {},
): Promise<NovaServer | undefined> {
  const sleep = input.sleep ?? abortableSleep;
  const now = input.now ?? Date.now;
  const deadline = now() + (input.timeoutMs ?? 600_000);
  for (;;) {
    let server: NovaServer;
    try {
      server = await getServer(client, input, options);
    } catch (error) {
      if (input.until === 'DELETED' && isCloudError(error) && error.status === 404)
        return undefined;
      throw error;
    }
    if (server.status === input.until && server['OS-EXT-STS:task_state'] === null) return server;
    if (input.failOn?.includes(server.status)) {
      throw createCloudError({
        code: 'unknown',
        status: 0,
        message: server.fault?.message ?? `Server ${server.name} went to ${server.status}.`,
      });
    }
    if (now() >= deadline) {
      throw createCloudError({
        code: 'request_timeout',
        status: 0,
        message: `Server ${server.name} is still ${server.status}, not ${input.until}.`,
      });
    }
    await sleep(input.intervalMs ?? 2000, options.signal);
  }
}
