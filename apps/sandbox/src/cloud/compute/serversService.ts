import { createHash, randomInt } from 'node:crypto';
import type { NovaServerCreate } from '@cloud-portal/cloud-sdk/compute';
import type { Platform } from '../../platform/module.ts';
import {
  BLOCKED_FOR_BALANCE,
  isRelayedFailure,
  type ComputeDeps,
  type RelayedFailure,
} from './deps.ts';
import type { KeypairsStore } from './keypairsStore.ts';
import {
  dueSteps,
  novaStatus,
  planSteps,
  refusal,
  type PlanName,
  type ServerOperation,
  type ServerStep,
} from './serverStates.ts';
import type { EmbeddedFlavor, ServerRecord, ServersStore } from './serversStore.ts';
import type { FlavorRecord, FlavorsStore } from './store.ts';

/** Nova's default quota (SPEC §3 Quota defaults) that the emulator enforces per project and region. */
export const NOVA_DEFAULT_QUOTA = {
  instances: 10,
  cores: 20,
  ram: 51200,
  key_pairs: 100,
  metadata_items: 128,
  server_groups: 10,
  server_group_members: 10,
  injected_files: 5,
  injected_file_content_bytes: 10240,
  injected_file_path_bytes: 255,
} as const;

/** Who asks, where: the caller's token and the request. */
export interface ComputeContext {
  region: string;
  projectId: string;
  userId: string;
  requestId: string;
  /** The token's names and roles, which Nova writes into a snapshot's properties. */
  userName?: string;
  projectName?: string;
  roles?: readonly string[];
}

/** A refusal with Nova's status and message. */
export interface ComputeFailure {
  status: 400 | 403 | 404 | 409 | 413;
  message: string;
}

/** A validated create request (the routes check the JSON's shape first). */
export interface CreateServerRequest {
  server: NovaServerCreate;
}

/** What the create call answers. */
export interface CreatedServer {
  server: ServerRecord;
  adminPass: string;
}

/** Live usage of the project's quota in a region. */
export interface QuotaUsage {
  instances: number;
  cores: number;
  ram: number;
  keyPairs: number;
}

/** A server as billing reads it (what a customer owes for it). */
export interface BilledServer {
  id: string;
  projectId: string;
  region: string;
  name: string;
  flavorId: string;
  vmState: string;
  createdAt: string;
  /** Null until the build finished (a failed build never launched). */
  launchedAt: string | null;
  deletedAt: string | null;
}

