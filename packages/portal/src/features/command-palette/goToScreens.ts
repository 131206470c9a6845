import { CONTROL_SCREENS, controlPath, type ControlScreen } from '../../app/paths.ts';

/**
 * The palette's "Go to" destinations: every control screen whose path needs no parameter (an
 * optional one is left out), in the order of `CONTROL_SCREENS`. A test compares it with
 * `CONTROL_SCREENS`, so a new screen cannot be forgotten here (nor its title: the title keys are
 * typed by this list).
 */
export const GO_TO_SCREENS = [
  'serverList',
  'newServer',
  'dns',
  'dnsAddZone',
  'sshKeys',
  'sshKeyAdd',
  'backups',
  'firewall',
  'volumes',
  'floatingIps',
  'snapshots',
  'networks',
  'networkAdd',
  'routers',
  'routerAdd',
  'payWith',
  'billingLimits',
  'billingHistory',
  'objectStorageBrowse',
  'objectStorageApi',
  'tickets',
  'newTicket',
  'accountInfo',
  'accountApi',
  'accountSecurity',
  'affiliate',
] as const satisfies readonly ControlScreen[];

/** A screen the palette can go to. */
export type GoToScreen = (typeof GO_TO_SCREENS)[number];

/**
 * Whether a path pattern has a parameter that must be filled in (`:id`; `:tab?` is optional).
 * @example hasRequiredParameter('servers/page/:id/:tab?') // true
 * @example hasRequiredParameter('billing/make-payment/pay-with/:view?') // false
 */
export function hasRequiredParameter(pattern: string): boolean {
  return pattern.split('/').some((segment) => segment.startsWith(':') && !segment.endsWith('?'));
}

/**
 * The URL of a go-to destination, optional parameters left out.
 * @example goToPath('payWith') // '/control/billing/make-payment/pay-with'
 */
export function goToPath(screen: GoToScreen): string {
  // Only optional parameters remain (GO_TO_SCREENS is checked against the patterns), and
  // controlPath drops an optional parameter that is left out.
  const build = controlPath as (name: ControlScreen, params: Record<string, null>) => string;
  return build(screen, {});
}

/** The sections of the control area, by the first segment of their screens' paths (§2). */
const SECTIONS = {
  servers: 'servers',
  billing: 'billing',
  'object-storage': 'objectStorage',
  support: 'support',
  account: 'account',
  affiliate: 'affiliate',
} as const;

/** A section of the control area: the side nav's servers, billing, account, support and affiliate, and object storage. */
export type ControlSection = (typeof SECTIONS)[keyof typeof SECTIONS];

/**
 * The section a control screen belongs to, by its path: a palette keyword, and what a caller
 * decides availability by (the side nav disables servers and account per account state, §2).
 * @example controlSectionOf('sshKeys') // 'servers'
 * @example controlSectionOf('objectStorageApi') // 'objectStorage'
 */
export function controlSectionOf(screen: ControlScreen): ControlSection {
  const first = CONTROL_SCREENS[screen].split('/')[0] as keyof typeof SECTIONS;
  return SECTIONS[first];
}
