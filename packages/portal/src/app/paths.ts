import { generatePath, type PathParam } from 'react-router';

/** The control area's root (§2 Control area). */
export const CONTROL_ROOT = '/control';

/**
 * Every screen of the control area (§2), by name: its path pattern under `/control`. The route
 * table (`features/control/routes.tsx`) and every link build on these, so each path is written
 * once; `controlPath` fills in the parameters.
 */
export const CONTROL_SCREENS = {
  serverList: 'servers/list',
  newServer: 'servers/new',
  reinstallServer: 'servers/reinstall/:id/:name',
  upgradeServer: 'servers/upgrade/:id',
  serverPage: 'servers/page/:id/:tab?',
  dns: 'servers/dns',
  dnsAddZone: 'servers/dns/add-zone',
  dnsEditZone: 'servers/dns/edit-zone/:id',
  sshKeys: 'servers/ssh-keys',
  sshKeyAdd: 'servers/ssh-keys/add',
  backups: 'servers/backups',
  firewall: 'servers/firewall',
  volumes: 'servers/volumes',
  floatingIps: 'servers/floating-ips',
  snapshots: 'servers/snapshots',
  networks: 'servers/network/networks',
  networkAdd: 'servers/network/networks/add',
  networkEdit: 'servers/network/networks/edit/:id',
  subnetCreate: 'servers/network/networks/edit/:id/subnets/create',
  subnetEdit: 'servers/network/networks/edit/:id/subnets/edit/:subnetId',
  routers: 'servers/network/routers',
  routerAdd: 'servers/network/routers/add',
  routerEdit: 'servers/network/routers/edit/:id',
  routerInterfaceCreate: 'servers/network/routers/edit/:id/interfaces/create',
  routerInterfaceEdit: 'servers/network/routers/edit/:id/interfaces/edit/:interfaceId',
  payWith: 'billing/make-payment/pay-with/:view?',
  billingLimits: 'billing/limits',
  billingHistory: 'billing/history',
  objectStorageBrowse: 'object-storage/browse',
  objectStorageApi: 'object-storage/api',
  tickets: 'support/tickets',
  ticket: 'support/tickets/:id',
  newTicket: 'support/tickets-new',
  accountInfo: 'account/info',
  accountApi: 'account/api',
  accountSecurity: 'account/security',
  affiliate: 'affiliate',
} as const;

/** The name of a control screen. */
export type ControlScreen = keyof typeof CONTROL_SCREENS;

/** The parameters a screen's path takes (`{ id: string }` for `servers/upgrade/:id`). */
export type ControlParams<Screen extends ControlScreen> = {
  [Key in PathParam<(typeof CONTROL_SCREENS)[Screen]>]: string | null;
};

/** Parameter-free screens' names (their `controlPath` needs no second argument). */
export type PlainScreen = {
  [Screen in ControlScreen]: PathParam<(typeof CONTROL_SCREENS)[Screen]> extends never
    ? Screen
    : never;
}[ControlScreen];

/**
 * The URL path of a control screen; parameters are URL-encoded (a server named `a/b` stays one
 * segment). An optional parameter left out (or `null`) is dropped with its slash.
 * @example controlPath('serverList') // '/control/servers/list'
 * @example controlPath('serverPage', { id: 'abc', tab: 'server-console' }) // '/control/servers/page/abc/server-console'
 */
export function controlPath<Screen extends PlainScreen>(screen: Screen): string;
export function controlPath<Screen extends ControlScreen>(
  screen: Screen,
  params: ControlParams<Screen>,
): string;
export function controlPath(screen: ControlScreen, params: Record<string, string | null> = {}) {
  return generatePath(`${CONTROL_ROOT}/${CONTROL_SCREENS[screen]}`, params as never);
}

/**
 * The named routes of §2 ("server-list", "pay-with", …) as paths, for redirects decided as data
 * (domain `authStateReactions`). Login depends on the brand (`brand.loginPath`).
 */
export const NAMED_PATHS = {
  'server-list': controlPath('serverList'),
  'pay-with': controlPath('payWith', { view: null }),
  servers: `${CONTROL_ROOT}/servers`,
  billing: `${CONTROL_ROOT}/billing`,
  account: `${CONTROL_ROOT}/account`,
  tickets: controlPath('tickets'),
  register: '/register',
} as const;
