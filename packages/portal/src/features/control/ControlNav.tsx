import type { Customer } from '@cloud-portal/api-client';
import {
  normaliseSuspendReason,
  sideNavItemStates,
  type AuthStateSnapshot,
  type SideNavDisabledReasonKey,
  type SideNavItemId,
} from '@cloud-portal/domain/account';
import { SideNav, type SideNavItem } from '@cloud-portal/ui';
import { CreditCard, Handshake, LifeBuoy, LogOut, Server, UserRound } from 'lucide-react';
import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { CONTROL_ROOT, controlPath, NAMED_PATHS } from '../../app/paths.ts';
import { useBrand } from '../../brand/BrandContext.tsx';
import { NavRunway } from '../billing/runway/BalanceRunwayNotice.tsx';
import styles from './ControlLayout.module.css';

/** Where each side-nav item leads (§2: billing goes to pay-with, account to info). */
const DESTINATIONS: Record<Exclude<SideNavItemId, 'signOut'>, string> = {
  servers: controlPath('serverList'),
  billing: NAMED_PATHS['pay-with'],
  account: controlPath('accountInfo'),
  support: controlPath('tickets'),
  affiliate: controlPath('affiliate'),
};

/** The section a control path belongs to, for the nav's current item. */
export const SECTION_PREFIXES: ReadonlyArray<readonly [string, SideNavItemId]> = [
  [`${CONTROL_ROOT}/servers`, 'servers'],
  [`${CONTROL_ROOT}/object-storage`, 'servers'],
  [`${CONTROL_ROOT}/billing`, 'billing'],
  [`${CONTROL_ROOT}/account`, 'account'],
  [`${CONTROL_ROOT}/support`, 'support'],
  [`${CONTROL_ROOT}/affiliate`, 'affiliate'],
];

/**
 * The side-nav section a control path is in.
 * @example sectionOf('/control/servers/page/abc') // 'servers'
 */
export function sectionOf(pathname: string): SideNavItemId | undefined {
  return SECTION_PREFIXES.find(([prefix]) => pathname.startsWith(prefix))?.[1];
}

const ICONS: Record<SideNavItemId, ReactNode> = {
  servers: <Server />,
  billing: <CreditCard />,
  account: <UserRound />,
  support: <LifeBuoy />,
  affiliate: <Handshake />,
  signOut: <LogOut />,
};

/** A domain reason key (`account:sideNav.…`) as a key of the `account` namespace. */
export const withoutNamespace = (key: SideNavDisabledReasonKey) =>
  key.slice('account:'.length) as 'sideNav.notActivated' | 'sideNav.suspendedForBalance';

/**
 * The customer's auth state (§3 Auth level) from the loaded customer.
 * @example authStateOf(customer) // { loggedIn: true, activated: true, suspended: false, suspendReason: null }
 */
export function authStateOf(customer: Customer): AuthStateSnapshot {
  return {
    loggedIn: true,
    activated: customer.activated,
    suspended: customer.suspended,
    suspendReason: normaliseSuspendReason(customer.suspend_reason),
  };
}

/**
 * The control area's side navigation (§2): servers, billing, account, support, affiliate, sign
 * out, each disabled one with its reason as a tooltip (domain `sideNavItemStates`) and, below the
 * list, where to fix it (activate, or top up), and how long the balance lasts when under a week
 * (issue 14, `NavRunway`). Links navigate in the router.
 * @example <ControlNav customer={customer} minimized={narrow} onSignOut={logout} />
 */
export function ControlNav({
  customer,
  minimized,
  onMinimizedChange,
  onSignOut,
  onNavigated,
}: {
  customer: Customer;
  minimized: boolean;
  /** Offers the collapse toggle (wide screens only). */
  onMinimizedChange?: ((minimized: boolean) => void) | undefined;
  onSignOut: () => void;
  /** Called after an item was followed (closes the phone drawer). */
  onNavigated?: (() => void) | undefined;
}) {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const states = sideNavItemStates(authStateOf(customer));
  const items: SideNavItem[] = states.map((state) => ({
    id: state.id,
    label: t(`nav.${state.id}`),
    href: state.id === 'signOut' ? brand.loginPath : DESTINATIONS[state.id],
    icon: ICONS[state.id],
    disabled: state.disabled,
    disabledReason: state.disabled ? t(withoutNamespace(state.reasonKey)) : undefined,
  }));
  const activeId = sectionOf(pathname);
  const onNavigate = (item: SideNavItem, event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return; // a new tab or window: the browser's job
    event.preventDefault();
    onNavigated?.();
    if (item.id === 'signOut') onSignOut();
    else void navigate(item.href);
  };
  const fix = states.find((state) => state.disabled);
  return (
    <div className={styles.nav}>
      <SideNav
        label={t('shell.navLabel')}
        items={items}
        activeId={activeId}
        onNavigate={onNavigate}
        minimized={minimized}
        onMinimizedChange={onMinimizedChange}
        toggleLabel={onMinimizedChange ? t('shell.collapse') : undefined}
      />
      {minimized ? null : (
        // Its own boundary: the billing texts load after the nav, never holding it back.
        <Suspense fallback={null}>
          <NavRunway balance={Number(customer.balance)} />
        </Suspense>
      )}
      {fix?.disabled && !minimized ? (
        <p className={styles.navHint}>
          {t(withoutNamespace(fix.reasonKey))}{' '}
          <Link
            to={
              fix.reasonKey === 'account:sideNav.notActivated'
                ? `${NAMED_PATHS['pay-with']}#activate`
                : NAMED_PATHS['pay-with']
            }
          >
            {fix.reasonKey === 'account:sideNav.notActivated'
              ? t('shell.fixActivate')
              : t('shell.fixTopUp')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
