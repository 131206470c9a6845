import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
} from 'fastify';
import { novaFault } from '../shared/errors.ts';
import { atLeast } from '../shared/microversion.ts';
import { isRelayedFailure, type ComputeDeps, type ServerPort } from './deps.ts';
import {
  computeContext,
  findCallerServer,
  invalidInput,
  isObject,
  sendFailure,
  type ServerParams,
} from './http.ts';
import { consoleUrl } from './serverActions.ts';
import type { ServersService } from './serversService.ts';
import type { InstanceActionRecord, ServersStore } from './serversStore.ts';

/** Options of {@link serverResourceRoutes}. */
export interface ServerResourceRoutesOptions {
  servers: ServersService;
  store: ServersStore;
  deps: ComputeDeps;
  guard: preHandlerHookHandler[];
}

function interfaceView(port: ServerPort, withTag: boolean) {
  return {
    fixed_ips: port.fixedIps.map((ip) => ({ ip_address: ip.ipAddress, subnet_id: ip.subnetId })),
    mac_addr: port.macAddress,
    net_id: port.networkId,
    port_id: port.portId,
    port_state: port.status,
    ...(withTag ? { tag: null } : {}),
  };
}

/** Nova's time in instance actions: microseconds, no zone (`2026-11-21T10:00:00.123000`). */
function actionTime(iso: string | null): string | null {
  return iso === null ? null : `${iso.slice(0, 23)}000`;
}

function actionView(action: InstanceActionRecord, request: FastifyRequest) {
  return {
    action: action.action,
    instance_uuid: action.serverId,
    message: action.message,
    project_id: action.projectId,
    request_id: action.requestId,
    start_time: actionTime(action.startTime),
    user_id: action.userId,
    ...(atLeast(request, '2.58')
      ? { updated_at: actionTime(action.finishTime ?? action.startTime) }
      : {}),
  };
}

/** The event Nova's compute records for each action (its `compute_<method>` wrapper name). */
const EVENTS: Record<string, string> = {
  create: 'compute__do_build_and_run_instance',
  stop: 'compute_stop_instance',
  start: 'compute_start_instance',
  reboot: 'compute_reboot_instance',
  resize: 'compute_prep_resize',
  confirmResize: 'compute_confirm_resize',
  revertResize: 'compute_revert_resize',
  rebuild: 'compute_rebuild_instance',
  changePassword: 'compute_set_admin_password',
  createImage: 'compute_snapshot_instance',
  delete: 'compute_terminate_instance',
  attach_interface: 'compute_attach_interface',
  detach_interface: 'compute_detach_interface',
  attach_volume: 'compute_attach_volume',
  detach_volume: 'compute_detach_volume',
};

/**
 * A server's sub-resources in the emulated Nova: interfaces (`os-interface`, through the
 * network service), volume attachments (`os-volume_attachments`, through the volume service),
 * remote consoles (`remote-consoles`, through the console service) and instance actions
 * (`os-instance-actions`).
 *
 * @example
 * await app.register(serverResourceRoutes, { servers, store, deps, guard: [auth, negotiate] });
 */
