import type { SideNavItemId } from '@cloud-portal/domain/account';
import { CONTROL_SCREENS, controlPath, type ControlScreen } from '../../app/paths.ts';

/**
 * The palette's "Go to" destinations: every control screen whose path needs no parameter (an
 * optional one is left out), in the order of `CONTROL_SCREENS`. A test compares it with
 * `CONTROL_SCREENS`, so a new screen cannot be forgotten here; titles are the screens' names
 * (`account:screens.*`, as in the page title).
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

/**
 * The side-nav item (§2) each path's first segment belongs to; object storage sits under servers,
 * as the nav highlights it.
 */
const SECTIONS = {
  servers: 'servers',
  'object-storage': 'servers',
  billing: 'billing',
  support: 'support',
  account: 'account',
  affiliate: 'affiliate',
} as const satisfies Record<string, ControlSection>;

/** A section of the control area: a side-nav item other than sign out. */
export type ControlSection = Exclude<SideNavItemId, 'signOut'>;

/**
 * The side-nav section a control screen belongs to: the palette's keyword for it ("Servers"
 * finds "SSH keys"), and what its availability follows (§2: servers and account are disabled per
 * account state).
 * @example controlSectionOf('sshKeys') // 'servers'
 * @example controlSectionOf('objectStorageApi') // 'servers'
 */
export function controlSectionOf(screen: ControlScreen): ControlSection {
  const first = CONTROL_SCREENS[screen].split('/')[0] as keyof typeof SECTIONS;
  return SECTIONS[first];
}
