// The conformance scenario suite: the portal's cloud calls, through the SDK, against one cloud.
// Every step records what the cloud answered (status, body shape, error code, states seen), so
// two runs (the emulator and a real OpenStack) can be compared with compareTraces.
import {
  attachVolume,
  confirmResize,
  createServerImage,
  createKeypair,
  createRemoteConsole,
  createServer,
  deleteKeypair,
  deleteServer,
  detachVolume,
  getLimits,
  getQuotaSet,
  getServer,
  getServerMetadata,
  getServerPassword,
  listAllFlavors,
  listAllKeypairs,
  listAllServers,
  listInstanceActions,
  listServerInterfaces,
  rebootServer,
  rebuildServer,
  resizeServer,
  setServerMetadata,
  startServer,
  stopServer,
  type NovaServerStatus,
} from '@cloud-portal/cloud-sdk/compute';
import {
  createCloudClient,
  insertMiddleware,
  isCloudError,
  sendCloudRequest,
  type CloudClient,
  type CloudMiddleware,
} from '@cloud-portal/cloud-sdk/core';
import {
  createEc2Credential,
  createToken,
  listEc2Credentials,
} from '@cloud-portal/cloud-sdk/identity';
import { deleteImage, getImage, listAllImages } from '@cloud-portal/cloud-sdk/image';
import {
  addRouterInterface,
  createFloatingIp,
  createNetwork,
  createRouter,
  createSecurityGroup,
  createSecurityGroupRule,
  createSubnet,
  deleteFloatingIp,
  deleteNetwork,
  deleteRouter,
  deleteSecurityGroup,
  listAllNetworks,
  listAllPorts,
  listAllSubnets,
  listNetworkIpAvailabilities,
  removeRouterInterface,
} from '@cloud-portal/cloud-sdk/network';
import { listAllResources } from '@cloud-portal/cloud-sdk/metric';
import { createVolume, deleteVolume, getVolume } from '@cloud-portal/cloud-sdk/volume';
import { shapeOf, type Observation, type Trace } from './trace.ts';

/** A cloud to run the suite against: the sandbox's URL (emulator or proxy) and a project user. */
export interface Target {
  /** `emulator`, `real`... */
  readonly name: string;
  /** Origin of the sandbox serving `/cloud/{region}/…`. */
  readonly baseUrl: string;
  readonly region: string;
  readonly username: string;
  readonly password: string;
  /** Project to scope to (by name, in the user's domain); default: the user's default project. */
  readonly projectName?: string;
}

/** The public key every run imports (Nova's own sample key). */
export const CONFORMANCE_PUBLIC_KEY =
  'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQDx8nkQv/zgGgB4rMYmIf+6A4l6Rr+o/6lHBQdW5aYd44bd8JttDCE/F/pNRr0lRE+PiqSPO8nDPHw0010JeMH9gYgnnFlyY3/OcJ02RhIPyyxYpv9FhY+2YiUkpwFOcLImyrxEsYXpD/0d3ac30bNH6Sw9JD9UZHYcpSxsIbECHw== conformance';

/** Flavors both clouds have (the sandbox's plans; tooling/realstack seeds the same). */
export const SMALL_FLAVOR = 'bst.1c1g';
export const LARGER_FLAVOR = 'bst.1c2g';
/** A flavor whose RAM alone exceeds Nova's default quota (51200 MB): refused at create. */
export const OVER_QUOTA_FLAVOR = 'hl.16c64g';

interface Recorded {
  readonly status: number;
  readonly body: unknown;
}

/** Records the raw answer of every request (innermost in the chain: before errors are made). */
function recorder(into: Recorded[]): CloudMiddleware {
  return {
    name: 'conformance-recorder',
    async handle(request, next) {
      const response = await next(request);
      into.push({ status: response.status, body: response.body });
      return response;
    },
  };
}