/** A server to seed already ACTIVE (`SANDBOX_DEMO_SERVERS`): no build, no quota. */
export interface SeededServerSpec {
  region: string;
  name: string;
  flavorId: string;
  imageId: string;
  /** The shared network its one port is made on. */
  networkId: string;
  /** When it was created; it was launched 4 s later and has run since. */
  createdAt: Date;
  /** Its metadata (the portal's create sets `os_distro`, §3 systemName); none when omitted. */
  metadata?: Readonly<Record<string, string>>;
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A root password as Nova generates one (12 characters, no look-alikes). */
function generatePassword(): string {
  return Array.from(
    { length: 12 },
    () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
  ).join('');
}

/**
 * The host name Nova derives from a display name: lower case, runs of other characters as one
 * dash, at most 63 characters; `Server-<id>` when nothing is left.
 *
 * @example
 * hostnameFromName('Web Server #1', 'f5dc…'); // 'web-server-1'
 */
export function hostnameFromName(name: string, serverId: string): string {
  const cleaned = name
    .toLowerCase()
    .replace(/[^a-z0-9.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 63)
    .replace(/[-.]+$/, '');
  return cleaned === '' ? `Server-${serverId}` : cleaned;
}

function embed(flavor: FlavorRecord): EmbeddedFlavor {
  return {
    id: flavor.id,
    name: flavor.name,
    vcpus: flavor.vcpus,
    ramMb: flavor.ramMb,
    diskGb: flavor.diskGb,
  };
}

/**
 * Nova's `hostId`: an opaque per-project digest of the host (sha224 of project id + host), so
 * two servers of one project on one host share it and other projects learn nothing.
 *
 * @example
 * hostIdOf('6f70…', 'compute-1.eu-west2'); // '92154fab69d5883ba2c8622b7e65f745dd33257221c07af363c51b29'-like
 */
export function hostIdOf(projectId: string, host: string): string {
  return createHash('sha224')
    .update(projectId + host)
    .digest('hex');
}

function hostFor(serverId: string, region: string): string {
  const index = (createHash('sha256').update(serverId).digest()[0] ?? 0) % 4;
  return `compute-${index + 1}.${region}`;
}

/**
 * The emulated Nova's servers: create, the state machine of every action on the sandbox clock,
 * and what the other services read (console, metrics). Transitions are stored as steps with
 * their due times and applied on every read (so they survive restarts), and a scheduler job at
 * each plan's end applies them even when nobody reads (events reach billing on time).
 *
 * @example
 * const servers = serversService(platform, { servers: serversStore(db), flavors, keypairs, deps });
 * const created = servers.create(context, { server: { name: 'web-1', imageRef, flavorRef, networks } });
 */
export function serversService(
  platform: Platform,
  stores: {
    servers: ServersStore;
    flavors: FlavorsStore;
    keypairs: KeypairsStore;
    deps: ComputeDeps;
  },
) {
  const { servers, flavors, keypairs, deps } = stores;

  function scheduleEnd(server: ServerRecord): void {
    const last = server.steps[server.steps.length - 1];
    if (last === undefined) return;
    platform.scheduler.schedule(new Date(last.at), () => void refresh(server.region, server.id), {
      name: `server ${server.id} → ${last.vmState}`,
    });
  }

  function applyEffect(server: ServerRecord, step: ServerStep): void {
    switch (step.effect) {
      case 'launched':
      case 'rebuilt':
        server.launchedAt = step.at;
        break;
      case 'failed':
        server.fault = {
          code: 500,
          message:
            step.faultMessage ?? 'No valid host was found. There are not enough hosts available.',
          created: step.at,
        };
        deps.networks.releaseServerPorts(server.region, server.id);
        break;
      case 'resized': {
        const target = step.flavorId === undefined ? undefined : flavors.find(step.flavorId);
        if (target !== undefined) {
          server.oldFlavor = server.flavor;
          server.flavor = embed(target);
        }
        break;
      }
      case 'confirmed':
        server.oldFlavor = null;
        break;
      case 'reverted':
        if (server.oldFlavor !== null) server.flavor = server.oldFlavor;
        server.oldFlavor = null;
        break;
      case 'deleted':
        server.deletedAt = step.at;
        server.terminatedAt = step.at;
        deps.networks.releaseServerPorts(server.region, server.id);
        deps.volumes.detachAll(server.region, server.id);
        platform.events.publish('server.deleted', {
          serverId: server.id,
          projectId: server.projectId,
          region: server.region,
          deletedAt: step.at,
        });
        break;
      case undefined:
        break;
      default:
        step.effect satisfies never;
    }
  }

  /** Applies the steps that are due; writes the server back when something changed. */
  function advance(server: ServerRecord): ServerRecord {
    const { due, pending } = dueSteps(server.steps, platform.now());
    if (due.length === 0) return server;
    for (const step of due) {
      const wasRunning = server.powerState === 1;
      server.vmState = step.vmState;
      server.taskState = step.taskState;
      server.powerState = step.powerState;
      if (!wasRunning && step.powerState === 1) servers.openPowerInterval(server.id, step.at);
      if (wasRunning && step.powerState !== 1) servers.closePowerInterval(server.id, step.at);
      applyEffect(server, step);
      server.updatedAt = step.at;
    }
    server.steps = pending;
    if (pending.length === 0) {
      const last = due[due.length - 1];
      const result = last?.effect === 'failed' ? 'Error' : 'Success';
      for (const action of servers.openActions(server.id)) {
        servers.finishAction(action.requestId, last?.at ?? server.updatedAt, result);
      }
    }
    servers.update(server);
    return server;
  }

  function refresh(region: string, id: string): ServerRecord | undefined {
    return platform.db.transaction(() => {
      const server = servers.find(region, id);
      return server === undefined ? undefined : advance(server);
    })();
  }

  function startPlan(
    server: ServerRecord,
    plan: PlanName,
    context: ComputeContext,
    action: string,
    extra: Partial<ServerStep> = {},
  ): void {
    const now = platform.now();
    const steps = planSteps(plan, now, server).map((step, index, all) =>
      index === all.length - 1 ? { ...step, ...extra } : step,
    );
    server.steps = steps;
    servers.insertAction({
      requestId: context.requestId,
      serverId: server.id,
      action,
      projectId: context.projectId,
      userId: context.userId,
      startTime: now.toISOString(),
      finishTime: null,
      result: null,
      message: null,
    });
    // Saved even when no step is due yet (a confirm's first step is 1 s away).
    servers.update(advance(server));
    scheduleEnd(server);
  }

  function usage(region: string, projectId: string): QuotaUsage {
    const live = servers.listByProject(region, projectId);
    return {
      instances: live.length,
      cores: live.reduce((sum, server) => sum + server.flavor.vcpus, 0),
      ram: live.reduce((sum, server) => sum + server.flavor.ramMb, 0),
      keyPairs: 0,
    };
  }

  /** Nova's 403 for a quota that a request would exceed (the first resource over, in Nova's order). */
  function quotaFailure(
    region: string,
    projectId: string,
    wanted: { instances: number; cores: number; ram: number },
  ): ComputeFailure | undefined {
    const used = usage(region, projectId);
    const checks = [
      ['instances', wanted.instances, used.instances, NOVA_DEFAULT_QUOTA.instances],
      ['cores', wanted.cores, used.cores, NOVA_DEFAULT_QUOTA.cores],
      ['ram', wanted.ram, used.ram, NOVA_DEFAULT_QUOTA.ram],
    ] as const;
    for (const [resource, requested, inUse, limit] of checks) {
      if (requested > 0 && inUse + requested > limit) {
        return {
          status: 403,
          message: `Quota exceeded for ${resource}: Requested ${requested}, but already used ${inUse} of ${limit} ${resource}`,
        };
      }
    }
    return undefined;
  }

  function create(
    context: ComputeContext,
    request: CreateServerRequest,
  ): CreatedServer | ComputeFailure {
    if (deps.billing?.blocksProject(context.projectId) === true)
      return { status: 403, message: BLOCKED_FOR_BALANCE };
    const input = request.server;
    const flavor = flavors.find(input.flavorRef);
    if (flavor === undefined) {
      return { status: 400, message: `Flavor ${input.flavorRef} could not be found.` };
    }
    const image = deps.images.findBootable(context.region, context.projectId, input.imageRef);
    if (image === undefined) {
      return { status: 400, message: `Image ${input.imageRef} could not be found.` };
    }
    if (image.minDiskGb > flavor.diskGb) {
      return {
        status: 400,
        message: `Flavor's disk is smaller than the minimum size specified in image metadata. Flavor disk is ${flavor.diskGb * 1024 ** 3} bytes, minimum size is ${image.minDiskGb * 1024 ** 3} bytes.`,
      };
    }
    if (image.minRamMb > flavor.ramMb) {
      return { status: 400, message: "Flavor's memory is too small for requested image." };
    }
    if (
      input.key_name !== undefined &&
      keypairs.find(context.region, context.userId, input.key_name) === undefined
    ) {
      return { status: 400, message: 'Invalid key_name provided.' };
    }
    const groupNames = (input.security_groups ?? [{ name: 'default' }]).map((group) => group.name);
    for (const name of groupNames) {
      if (!deps.networks.securityGroupExists(context.region, context.projectId, name)) {
        return {
          status: 400,
          message: `Unable to find security_group with name or id '${name}'`,
        };
      }
    }
    if (input.networks === 'auto') {
      return {
        status: 400,
        message: `Unable to automatically allocate a network for project ${context.projectId}`,
      };
    }
    const metadata = input.metadata ?? {};
    if (Object.keys(metadata).length > NOVA_DEFAULT_QUOTA.metadata_items) {
      return { status: 403, message: 'Quota exceeded for metadata_items: too many items' };
    }
    const requestedNetworks = input.networks === 'none' ? [] : input.networks;
    const quota = quotaFailure(context.region, context.projectId, {
      instances: 1,
      cores: flavor.vcpus,
      ram: flavor.ramMb,
    });
    if (quota !== undefined) return quota;

    return platform.db.transaction((): CreatedServer | ComputeFailure => {
      const now = platform.now().toISOString();
      const id = platform.ids.uuid();
      const host = hostFor(id, context.region);
      const server: ServerRecord = {
        id,
        region: context.region,
        projectId: context.projectId,
        userId: context.userId,
        name: input.name,
        description: input.description ?? null,
        hostname: input.hostname ?? hostnameFromName(input.name, id),
        imageId: image.id,
        flavor: embed(flavor),
        oldFlavor: null,
        keyName: input.key_name ?? null,
        metadata: { ...metadata },
        tags: [...(input.tags ?? [])],
        userData: input.user_data ?? null,
        availabilityZone: input.availability_zone ?? 'nova',
        diskConfig: input['OS-DCF:diskConfig'] ?? 'MANUAL',
        accessIpv4: input.accessIPv4 ?? '',
        accessIpv6: input.accessIPv6 ?? '',
        host,
        vmState: 'building',
        taskState: 'scheduling',
        powerState: 0,
        fault: null,
        steps: [],
        createdAt: now,
        updatedAt: now,
        launchedAt: null,
        terminatedAt: null,
        deletedAt: null,
      };
      servers.insert(server);
      let failure: RelayedFailure | undefined;
      for (const network of requestedNetworks) {
        const port = deps.networks.attachServerPort({
          region: context.region,
          projectId: context.projectId,
          serverId: id,
          ...(network.uuid === undefined ? {} : { networkId: network.uuid }),
          ...(network.port === undefined ? {} : { portId: network.port }),
          ...(network.fixed_ip === undefined ? {} : { fixedIp: network.fixed_ip }),
          securityGroupNames: groupNames,
        });
        if (isRelayedFailure(port)) {
          // A network or port that does not exist is refused at the API; anything else (no
          // address left) fails the build, as Nova's compute does.
          if (port.status === 404 || port.status === 400) {
            throw new RefusedCreate({
              status: 400,
              message:
                network.port === undefined
                  ? `Network ${network.uuid ?? ''} could not be found.`
                  : `Port ${network.port} could not be found.`,
            });
          }
          failure = port;
          break;
        }
      }
      const plan: PlanName =
        failure !== undefined || servers.failBuilds(context.region) ? 'buildFailure' : 'build';
      startPlan(
        server,
        plan,
        context,
        'create',
        failure === undefined
          ? {}
          : { faultMessage: `Build of instance ${id} aborted: ${failure.message}` },
      );
      platform.events.publish('server.created', {
        serverId: id,
        projectId: context.projectId,
        region: context.region,
        flavorId: flavor.id,
        createdAt: now,
      });
      return { server, adminPass: input.adminPass ?? generatePassword() };
    })();
  }

  function guarded<T>(run: () => T): T | ComputeFailure {
    try {
      return run();
    } catch (error) {
      if (error instanceof RefusedCreate) return error.failure;
      throw error;
    }
  }

  /** A server as the metric service meters it: flavor and running intervals. */
  function metered(record: ServerRecord) {
    const server =
      record.deletedAt === null ? (refresh(record.region, record.id) ?? record) : record;
    return {
      serverId: server.id,
      projectId: server.projectId,
      region: server.region,
      name: server.name,
      createdAt: server.createdAt,
      deletedAt: server.deletedAt,
      flavor: {
        vcpus: server.flavor.vcpus,
        ramMb: server.flavor.ramMb,
        diskGb: server.flavor.diskGb,
      },
      running: servers.powerIntervals(server.id),
    };
  }

  /** Starts an operation's plan on a server, or answers Nova's 409. */
  function operate(
    context: ComputeContext,
    server: ServerRecord,
    operation: ServerOperation,
    plan: PlanName,
    action: string,
    extra: Partial<ServerStep> = {},
  ): ComputeFailure | undefined {
    const refused = refusal(operation, server.id, server);
    if (refused !== undefined) return { status: 409, message: refused };
    platform.db.transaction(() => startPlan(server, plan, context, action, extra))();
    return undefined;
  }

  return {
    /** A live server of the project (404s are the caller's: another project's id is unknown). */
    get(region: string, projectId: string, id: string): ServerRecord | undefined {
      const server = refresh(region, id);
      return server?.projectId === projectId ? server : undefined;
    },
    /** The project's live servers in the region, newest first, transitions applied. */
    list(region: string, projectId: string): ServerRecord[] {
      return platform.db.transaction(() =>
        servers.listByProject(region, projectId).map((server) => advance(server)),
      )();
    },
    create: (context: ComputeContext, request: CreateServerRequest) =>
      guarded(() => create(context, request)),
    quotaFailure,
    usage,
    update(
      server: ServerRecord,
      changes: Partial<
        Pick<
          ServerRecord,
          | 'name'
          | 'description'
          | 'hostname'
          | 'accessIpv4'
          | 'accessIpv6'
          | 'diskConfig'
          | 'metadata'
        >
      >,
    ): ServerRecord {
      Object.assign(server, changes, { updatedAt: platform.now().toISOString() });
      servers.update(server);
      return server;
    },
    start: (context: ComputeContext, server: ServerRecord) =>
      deps.billing?.blocksProject(server.projectId) === true
        ? { status: 403 as const, message: BLOCKED_FOR_BALANCE }
        : operate(context, server, 'start', 'start', 'start'),
    stop: (context: ComputeContext, server: ServerRecord) =>
      operate(context, server, 'stop', 'stop', 'stop'),
    reboot(context: ComputeContext, server: ServerRecord, type: 'SOFT' | 'HARD') {
      // A hard reboot may interrupt a soft one (Nova allows it from the rebooting states).
      if (type === 'HARD' && server.taskState !== null && server.taskState.startsWith('reboot')) {
        platform.db.transaction(() => startPlan(server, 'rebootHard', context, 'reboot'))();
        return undefined;
      }
      return operate(
        context,
        server,
        'reboot',
        type === 'HARD' ? 'rebootHard' : 'rebootSoft',
        'reboot',
      );
    },
    resize(context: ComputeContext, server: ServerRecord, flavorRef: string) {
      const target = flavors.find(flavorRef);
      if (target === undefined) {
        return { status: 400, message: `Flavor ${flavorRef} could not be found.` } as const;
      }
      if (target.id === server.flavor.id) {
        return { status: 400, message: 'When resizing, instances must change flavor!' } as const;
      }
      if (target.diskGb < server.flavor.diskGb) {
        return { status: 400, message: 'Resize error: Unable to resize disk down.' } as const;
      }
      const refused = refusal('resize', server.id, server);
      if (refused !== undefined) return { status: 409, message: refused } as const;
      const quota = quotaFailure(context.region, context.projectId, {
        instances: 0,
        cores: Math.max(0, target.vcpus - server.flavor.vcpus),
        ram: Math.max(0, target.ramMb - server.flavor.ramMb),
      });
      if (quota !== undefined) return quota;
      return operate(context, server, 'resize', 'resize', 'resize', { flavorId: target.id });
    },
    confirmResize(context: ComputeContext, server: ServerRecord) {
      if (server.vmState !== 'resized') {
        return { status: 400, message: 'Instance has not been resized.' } as const;
      }
      return operate(context, server, 'confirm_resize', 'confirmResize', 'confirmResize');
    },
    revertResize(context: ComputeContext, server: ServerRecord) {
      if (server.vmState !== 'resized') {
        return { status: 400, message: 'Instance has not been resized.' } as const;
      }
      return operate(context, server, 'revert_resize', 'revertResize', 'revertResize');
    },
    rebuild(
      context: ComputeContext,
      server: ServerRecord,
      input: {
        imageRef: string;
        name?: string;
        adminPass?: string;
        metadata?: Record<string, string>;
        keyName?: string | null;
        description?: string | null;
      },
    ): { adminPass: string } | ComputeFailure {
      const image = deps.images.findBootable(context.region, context.projectId, input.imageRef);
      if (image === undefined) {
        return { status: 400, message: `Image ${input.imageRef} could not be found.` };
      }
      if (image.minDiskGb > server.flavor.diskGb) {
        return { status: 400, message: "Flavor's disk is too small for requested image." };
      }
      if (
        input.keyName !== undefined &&
        input.keyName !== null &&
        keypairs.find(context.region, context.userId, input.keyName) === undefined
      ) {
        return { status: 400, message: 'Invalid key_name provided.' };
      }
      const refused = refusal('rebuild', server.id, server);
      if (refused !== undefined) return { status: 409, message: refused };
      server.imageId = image.id;
      if (input.name !== undefined) server.name = input.name;
      if (input.metadata !== undefined) server.metadata = { ...input.metadata };
      if (input.keyName !== undefined) server.keyName = input.keyName;
      if (input.description !== undefined) server.description = input.description;
      server.fault = null;
      platform.db.transaction(() => startPlan(server, 'rebuild', context, 'rebuild'))();
      return { adminPass: input.adminPass ?? generatePassword() };
    },
    changePassword: (context: ComputeContext, server: ServerRecord) =>
      operate(context, server, 'set_admin_password', 'setAdminPassword', 'changePassword'),
    createImage(
      context: ComputeContext,
      server: ServerRecord,
      input: { name: string; metadata: Record<string, string> },
    ): { imageId: string } | ComputeFailure {
      const refused = refusal('snapshot', server.id, server);
      if (refused !== undefined) return { status: 409, message: refused };
      return platform.db.transaction(() => {
        startPlan(server, 'snapshot', context, 'createImage');
        const last = server.steps[server.steps.length - 1];
        const image = deps.images.createSnapshot({
          region: server.region,
          projectId: server.projectId,
          name: input.name,
          serverId: server.id,
          baseImageId: server.imageId,
          minDiskGb: server.flavor.diskGb,
          // Nova records who took the snapshot in the image's properties.
          metadata: {
            ...input.metadata,
            user_id: context.userId,
            owner_user_name: context.userName ?? '',
            owner_project_name: context.projectName ?? '',
            boot_roles: (context.roles ?? []).join(','),
          },
          readyAt: new Date(last?.at ?? platform.now()),
        });
        return { imageId: image.id };
      })();
    },
    /**
     * Nova's createBackup: a snapshot image with `image_type: backup` and `backup_type`, then
     * the rotation of that server's backups of the type (see the image service). Nova refuses a
     * server that boots from a volume (400).
     */
    createBackup(
      context: ComputeContext,
      server: ServerRecord,
      input: {
        name: string;
        backupType: string;
        rotation: number;
        metadata: Record<string, string>;
      },
    ): { imageId: string } | ComputeFailure {
      const refused = refusal('backup', server.id, server);
      if (refused !== undefined) return { status: 409, message: refused };
      if (server.imageId === null)
        return { status: 400, message: 'Backup is not supported for volume-backed instances.' };
      return platform.db.transaction(() => {
        startPlan(server, 'backup', context, 'createBackup');
        const last = server.steps[server.steps.length - 1];
        const { image } = deps.images.createBackup({
          region: server.region,
          projectId: server.projectId,
          name: input.name,
          serverId: server.id,
          baseImageId: server.imageId,
          minDiskGb: server.flavor.diskGb,
          metadata: { ...input.metadata, user_id: context.userId },
          readyAt: new Date(last?.at ?? platform.now()),
          backupType: input.backupType,
          rotation: input.rotation,
        });
        return { imageId: image.id };
      })();
    },
    delete(context: ComputeContext, server: ServerRecord): void {
      if (server.taskState === 'deleting') return;
      platform.db.transaction(() => startPlan(server, 'delete', context, 'delete'))();
    },
    /** Records a finished action that has no state change of its own (attach, security groups). */
    recordAction(context: ComputeContext, server: ServerRecord, action: string): void {
      const at = platform.now().toISOString();
      servers.insertAction({
        requestId: context.requestId,
        serverId: server.id,
        action,
        projectId: context.projectId,
        userId: context.userId,
        startTime: at,
        finishTime: at,
        result: 'Success',
        message: null,
      });
    },
    /** Reschedules the end of every unfinished plan (the scheduler is in memory; call at start). */
    resumePending(): void {
      for (const server of servers.listWithSteps()) scheduleEnd(server);
    },
    /**
     * What the console draws for a server (the console module's lookup): name, host name,
     * image, status with transitions applied; undefined once deleted.
     */
    consoleTarget(serverId: string) {
      const record = servers.findAny(serverId);
      if (record === undefined || record.deletedAt !== null) return undefined;
      const server = refresh(record.region, serverId);
      if (server === undefined) return undefined;
      const image =
        server.imageId === null
          ? undefined
          : deps.images.findBootable(server.region, server.projectId, server.imageId);
      return {
        serverId: server.id,
        name: server.name,
        hostName: server.hostname,
        imageName: image?.name ?? 'linux',
        status: novaStatus(server),
        launchedAt: server.launchedAt,
      };
    },
    /** Gnocchi's view of the project's servers (deleted ones too), transitions applied. */
    meteredServers(region: string, projectId: string) {
      return servers.listHistory(region, projectId).map((record) => metered(record));
    },
    /** Gnocchi's view of one server, any project; undefined when unknown. */
    meteredServer(region: string, serverId: string) {
      const record = servers.findAny(serverId);
      return record === undefined || record.region !== region ? undefined : metered(record);
    },
    /**
     * What billing reads of the projects' servers in every region, newest first: the live ones
     * (transitions applied) and those deleted after `deletedAfter`. Unknown projects: none.
     */
    billedServers(projectIds: readonly string[], deletedAfter: Date): BilledServer[] {
      return platform.db.transaction(() =>
        servers
          .listOfProjects(projectIds, deletedAfter.toISOString())
          .map((record) => (record.deletedAt === null ? advance(record) : record))
          .map((server) => ({
            id: server.id,
            projectId: server.projectId,
            region: server.region,
            name: server.name,
            flavorId: server.flavor.id,
            vmState: server.vmState,
            createdAt: server.createdAt,
            launchedAt: server.launchedAt,
            deletedAt: server.deletedAt,
          })),
      )();
    },
    /** When the server was running (power state RUNNING), oldest first; `to` null while it runs. */
    runningIntervals: (serverId: string) => servers.powerIntervals(serverId),
    /**
     * Stops every live server of the projects that can be stopped now (ACTIVE, no task running),
     * as `os-stop` would, on behalf of billing (SPEC §6: a customer suspended for its balance
     * has its servers blocked; stopped, never deleted). Answers how many it stopped.
     */
    stopServersOf(projectIds: readonly string[]): number {
      let stopped = 0;
      for (const record of servers.listOfProjects(projectIds, platform.now().toISOString())) {
        if (record.deletedAt !== null) continue;
        const server = advance(record);
        if (refusal('stop', server.id, server) !== undefined) continue;
        const failed = operate(
          {
            region: server.region,
            projectId: server.projectId,
            userId: server.userId,
            requestId: platform.ids.requestId(),
          },
          server,
          'stop',
          'stop',
          'stop',
        );
        if (failed === undefined) stopped += 1;
      }
      return stopped;
    },
    /**
     * Inserts ACTIVE servers of the project directly (the demo data of `SANDBOX_DEMO_SERVERS`:
     * no build, no quota check, no events), each with one port on its network, a running interval
     * from its launch and a finished `create` action, in one transaction (a network without a
     * free address throws and rolls it all back). A spec whose flavor is unknown is skipped.
     * Answers how many it inserted.
     */
    seedActive(
      owner: { projectId: string; userId: string },
      specs: readonly SeededServerSpec[],
    ): number {
      return platform.db.transaction(() => {
        let inserted = 0;
        for (const spec of specs) {
          const flavor = flavors.find(spec.flavorId);
          if (flavor === undefined) continue;
          const id = platform.ids.uuid();
          const created = spec.createdAt.toISOString();
          const launched = new Date(spec.createdAt.getTime() + 4_000).toISOString();
          servers.insert({
            id,
            region: spec.region,
            projectId: owner.projectId,
            userId: owner.userId,
            name: spec.name,
            description: null,
            hostname: hostnameFromName(spec.name, id),
            imageId: spec.imageId,
            flavor: embed(flavor),
            oldFlavor: null,
            keyName: null,
            metadata: { ...spec.metadata },
            tags: [],
            userData: null,
            availabilityZone: 'nova',
            diskConfig: 'MANUAL',
            accessIpv4: '',
            accessIpv6: '',
            host: hostFor(id, spec.region),
            vmState: 'active',
            taskState: null,
            powerState: 1,
            fault: null,
            steps: [],
            createdAt: created,
            updatedAt: launched,
            launchedAt: launched,
            terminatedAt: null,
            deletedAt: null,
          });
          const port = deps.networks.attachServerPort({
            region: spec.region,
            projectId: owner.projectId,
            serverId: id,
            networkId: spec.networkId,
            securityGroupNames: [],
          });
          // The seeder picks networks with room: a failure here is a bug, and rolls back the lot.
          if (isRelayedFailure(port)) throw new Error(`Seeding ${spec.name}: ${port.message}`);
          servers.openPowerInterval(id, launched);
          servers.insertAction({
            requestId: platform.ids.requestId(),
            serverId: id,
            action: 'create',
            projectId: owner.projectId,
            userId: owner.userId,
            startTime: created,
            finishTime: launched,
            result: 'Success',
            message: null,
          });
          inserted += 1;
        }
        return inserted;
      })();
    },
    setFailBuilds: (region: string, on: boolean) => servers.setFailBuilds(region, on),
    failBuilds: (region: string) => servers.failBuilds(region),
  };
}

/** What {@link serversService} answers. */
export type ServersService = ReturnType<typeof serversService>;

/** Thrown inside the create transaction to roll it back with a refusal. */
class RefusedCreate extends Error {
  readonly failure: ComputeFailure;
  constructor(failure: ComputeFailure) {
    super(failure.message);
    this.failure = failure;
  }
}