export const serverResourceRoutes: FastifyPluginAsync<ServerResourceRoutesOptions> = async (
  app,
  options,
) => {
  const { servers, deps } = options;
  const preHandler = options.guard;
  const base = '/cloud/:region/compute/v2.1/servers/:serverId';

  const ownServer = (request: FastifyRequest<{ Params: ServerParams }>, reply: FastifyReply) =>
    findCallerServer(servers, request, reply);

  // Interfaces.
  app.get<{ Params: ServerParams }>(
    `${base}/os-interface`,
    { preHandler },
    async (request, reply) => {
      const server = ownServer(request, reply);
      if (server === undefined) return reply;
      const withTag = atLeast(request, '2.70');
      return {
        interfaceAttachments: deps.networks
          .serverPorts(server.region, server.id)
          .map((port) => interfaceView(port, withTag)),
      };
    },
  );
  app.get<{ Params: ServerParams & { portId: string } }>(
    `${base}/os-interface/:portId`,
    { preHandler },
    async (request, reply) => {
      const server = ownServer(request, reply);
      if (server === undefined) return reply;
      const port = deps.networks
        .serverPorts(server.region, server.id)
        .find((item) => item.portId === request.params.portId);
      if (port === undefined) {
        return reply
          .code(404)
          .send(novaFault(404, `Port ${request.params.portId.slice(0, 255)} is not attached`));
      }
      return { interfaceAttachment: interfaceView(port, atLeast(request, '2.70')) };
    },
  );
  app.post<{ Params: ServerParams }>(
    `${base}/os-interface`,
    { preHandler },
    async (request, reply) => {
      const body = request.body;
      const input =
        isObject(body) && isObject(body.interfaceAttachment) ? body.interfaceAttachment : undefined;
      if (
        input === undefined ||
        (typeof input.net_id !== 'string' && typeof input.port_id !== 'string')
      ) {
        return invalidInput(
          reply,
          'interfaceAttachment',
          "one of 'net_id' or 'port_id' is required",
        );
      }
      const server = ownServer(request, reply);
      if (server === undefined) return reply;
      if (!['active', 'stopped', 'paused'].includes(server.vmState) || server.taskState !== null) {
        return reply
          .code(409)
          .send(
            novaFault(
              409,
              `Cannot 'attach_interface' instance ${server.id} while it is in vm_state ${server.vmState}`,
            ),
          );
      }
      const context = computeContext(request);
      const fixedIps = Array.isArray(input.fixed_ips) ? input.fixed_ips : [];
      const firstIp =
        isObject(fixedIps[0]) && typeof fixedIps[0].ip_address === 'string'
          ? fixedIps[0].ip_address
          : undefined;
      const port = deps.networks.attachServerPort({
        region: context.region,
        projectId: context.projectId,
        serverId: server.id,
        ...(typeof input.net_id === 'string' ? { networkId: input.net_id } : {}),
        ...(typeof input.port_id === 'string' ? { portId: input.port_id } : {}),
        ...(firstIp === undefined ? {} : { fixedIp: firstIp }),
        securityGroupNames: deps.networks.serverSecurityGroupNames(server.region, server.id),
      });
      if (isRelayedFailure(port)) return sendFailure(reply, port);
      servers.recordAction(context, server, 'attach_interface');
      return { interfaceAttachment: interfaceView(port, atLeast(request, '2.70')) };
    },
  );
  app.delete<{ Params: ServerParams & { portId: string } }>(
    `${base}/os-interface/:portId`,
    { preHandler },
    async (request, reply) => {
      const server = ownServer(request, reply);
      if (server === undefined) return reply;
      if (!deps.networks.detachServerPort(server.region, server.id, request.params.portId)) {
        return reply
          .code(404)
          .send(novaFault(404, `Port ${request.params.portId.slice(0, 255)} is not attached`));
      }
      servers.recordAction(computeContext(request), server, 'detach_interface');
      return reply.code(202).send();
    },
  );

  // Volume attachments.
  function attachmentView(
    serverId: string,
    attachment: { attachmentId: string; volumeId: string; device: string },
    request: FastifyRequest,
  ) {
    return {
      device: attachment.device,
      id: attachment.volumeId,
      serverId,
      volumeId: attachment.volumeId,
      ...(atLeast(request, '2.70') ? { tag: null } : {}),
      ...(atLeast(request, '2.79') ? { delete_on_termination: false } : {}),
    };
  }
  app.get<{ Params: ServerParams }>(
    `${base}/os-volume_attachments`,
    { preHandler },
    async (request, reply) => {
      const server = ownServer(request, reply);
      if (server === undefined) return reply;
      return {
        volumeAttachments: deps.volumes
          .attachmentsOf(server.region, server.id)
          .map((attachment) => attachmentView(server.id, attachment, request)),
      };
    },
  );
  app.post<{ Params: ServerParams }>(
    `${base}/os-volume_attachments`,
    { preHandler },
    async (request, reply) => {
      const body = request.body;
      const input =
        isObject(body) && isObject(body.volumeAttachment) ? body.volumeAttachment : undefined;
      if (input === undefined || typeof input.volumeId !== 'string') {
        return invalidInput(reply, 'volumeAttachment', "'volumeId' is a required property");
      }
      if (
        input.device !== undefined &&
        input.device !== null &&
        (typeof input.device !== 'string' || !/^\/dev\/[a-z]{2,4}[a-z]$/.test(input.device))
      ) {
        return invalidInput(reply, 'volumeAttachment/device', 'device must look like /dev/vdb');
      }
      const server = ownServer(request, reply);
      if (server === undefined) return reply;
      if (!['active', 'stopped', 'paused'].includes(server.vmState) || server.taskState !== null) {
        return reply
          .code(409)
          .send(
            novaFault(
              409,
              `Cannot 'attach_volume' instance ${server.id} while it is in vm_state ${server.vmState}`,
            ),
          );
      }
      const context = computeContext(request);
      const attached = deps.volumes.attach({
        region: context.region,
        projectId: context.projectId,
        volumeId: input.volumeId,
        serverId: server.id,
        ...(typeof input.device === 'string' ? { device: input.device } : {}),
      });
      if (isRelayedFailure(attached)) return sendFailure(reply, attached);
      servers.recordAction(context, server, 'attach_volume');
      return {
        volumeAttachment: attachmentView(
          server.id,
          { ...attached, volumeId: input.volumeId },
          request,
        ),
      };
    },
  );
  app.delete<{ Params: ServerParams & { volumeId: string } }>(
    `${base}/os-volume_attachments/:volumeId`,
    { preHandler },
    async (request, reply) => {
      const server = ownServer(request, reply);
      if (server === undefined) return reply;
      const context = computeContext(request);
      const detached = deps.volumes.detach({
        region: context.region,
        projectId: context.projectId,
        volumeId: request.params.volumeId,
        serverId: server.id,
      });
      if (detached !== true) return sendFailure(reply, detached);
      servers.recordAction(context, server, 'detach_volume');
      return reply.code(202).send();
    },
  );

  // Remote consoles (2.6+).
  app.post<{ Params: ServerParams }>(
    `${base}/remote-consoles`,
    { preHandler },
    async (request, reply) => {
      if (!atLeast(request, '2.6')) {
        return reply.code(404).send(novaFault(404, 'The resource could not be found.'));
      }
      const body = request.body;
      const input =
        isObject(body) && isObject(body.remote_console) ? body.remote_console : undefined;
      if (input === undefined || input.protocol !== 'vnc' || input.type !== 'novnc') {
        return invalidInput(
          reply,
          'remote_console',
          "the emulator's consoles are protocol 'vnc', type 'novnc'",
        );
      }
      const server = ownServer(request, reply);
      if (server === undefined) return reply;
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
        remote_console: {
          protocol: 'vnc',
          type: 'novnc',
          url: consoleUrl(request, deps, context.region, token),
        },
      };
    },
  );

  // Instance actions.
  app.get<{ Params: ServerParams }>(
    `${base}/os-instance-actions`,
    { preHandler },
    async (request, reply) => {
      const server = ownServer(request, reply);
      if (server === undefined) return reply;
      return {
        instanceActions: options.store
          .listActions(server.id)
          .map((action) => actionView(action, request)),
      };
    },
  );
  app.get<{ Params: ServerParams & { requestId: string } }>(
    `${base}/os-instance-actions/:requestId`,
    { preHandler },
    async (request, reply) => {
      const server = ownServer(request, reply);
      if (server === undefined) return reply;
      const action = options.store.findAction(server.id, request.params.requestId);
      if (action === undefined) {
        return reply
          .code(404)
          .send(
            novaFault(
              404,
              `Action for request_id ${request.params.requestId.slice(0, 255)} on instance ${server.id} not found`,
            ),
          );
      }
      return {
        instanceAction: {
          ...actionView(action, request),
          events: [
            {
              event: EVENTS[action.action] ?? `compute_${action.action}`,
              start_time: actionTime(action.startTime),
              finish_time: actionTime(action.finishTime),
              result: action.result,
              ...(atLeast(request, '2.62') ? { hostId: '' } : {}),
            },
          ],
        },
      };
    },
  );
};