/** Options of {@link runSuite}. */
export interface SuiteOptions {
  /** Progress lines. */
  readonly log?: (line: string) => void;
  /** Between polls of a state wait (ms). Default 500. */
  readonly pollMs?: number;
  readonly fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

/**
 * Runs the scenario suite against one cloud and answers its trace. The steps create and delete
 * their own key pair, server and volume (names carry the run's time), and clean up on failure.
 *
 * @example
 * const trace = await runSuite({ name: 'emulator', baseUrl: 'http://127.0.0.1:8080', region: 'eu-west2', username, password });
 */
export async function runSuite(target: Target, options: SuiteOptions = {}): Promise<Trace> {
  const log = options.log ?? (() => undefined);
  const pollMs = options.pollMs ?? 500;
  const recorded: Recorded[] = [];
  const observations: Observation[] = [];
  const base = {
    baseUrl: target.baseUrl,
    region: target.region,
    middleware: (defaults: readonly CloudMiddleware[]) =>
      insertMiddleware(defaults, recorder(recorded), 'last'),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const suffix = Date.now().toString(36);

  /** Runs one step; records the last response (or the error) under `step`. */
  async function step<T>(
    name: string,
    run: () => Promise<T>,
    shapeOfResult = true,
  ): Promise<T | undefined> {
    const before = recorded.length;
    try {
      const result = await run();
      const last = recorded.at(-1);
      observations.push({
        step: name,
        status: recorded.length > before ? (last?.status ?? 0) : 0,
        ...(shapeOfResult && recorded.length > before ? { shape: shapeOf(last?.body) } : {}),
      });
      log(`  ok    ${name}`);
      return result;
    } catch (error) {
      const last = recorded.at(-1);
      observations.push({
        step: name,
        status: recorded.length > before ? (last?.status ?? 0) : 0,
        ...(recorded.length > before ? { shape: shapeOf(last?.body) } : {}),
        error: isCloudError(error)
          ? { code: error.code, message: error.message }
          : { code: 'exception', message: String(error) },
      });
      log(
        `  error ${name}: ${isCloudError(error) ? `${error.status} ${error.message}` : String(error)}`,
      );
      return undefined;
    }
  }

  /** Polls a server until `until`, recording the statuses seen. */
  async function waitStep(
    name: string,
    client: CloudClient,
    serverId: string,
    until: NovaServerStatus,
    allowedStates: readonly NovaServerStatus[],
  ): Promise<void> {
    const states: string[] = [];
    const deadline = Date.now() + 180_000;
    let error: Observation['error'];
    for (;;) {
      let status: string;
      try {
        const server = await getServer(client, { serverId });
        status = server.status;
        if (states.at(-1) !== status) states.push(status);
        if (server.status === until && server['OS-EXT-STS:task_state'] === null) break;
        if (server.status === 'ERROR') {
          error = { code: 'server_error', message: server.fault?.message ?? 'ERROR' };
          break;
        }
      } catch (caught) {
        if (until === 'DELETED' && isCloudError(caught) && caught.status === 404) {
          states.push('DELETED');
          break;
        }
        error = isCloudError(caught)
          ? { code: caught.code, message: caught.message }
          : { code: 'exception', message: String(caught) };
        break;
      }
      if (Date.now() > deadline) {
        error = { code: 'timeout', message: `still ${states.at(-1) ?? '?'} after 180 s` };
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    observations.push({
      step: name,
      status: 0,
      states,
      allowedStates,
      ...(error ? { error } : {}),
    });
    log(`  ${error ? 'error' : 'ok   '} ${name}: ${states.join(' → ')}`);
  }

  // Identity.
  const anonymous = createCloudClient(base);
  const token = await step('identity.token.create', () =>
    createToken(anonymous, {
      username: target.username,
      password: target.password,
      ...(target.projectName === undefined ? {} : { projectName: target.projectName }),
    }),
  );
  if (token === undefined) return { target: target.name, observations };
  const projectId = token.projectId ?? '';
  const client = createCloudClient({ ...base, token: () => token.token, projectId });
  await step('identity.token.wrong-password', () =>
    createToken(anonymous, { username: target.username, password: `${target.password}-wrong` }),
  );

  // EC2-style credentials of the user (object storage, §6).
  await step('identity.ec2.create', () =>
    createEc2Credential(client, { userId: token.userId, projectId }),
  );
  await step('identity.ec2.list', () => listEc2Credentials(client, { userId: token.userId }));

  // Compute: catalogue, quota, key pairs, errors.
  await step('compute.flavors.page', () =>
    sendCloudRequest(client, {
      method: 'GET',
      service: 'compute',
      path: '/v2.1/flavors',
      query: { limit: 1 },
    }),
  );
  const flavors = (await step('compute.flavors.detail', () => listAllFlavors(client))) ?? [];
  await step('compute.quota', () => getQuotaSet(client, { projectId }));
  await step('compute.limits', () => getLimits(client));
  const keyName = `conformance-${suffix}`;
  await step('compute.keypair.create', () =>
    createKeypair(client, { name: keyName, public_key: CONFORMANCE_PUBLIC_KEY }),
  );
  await step('compute.keypair.duplicate', () =>
    createKeypair(client, { name: keyName, public_key: CONFORMANCE_PUBLIC_KEY }),
  );
  await step('compute.keypair.list', () => listAllKeypairs(client));
  await step('compute.server.not-found', () =>
    getServer(client, { serverId: '00000000-0000-4000-8000-000000000000' }),
  );

  // What to boot: the first active public image, the first shared network the project may use.
  const images = await step('image.list', () =>
    listAllImages(client, { query: { status: 'active', visibility: 'public' } }),
  );
  const networks = await step('network.list', () => listAllNetworks(client));
  // The smallest image (real clouds carry a tiny test image; the emulator a cirros too).
  const image = [...(images ?? [])].sort((a, b) => (a.min_disk ?? 0) - (b.min_disk ?? 0))[0];
  const network =
    networks?.find((item) => item.shared && item['router:external'] !== true) ??
    networks?.find((item) => item.shared);

  // A security group with a rule, the same rule twice (Neutron's 409), then gone.
  const group = await step('network.security-group.create', () =>
    createSecurityGroup(client, { name: `conformance-${suffix}`, description: 'conformance run' }),
  );
  if (group !== undefined) {
    const rule = {
      security_group_id: group.id,
      direction: 'ingress',
      ethertype: 'IPv4',
      protocol: 'tcp',
      port_range_min: 22,
      port_range_max: 22,
    } as const;
    await step('network.security-group-rule.create', () => createSecurityGroupRule(client, rule));
    await step('network.security-group-rule.duplicate', () =>
      createSecurityGroupRule(client, rule),
    );
    await step('network.security-group.delete', () =>
      deleteSecurityGroup(client, { securityGroupId: group.id }),
    );
  }
  // The project's own network behind a router on the external network, and a floating IP.
  await step('network.subnets', () => listAllSubnets(client));
  await step('network.ip-availability', () => listNetworkIpAvailabilities(client));
  const external = networks?.find((item) => item['router:external'] === true);
  const own = await step('network.create', () =>
    createNetwork(client, { name: `conformance-${suffix}` }),
  );
  if (own !== undefined) {
    const subnet = await step('network.subnet.create', () =>
      createSubnet(client, {
        network_id: own.id,
        ip_version: 4,
        cidr: '10.77.0.0/24',
        name: `conformance-${suffix}`,
      }),
    );
    const router = await step('network.router.create', () =>
      createRouter(client, {
        name: `conformance-${suffix}`,
        ...(external === undefined ? {} : { external_gateway_info: { network_id: external.id } }),
      }),
    );
    if (router !== undefined && subnet !== undefined) {
      await step('network.router.add-interface', () =>
        addRouterInterface(client, { routerId: router.id, subnet_id: subnet.id }),
      );
      await step('network.router.remove-interface', () =>
        removeRouterInterface(client, { routerId: router.id, subnet_id: subnet.id }),
      );
    }
    if (external !== undefined) {
      const floating = await step('network.floating-ip.create', () =>
        createFloatingIp(client, { floating_network_id: external.id }),
      );
      if (floating !== undefined) {
        await step('network.floating-ip.delete', () =>
          deleteFloatingIp(client, { floatingIpId: floating.id }),
        );
      }
    }
    if (router !== undefined)
      await step('network.router.delete', () => deleteRouter(client, { routerId: router.id }));
    await step('network.delete', () => deleteNetwork(client, { networkId: own.id }));
  }

  const hasFlavor = (name: string) =>
    flavors.some((flavor) => flavor.id === name || flavor.name === name);
  const flavorId = (name: string) =>
    flavors.find((flavor) => flavor.id === name || flavor.name === name)?.id ?? name;
  if (
    image === undefined ||
    network === undefined ||
    !hasFlavor(SMALL_FLAVOR) ||
    !hasFlavor(LARGER_FLAVOR)
  ) {
    observations.push({
      step: 'setup',
      status: 0,
      error: {
        code: 'setup',
        message: `needs an active public image, a shared network and flavors ${SMALL_FLAVOR}, ${LARGER_FLAVOR}`,
      },
    });
    return { target: target.name, observations };
  }
  const boot = { imageRef: image.id, networks: [{ uuid: network.id }] };

  if (hasFlavor(OVER_QUOTA_FLAVOR)) {
    await step('compute.server.over-quota', () =>
      createServer(client, {
        name: `conformance-big-${suffix}`,
        flavorRef: flavorId(OVER_QUOTA_FLAVOR),
        ...boot,
      }),
    );
  }

  // A server's life: build, stop, start, resize, confirm, delete.
  const created = await step('compute.server.create', () =>
    createServer(client, {
      name: `conformance-${suffix}`,
      flavorRef: flavorId(SMALL_FLAVOR),
      key_name: keyName,
      ...boot,
    }),
  );
  let volumeId: string | undefined;
  if (created !== undefined) {
    const serverId = created.id;
    try {
      await waitStep('compute.server.build', client, serverId, 'ACTIVE', ['BUILD', 'ACTIVE']);
      await step('compute.server.get', () => getServer(client, { serverId }));
      await step('compute.servers.detail', () => listAllServers(client));
      await step('compute.server.start-while-active', () => startServer(client, { serverId }));
      await step('compute.server.stop', () => stopServer(client, { serverId }));
      await waitStep('compute.server.stopped', client, serverId, 'SHUTOFF', ['ACTIVE', 'SHUTOFF']);
      await step('compute.server.start', () => startServer(client, { serverId }));
      await waitStep('compute.server.started', client, serverId, 'ACTIVE', ['SHUTOFF', 'ACTIVE']);
      await step('compute.server.resize', () =>
        resizeServer(client, { serverId, flavorRef: flavorId(LARGER_FLAVOR) }),
      );
      await waitStep('compute.server.resized', client, serverId, 'VERIFY_RESIZE', [
        'ACTIVE',
        'RESIZE',
        'VERIFY_RESIZE',
      ]);
      await step('compute.server.confirm-resize', () => confirmResize(client, { serverId }));
      await waitStep('compute.server.confirmed', client, serverId, 'ACTIVE', [
        'VERIFY_RESIZE',
        'ACTIVE',
      ]);
      await step('compute.server.interfaces', () => listServerInterfaces(client, { serverId }));
      await step('compute.server.actions', () => listInstanceActions(client, { serverId }));
      await step('compute.server.console', () => createRemoteConsole(client, { serverId }));

      await step('compute.server.ports', () =>
        listAllPorts(client, { query: { device_id: serverId } }),
      );
      await step('compute.server.metadata.set', () =>
        setServerMetadata(client, { serverId, metadata: { role: 'conformance' } }),
      );
      await step('compute.server.metadata', () => getServerMetadata(client, { serverId }));
      await step('compute.server.password', () => getServerPassword(client, { serverId }));
      await step('compute.server.reboot', () => rebootServer(client, { serverId }));
      await waitStep('compute.server.rebooted', client, serverId, 'ACTIVE', ['REBOOT', 'ACTIVE']);
      await step('compute.server.rebuild', () =>
        rebuildServer(client, { serverId, rebuild: { imageRef: image.id } }),
      );
      await waitStep('compute.server.rebuilt', client, serverId, 'ACTIVE', ['REBUILD', 'ACTIVE']);
      const snapshot = await step('compute.server.snapshot', () =>
        createServerImage(client, { serverId, name: `conformance-${suffix}` }),
      );
      await waitStep('compute.server.snapshotted', client, serverId, 'ACTIVE', ['ACTIVE']);
      if (snapshot !== undefined) {
        await step('image.snapshot', () => getImage(client, { imageId: snapshot }));
        await step('image.snapshot.delete', () => deleteImage(client, { imageId: snapshot }));
      }

      // A volume attached and detached.
      const volume = await step('volume.create', () =>
        createVolume(client, { size: 1, name: `conformance-${suffix}` }),
      );
      volumeId = volume?.id;
      if (volumeId !== undefined) {
        const id = volumeId;
        await waitVolume('volume.available', client, id, 'available');
        await step('compute.volume.attach', () => attachVolume(client, { serverId, volumeId: id }));
        await waitVolume('volume.in-use', client, id, 'in-use');
        await step('compute.server.with-volume', () => getServer(client, { serverId }));
        await step('compute.volume.detach', () => detachVolume(client, { serverId, volumeId: id }));
        await waitVolume('volume.detached', client, id, 'available');
      }
      await step('metric.resources', () => listAllResources(client));
    } finally {
      if (volumeId !== undefined) {
        const id = volumeId;
        await step('volume.delete', () => deleteVolume(client, { volumeId: id }));
      }
      await step('compute.server.delete', () => deleteServer(client, { serverId }));
      await waitStep('compute.server.deleted', client, serverId, 'DELETED', ['ACTIVE', 'DELETED']);
    }
  }
  await step('compute.keypair.delete', () => deleteKeypair(client, { name: keyName }));
  return { target: target.name, observations };

  /** Polls a volume until `until`, recording the statuses seen. */
  async function waitVolume(
    name: string,
    cloud: CloudClient,
    id: string,
    until: string,
  ): Promise<void> {
    const states: string[] = [];
    const deadline = Date.now() + 120_000;
    let error: Observation['error'];
    for (;;) {
      const volume = await getVolume(cloud, { volumeId: id }).catch((caught: unknown) => caught);
      if (isCloudError(volume)) {
        error = { code: volume.code, message: volume.message };
        break;
      }
      const status = (volume as { status: string }).status;
      if (states.at(-1) !== status) states.push(status);
      if (status === until) break;
      if (status === 'error' || Date.now() > deadline) {
        error = { code: status === 'error' ? 'volume_error' : 'timeout', message: status };
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    observations.push({
      step: name,
      status: 0,
      states,
      allowedStates: ['creating', 'available', 'attaching', 'in-use', 'detaching', 'reserved'],
      ...(error ? { error } : {}),
    });
    log(`  ${error ? 'error' : 'ok   '} ${name}: ${states.join(' → ')}`);
  }
}
