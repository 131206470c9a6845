import type { ProxyConsumer } from './config.ts';
import { computeModule } from './cloud/compute/index.ts';
import { consoleModule, websocketPath } from './cloud/console/index.ts';
import { cloudModule } from './cloud/index.ts';
import { DEFAULT_DOMAIN, identityModule } from './cloud/identity/index.ts';
import { imageModule } from './cloud/image/index.ts';
import { metricModule } from './cloud/metric/index.ts';
import { networkModule } from './cloud/network/index.ts';
import { createCloudProxy, type CloudProxyTargets } from './cloud/proxy/index.ts';
import { volumeModule } from './cloud/volume/index.ts';
import { fakePartiesModule, FAKES_OFF, mailModule, type FakesSettings } from './fakes/index.ts';
import type { Platform, SandboxModule } from './platform/module.ts';
import { accountModule, DEMO_CUSTOMER, type RateLimits } from './product/account/index.ts';
import { affiliateModule, refillsOf } from './product/affiliate/index.ts';
import { billingModule } from './product/billing/index.ts';
import { consumersModule } from './product/consumers/index.ts';
import { demoServersModule } from './product/consumers/demoServers.ts';
import { contentModule } from './product/content/index.ts';
import { donateModule } from './product/donate/index.ts';
import { realNetworksSource, regionsModule } from './product/regions/index.ts';
import { serversModule } from './product/servers/index.ts';
import { supportModule } from './product/support/index.ts';

/** Settings of the modules that have some. */
export interface ModuleSettings {
  /** Build of the brand app (the refresh key of `refresh-status/` follows it). */
  staticDir: string;
  /** Lifetime of emulated Keystone tokens, in seconds. */
  tokenLifetimeSeconds: number;
  /** Attempt limits of login, sign-up, reset and TOTP. */
  rateLimits?: RateLimits | undefined;
  /** Whether and where the fake outside parties are served. Default off. */
  fakes?: FakesSettings | undefined;
  /** Regions forwarded to a real cloud (`SANDBOX_CLOUD_PROXY`). Default none. */
  cloudProxy?: CloudProxyTargets | undefined;
  /** ACTIVE servers the demo customer gets at start-up (`SANDBOX_DEMO_SERVERS`). Default 0. */
  demoServers?: number | undefined;
  /**
   * The real cloud's user every consumer answers, and the regions the product API then lists
   * (`SANDBOX_CLOUD_PROXY_CONSUMER`). Default none: consumers are emulated users, every region listed.
   */
  proxyConsumer?: Pick<ProxyConsumer, 'credentials' | 'regions'> | undefined;
}

/**
 * Proxy mode's networks of the proxied regions: the real cloud's, read as the consumer's user
 * (a server the portal creates there must join one of them). `undefined` outside proxy mode.
 */
function realNetworksOf(settings: ModuleSettings) {
  const consumer = settings.proxyConsumer;
  if (consumer === undefined) return undefined;
  const sources = new Map(
    Object.entries(settings.cloudProxy ?? {}).map(([region, identityUrl]) => [
      region,
      realNetworksSource(
        { identityUrl, credentials: consumer.credentials },
        { warn: (message) => console.warn(message) },
      ),
    ]),
  );
  return async (region: string) => sources.get(region)?.(region);
}

/**
 * Creates every module over the platform, handing each the services of the ones it uses. The
 * order of `list` is the order of seeding and route registration. The one place that knows
 * every module: a new one is created here and appended to `list` (and its migrations to
 * `schema.ts`).
 *
 * @example
 * const modules = createModules(platform, { staticDir, tokenLifetimeSeconds: 3600 });
 * modules.account.service.findCustomerByEmail('demo@cloud-portal.test');
 */
