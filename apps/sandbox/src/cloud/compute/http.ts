import type { FastifyReply, FastifyRequest } from 'fastify';
import { cloudAuthOf } from '../shared/auth.ts';
import { novaFault } from '../shared/errors.ts';
import type { Microversion } from '../shared/microversion.ts';
import { requestOrigin } from '../shared/urls.ts';
import type { ComputeContext, ComputeFailure, ServersService } from './serversService.ts';
import type { ServerRecord } from './serversStore.ts';

// Small helpers every compute route file shares.

/** Path parameters of every compute route. */
export type RegionParams = { region: string };
/** …and of the routes of one server. */
export type ServerParams = RegionParams & { serverId: string };

/**
 * Where the service's root is reached: `http://host/cloud/eu-west2/compute`.
 *
 * @example
 * computeRoot(request); // 'http://127.0.0.1:8080/cloud/eu-west2/compute'
 */
export function computeRoot(request: FastifyRequest): string {
  const { region } = request.params as RegionParams;
  return `${requestOrigin(request)}/cloud/${region}/compute`;
}

/**
 * The caller and place of a request behind `keystoneAuth`.
 *
 * @example
 * const context = computeContext(request); // { region, projectId, userId, requestId }
 */
export function computeContext(request: FastifyRequest): ComputeContext {
  const auth = cloudAuthOf(request);
  return {
    region: (request.params as RegionParams).region,
    projectId: auth.projectId ?? '',
    userId: auth.userId,
    requestId: request.id,
    userName: auth.userName,
    projectName: auth.projectName ?? '',
    roles: auth.roles,
  };
}

/**
 * The negotiated microversion (routes behind the `microversions` preHandler).
 *
 * @example
 * serverView(server, { microversion: microversionOf(request), ... });
 */
export function microversionOf(request: FastifyRequest): Microversion {
  return request.microversion ?? { major: 2, minor: 1 };
}

/**
 * Answers a refusal as Nova does.
 *
 * @example
 * if (failure) return sendFailure(reply, failure);
 */
export function sendFailure(reply: FastifyReply, failure: ComputeFailure) {
  return reply.code(failure.status).send(novaFault(failure.status, failure.message));
}

/**
 * Nova's 400 for a body that fails its JSON schema: `Invalid input for field/attribute …`.
 *
 * @example
 * return invalidInput(reply, 'server', "'name' is a required property");
 */
export function invalidInput(reply: FastifyReply, field: string, reason: string) {
  return reply
    .code(400)
    .send(novaFault(400, `Invalid input for field/attribute ${field}. ${reason}`));
}

/**
 * Nova's 404 for a server that is not the caller's (or does not exist).
 *
 * @example
 * return serverNotFound(reply, serverId);
 */
export function serverNotFound(reply: FastifyReply, serverId: string) {
  return reply
    .code(404)
    .send(novaFault(404, `Instance ${serverId.slice(0, 255)} could not be found.`));
}

/**
 * Whether a value is a plain JSON object.
 *
 * @example
 * if (!isObject(body)) return invalidInput(reply, 'server', 'must be an object');
 */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether a value is a map of strings of at most 255 characters per key and value (Nova's
 * metadata schema).
 *
 * @example
 * isMetadata({ role: 'web' }); // true
 */
export function isMetadata(value: unknown): value is Record<string, string> {
  return (
    isObject(value) &&
    Object.entries(value).every(
      ([key, item]) =>
        key.length >= 1 && key.length <= 255 && typeof item === 'string' && item.length <= 255,
    )
  );
}

/**
 * Nova's name rule (servers, images, key pairs are stricter): 1–255 characters, not only
 * spaces, no leading or trailing whitespace.
 *
 * @example
 * isServerName('web-1'); // true
 * isServerName(' web'); // false
 */
export function isServerName(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length >= 1 &&
    value.length <= 255 &&
    value.trim() === value &&
    ![...value].some((character) => character.charCodeAt(0) < 0x20)
  );
}

/**
 * The caller's server named in the path (transitions applied), or undefined with Nova's 404
 * sent: another project's id is an unknown one.
 *
 * @example
 * const server = findCallerServer(servers, request, reply);
 * if (server === undefined) return reply;
 */
export function findCallerServer(
  servers: Pick<ServersService, 'get'>,
  request: FastifyRequest<{ Params: ServerParams }>,
  reply: FastifyReply,
): ServerRecord | undefined {
  const context = computeContext(request);
  const server = servers.get(context.region, context.projectId, request.params.serverId);
  if (server === undefined) serverNotFound(reply, request.params.serverId);
  return server;
}
