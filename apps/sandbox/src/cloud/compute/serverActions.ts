import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { novaFault } from '../shared/errors.ts';
import { atLeast } from '../shared/microversion.ts';
import type { ComputeDeps } from './deps.ts';
import {
  computeContext,
  computeRoot,
  invalidInput,
  isMetadata,
  isObject,
  isServerName,
  sendFailure,
  type ServerParams,
} from './http.ts';
import type { ComputeFailure, ServersService } from './serversService.ts';
import type { ServerRecord } from './serversStore.ts';
import type { NovaServer } from '@cloud-portal/cloud-sdk/compute';

/** What the action route needs from the server routes. */
export interface ServerActionsOptions {
  servers: ServersService;
  deps: ComputeDeps;
  preHandler: preHandlerHookHandler[];
  /** `/cloud/:region/compute/v2.1/servers`. */
  base: string;
  ownServer(
    request: FastifyRequest<{ Params: ServerParams }>,
    reply: FastifyReply,
  ): ServerRecord | undefined;
  view(request: FastifyRequest, server: ServerRecord): NovaServer;
}

type ActionHandler = (
  argument: unknown,
  request: FastifyRequest<{ Params: ServerParams }>,
  reply: FastifyReply,
  server: ServerRecord,
) => unknown;

/** 202 with no body, or the refusal. */
function accepted(reply: FastifyReply, failure: ComputeFailure | undefined, status = 202) {
  if (failure !== undefined) return sendFailure(reply, failure);
  return reply.code(status).send();
}

/**
 * `POST /servers/{id}/action`: the body names one action (`{"os-stop": null}`); each runs the
 * server's state machine or answers Nova's 400/404/409. Unknown actions are Nova's 404.
 *
 * @example
 * registerServerActions(app, { servers, deps, preHandler, base, ownServer, view });
 */