export function createModules(platform: Platform, settings: ModuleSettings) {
  // §3 Region meta: the networks' free addresses are Neutron's live counts (late-bound: network
  // needs regions to seed, and the lookup runs only once seeds and requests do).
  const regions = regionsModule(platform, {
    availability: (region) => network.availability(region),
    listed: settings.proxyConsumer?.regions,
    realNetworks: realNetworksOf(settings),
  });
  const fakeSettings = settings.fakes ?? FAKES_OFF;
  const mail = mailModule(platform, { fakes: fakeSettings });
  const account = accountModule(platform, {
    mailer: mail.service,
    staticDir: settings.staticDir,
    // The balance is the billing ledger's sum (late-bound: billing needs account's service).
    balanceOf: (customerUuid) => billing.service.balance(customerUuid),
    fundsOf: (customerUuid) => billing.service.funds(customerUuid),
    rateLimits: settings.rateLimits,
  });
  const identity = identityModule(platform, {
    regions: regions.service,
    tokenLifetimeSeconds: settings.tokenLifetimeSeconds,
    perAddressLimit: settings.rateLimits?.perAddress,
  });
  const consumers = consumersModule(platform, {
    account: account.service,
    identity: identity.service,
    cloudCredentials: settings.proxyConsumer?.credentials,
  });
  const content = contentModule(platform, { regions: regions.service });
  // Commissions are 5 % of the referrals' payments (billing's applied refills), and a pay-out to
  // the balance is a billing credit (late-bound: billing comes later).
  const affiliate = affiliateModule(platform, {
    account: account.service,
    ledger: {
      refillsOf: (customerUuid) => refillsOf(billing.service, customerUuid),
      creditBalance: (customerUuid, amount, message) =>
        billing.service.credit(customerUuid, { kind: 'credit', amount, message }).id,
    },
  });
  const donate = donateModule(platform);
  const support = supportModule(platform, { account: account.service });
  const fakes = fakePartiesModule(platform, {
    account: account.context,
    refreshStatus: account.refreshStatus,
    donations: donate.service,
    support: support.service,
    // The customers' payment and card pages (late-bound: billing comes later).
    payments: {
      customerOf: (request) => account.service.customerOf(request),
      moneyIn: () => billing.moneyIn,
    },
    // The admin page's Cloud switches (compute's fault switch late-bound: compute comes later).
    cloud: {
      regions: regions.service,
      builds: {
        failBuilds: (region) => compute.service.failBuilds(region),
        setFailBuilds: (region, on) => compute.service.setFailBuilds(region, on),
      },
    },
    cloudTokens: {
      expireTokens: (userName) =>
        identity.service.expireTokens({ userName, domainId: DEFAULT_DOMAIN.id }),
    },
    affiliatePayouts: affiliate.service,
    fakes: fakeSettings,
  });
  // The console draws compute's servers; compute hands out the console's tokens, and Gnocchi
  // meters them (late-bound: the lookups run only once requests do).
  const serverConsole = consoleModule(platform, {
    lookup: (serverId) => compute.service.consoleTarget(serverId),
  });
  const volume = volumeModule(platform, { tokens: identity.service });
  const metric = metricModule(platform, {
    tokens: identity.service,
    servers: {
      list: (region, projectId) => compute.service.meteredServers(region, projectId),
      find: (region, serverId) => compute.service.meteredServer(region, serverId),
    },
  });
  const image = imageModule(platform, { tokens: identity.service, regions: regions.service });
  const network = networkModule(platform, { tokens: identity.service, regions: regions.service });
  const compute = computeModule(platform, {
    tokens: identity.service,
    deps: {
      images: image.service,
      networks: network.service,
      volumes: volume.service,
      consoles: { createToken: serverConsole.service.createToken, websocketPath },
      // SPEC §6: a customer suspended for its balance starts and creates no servers
      // (late-bound: billing comes later).
      billing: { blocksProject: (projectId) => billing.service.blocksProject(projectId) },
    },
  });
  // What a customer owes for its servers: compute's servers of the customer's consumers' projects,
  // priced by the plan catalogue (late-bound: compute comes later, and lookups run per request).
  const billing = billingModule(platform, {
    account: account.service,
    deps: {
      customerUuids: () => account.service.customerUuids(),
      projectsOf: (customerUuid) =>
        consumers.service.listByCustomer(customerUuid).flatMap((consumer) => {
          const project = identity.service.findProject({
            name: consumer.osProject,
            domainId: DEFAULT_DOMAIN.id,
          });
          return project === undefined ? [] : [project.id];
        }),
      servers: {
        billedServers: (projectIds, deletedAfter) =>
          compute.service.billedServers(projectIds, deletedAfter),
        runningIntervals: (serverId) => compute.service.runningIntervals(serverId),
        stopServersOf: (projectIds) => compute.service.stopServersOf(projectIds),
      },
      catalogue: content.service,
    },
  });
  // SANDBOX_DEMO_SERVERS: seeded after the consumers (the demo project), the cloud (networks) and
  // billing (the demo customer's credit).
  const demoServers = demoServersModule(settings.demoServers ?? 0, {
    identity: identity.service,
    regions: regions.service,
    availability: (region) => network.availability(region),
    servers: compute.service,
    // Seeded after billing (below), whose seed writes the opening credit only to an empty ledger.
    creditDemoCustomer: (amount, message) => {
      const demo = account.service.findCustomerByEmail(DEMO_CUSTOMER.email);
      if (demo !== undefined)
        billing.service.credit(demo.uuid, { kind: 'credit', amount, message });
    },
    now: platform.now,
  });
  const proxyTargets = settings.cloudProxy ?? {};
  // server-created (§7): the customer's own servers, through its consumers' projects (a region
  // forwarded to a real cloud has none here to check).
  const servers = serversModule(platform, {
    account: account.service,
    consumers: consumers.service,
    identity: identity.service,
    servers: compute.service,
    proxiedRegions: Object.keys(proxyTargets),
  });
  const cloud = cloudModule({
    regions: regions.service,
    services: [identity, compute, image, network, volume, metric, serverConsole],
    proxy: Object.keys(proxyTargets).length > 0 ? createCloudProxy(proxyTargets) : undefined,
  });
  const list: readonly SandboxModule[] = [
    regions,
    account,
    cloud,
    consumers,
    content,
    affiliate,
    donate,
    billing,
    demoServers,
    servers,
    support,
    mail,
    fakes,
  ];
  return {
    regions,
    mail,
    account,
    identity,
    compute,
    volume,
    image,
    network,
    consumers,
    content,
    affiliate,
    donate,
    billing,
    serverConsole,
    servers,
    support,
    list,
  };
}

/** What {@link createModules} answers. */
export type Modules = ReturnType<typeof createModules>;