export function registerServerActions(app: FastifyInstance, options: ServerActionsOptions): void {
  const { servers, deps } = options;

  const actions: Record<string, ActionHandler> = {
    'os-start': (_argument, request, reply, server) =>
      accepted(reply, servers.start(computeContext(request), server)),
    'os-stop': (_argument, request, reply, server) =>
      accepted(reply, servers.stop(computeContext(request), server)),
    reboot: (argument, request, reply, server) => {
      if (
        !isObject(argument) ||
        (argument.type !== 'SOFT' &&
          argument.type !== 'HARD' &&
          argument.type !== 'soft' &&
          argument.type !== 'hard')
      ) {
        return invalidInput(reply, 'reboot/type', "'type' must be SOFT or HARD");
      }
      const type = String(argument.type).toUpperCase() as 'SOFT' | 'HARD';
      return accepted(reply, servers.reboot(computeContext(request), server, type));
    },
    resize: (argument, request, reply, server) => {
      if (
        !isObject(argument) ||
        (typeof argument.flavorRef !== 'string' && typeof argument.flavorRef !== 'number')
      ) {
        return invalidInput(reply, 'resize', "'flavorRef' is a required property");
      }
      return accepted(
        reply,
        servers.resize(computeContext(request), server, String(argument.flavorRef)),
      );
    },
    confirmResize: (_argument, request, reply, server) =>
      accepted(reply, servers.confirmResize(computeContext(request), server), 204),
    revertResize: (_argument, request, reply, server) =>
      accepted(reply, servers.revertResize(computeContext(request), server)),
    rebuild: (argument, request, reply, server) => {
      if (
        !isObject(argument) ||
        typeof argument.imageRef !== 'string' ||
        argument.imageRef === ''
      ) {
        return invalidInput(reply, 'rebuild', "'imageRef' is a required property");
      }
      if (argument.name !== undefined && !isServerName(argument.name)) {
        return invalidInput(reply, 'rebuild/name', 'Invalid input for field/attribute name.');
      }
      if (argument.metadata !== undefined && !isMetadata(argument.metadata)) {
        return invalidInput(reply, 'rebuild/metadata', 'metadata must map strings to strings');
      }
      const result = servers.rebuild(computeContext(request), server, {
        imageRef: argument.imageRef,
        ...(typeof argument.name === 'string' ? { name: argument.name } : {}),
        ...(typeof argument.adminPass === 'string' ? { adminPass: argument.adminPass } : {}),
        ...(isMetadata(argument.metadata) ? { metadata: argument.metadata } : {}),
        ...(argument.key_name === null || typeof argument.key_name === 'string'
          ? { keyName: argument.key_name }
          : {}),
        ...(argument.description === null || typeof argument.description === 'string'
          ? { description: argument.description }
          : {}),
      });
      if ('status' in result) return sendFailure(reply, result);
      return reply.code(202).send({
        server: {
          ...options.view(request, server),
          adminPass: result.adminPass,
          // 2.57 answers the server's user data with a rebuild.
          ...(atLeast(request, '2.57') ? { user_data: server.userData } : {}),
        },
      });
    },
    changePassword: (argument, request, reply, server) => {
      if (!isObject(argument) || typeof argument.adminPass !== 'string') {
        return invalidInput(reply, 'changePassword', "'adminPass' is a required property");
      }
      return accepted(reply, servers.changePassword(computeContext(request), server));
    },
    createImage: (argument, request, reply, server) => {
      if (!isObject(argument) || !isServerName(argument.name)) {
        return invalidInput(reply, 'createImage', "'name' is a required property");
      }
      if (argument.metadata !== undefined && !isMetadata(argument.metadata)) {
        return invalidInput(reply, 'createImage/metadata', 'metadata must map strings to strings');
      }
      const result = servers.createImage(computeContext(request), server, {
        name: argument.name,
        metadata: isMetadata(argument.metadata) ? argument.metadata : {},
      });
      if ('status' in result) return sendFailure(reply, result);
      const location = `${computeRoot(request).replace(/\/compute$/, '/image')}/v2/images/${result.imageId}`;
      reply.code(202).header('Location', location);
      // 2.45 moved the image id from the Location header into the body.
      return atLeast(request, '2.45') ? reply.send({ image_id: result.imageId }) : reply.send();
    },
    // Nova's create_backup schema: name, backup_type and rotation (a non-negative integer, or a
    // string of digits) required, metadata optional, nothing else.
    createBackup: (argument, request, reply, server) => {
      if (!isObject(argument)) {
        return invalidInput(reply, 'createBackup', "'createBackup' must be an object");
      }
      for (const key of ['name', 'backup_type', 'rotation']) {
        if (!(key in argument))
          return invalidInput(reply, 'createBackup', `'${key}' is a required property`);
      }
      const unexpected = Object.keys(argument).filter(
        (key) => !['name', 'backup_type', 'rotation', 'metadata'].includes(key),
      );
      if (unexpected.length > 0) {
        return invalidInput(
          reply,
          'createBackup',
          `Additional properties are not allowed (${unexpected.map((key) => `'${key}'`).join(', ')} ${unexpected.length === 1 ? 'was' : 'were'} unexpected)`,
        );
      }
      if (!isServerName(argument.name)) {
        return invalidInput(
          reply,
          'name',
          `Value: ${JSON.stringify(argument.name)}. Invalid name.`,
        );
      }
      if (typeof argument.backup_type !== 'string') {
        return invalidInput(
          reply,
          'backup_type',
          `Value: ${JSON.stringify(argument.backup_type)}. ${JSON.stringify(argument.backup_type)} is not of type 'string'`,
        );
      }
      const rotation = argument.rotation;
      const rotationText = JSON.stringify(rotation);
      if (
        typeof rotation === 'number' ? !Number.isInteger(rotation) : typeof rotation !== 'string'
      ) {
        return invalidInput(
          reply,
          'rotation',
          `Value: ${rotationText}. ${rotationText} is not of type 'integer', 'string'`,
        );
      }
      if (typeof rotation === 'string' && !/^[0-9]+$/.test(rotation)) {
        return invalidInput(
          reply,
          'rotation',
          `Value: ${rotation}. '${rotation}' does not match '^[0-9]*$'`,
        );
      }
      if (Number(rotation) < 0) {
        return invalidInput(
          reply,
          'rotation',
          `Value: ${rotation}. ${rotation} is less than the minimum of 0`,
        );
      }
      if (argument.metadata !== undefined && !isMetadata(argument.metadata)) {
        return invalidInput(reply, 'createBackup/metadata', 'metadata must map strings to strings');
      }
      const rotate = Number(rotation);
      const result = servers.createBackup(computeContext(request), server, {
        name: argument.name,
        backupType: argument.backup_type,
        rotation: rotate,
        metadata: isMetadata(argument.metadata) ? argument.metadata : {},
      });
      if ('status' in result) return sendFailure(reply, result);
      reply.code(202);
      // 2.45 answers the image id in the body; before, a Location header, and only when the
      // backup is kept (rotation > 0), as Nova.
      if (atLeast(request, '2.45')) return reply.send({ image_id: result.imageId });
      if (rotate > 0) {
        reply.header(
          'Location',
          `${computeRoot(request).replace(/\/compute$/, '/image')}/v2/images/${result.imageId}`,
        );
      }
      return reply.send();
    },
    addSecurityGroup: (argument, request, reply, server) => {
      if (!isObject(argument) || typeof argument.name !== 'string' || argument.name === '') {
        return invalidInput(reply, 'addSecurityGroup', "'name' is a required property");
      }
      const context = computeContext(request);
      const outcome = deps.networks.addServerSecurityGroup(
        context.region,
        context.projectId,
        server.id,
        argument.name,
      );
      if (outcome === 'not_found') {
        return reply
          .code(404)
          .send(
            novaFault(
              404,
              `Security group ${argument.name} not found for project ${context.projectId}.`,
            ),
          );
      }
      if (outcome === 'already_member') {
        return reply
          .code(400)
          .send(
            novaFault(
              400,
              `Security group ${argument.name} is already associated with the instance ${server.id}`,
            ),
          );
      }
      servers.recordAction(context, server, 'addSecurityGroup');
      return reply.code(202).send();
    },
    removeSecurityGroup: (argument, request, reply, server) => {
      if (!isObject(argument) || typeof argument.name !== 'string' || argument.name === '') {
        return invalidInput(reply, 'removeSecurityGroup', "'name' is a required property");
      }
      const context = computeContext(request);
      const outcome = deps.networks.removeServerSecurityGroup(
        context.region,
        context.projectId,
        server.id,
        argument.name,
      );
      if (outcome === 'not_found') {
        return reply
          .code(404)
          .send(
            novaFault(
              404,
              `Security group ${argument.name} not found for project ${context.projectId}.`,
            ),
          );
      }
      if (outcome === 'not_member') {
        return reply
          .code(400)
          .send(novaFault(400, `Security group ${argument.name} not assigned to the instances`));
      }
      servers.recordAction(context, server, 'removeSecurityGroup');
      return reply.code(202).send();
    },
    'os-getVNCConsole': (argument, request, reply, server) => {
      // Nova serves the legacy console action only up to 2.5 (remote-consoles replaced it).
      if (atLeast(request, '2.6')) {
        const version = request.microversion;
        return reply
          .code(404)
          .send(
            novaFault(
              404,
              `API version ${version?.major ?? 2}.${version?.minor ?? 1} is not supported on this method.`,
            ),
          );
      }
      if (!isObject(argument) || (argument.type !== 'novnc' && argument.type !== 'xvpvnc')) {
        return invalidInput(reply, 'os-getVNCConsole/type', "'type' must be novnc or xvpvnc");
      }
      // Nova refuses a console only before the server has a host and while it is deleted or
      // migrated; a stopped server's console opens (it shows the machine powered off).
      if (
        server.vmState === 'building' ||
        server.taskState === 'deleting' ||
        server.taskState === 'migrating'
      ) {
        return reply.code(409).send(novaFault(409, `Instance ${server.id} is not ready yet.`));
      }
      const context = computeContext(request);
      const { token } = deps.consoles.createToken({
        serverId: server.id,
        region: context.region,
        projectId: context.projectId,
      });
      return {
        console: { type: argument.type, url: consoleUrl(request, deps, context.region, token) },
      };
    },
  };

  app.post<{ Params: ServerParams }>(
    `${options.base}/:serverId/action`,
    { preHandler: options.preHandler },
    async (request, reply) => {
      const body = request.body;
      if (!isObject(body) || Object.keys(body).length !== 1) {
        return reply.code(400).send(novaFault(400, 'Malformed request body'));
      }
      const [name] = Object.keys(body) as [string];
      const handler = Object.hasOwn(actions, name) ? actions[name] : undefined;
      if (handler === undefined) {
        return reply
          .code(404)
          .send(novaFault(404, `There is no such action: ${name.slice(0, 100)}`));
      }
      const server = options.ownServer(request, reply);
      if (server === undefined) return reply;
      return handler(body[name], request, reply, server);
    },
  );
}

/**
 * The noVNC page URL Nova hands out (`…/vnc_auto.html?path=<websocket path with token>`), on the
 * sandbox's own origin; the SDK rewrites the host to the API's (§7).
 *
 * @example
 * consoleUrl(request, deps, 'eu-west2', token); // 'http://h/cloud/eu-west2/console/vnc_auto.html?path=%2Fcloud%2Feu-west2%2Fconsole%2Fwebsockify%3Ftoken%3D…'
 */
export function consoleUrl(
  request: FastifyRequest,
  deps: ComputeDeps,
  region: string,
  token: string,
): string {
  const origin = computeRoot(request).replace(/\/cloud\/[^/]+\/compute$/, '');
  const path = deps.consoles.websocketPath(region, token);
  return `${origin}/cloud/${encodeURIComponent(region)}/console/vnc_auto.html?path=${encodeURIComponent(path)}`;
}
