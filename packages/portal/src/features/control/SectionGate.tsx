import type { Customer } from '@cloud-portal/api-client';
import { sideNavItemStates } from '@cloud-portal/domain/account';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { CONTROL_ROOT, CONTROL_SCREENS, NAMED_PATHS } from '../../app/paths.ts';
import { LinkButton } from '../layout/LinkButton.tsx';
import { authStateOf, sectionOf, withoutNamespace } from './ControlNav.tsx';
import { ScreenState } from './ScreenState.tsx';

/**
 * A section the side nav disables is disabled behind a link too (§6: a not-activated customer's
 * servers and account, a customer suspended for BALANCE's servers): its screens show why and
 * where to fix it instead of themselves. Other sections, and redirects, render `children`.
 * @example <SectionGate customer={customer}><Outlet /></SectionGate>
 */
export function SectionGate({ customer, children }: { customer: Customer; children: ReactNode }) {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  // Only screens are gated: a redirect (an unknown servers path → the list) still happens.
  const isScreen = Object.values(CONTROL_SCREENS).some(
    (pattern) => matchPath(`${CONTROL_ROOT}/${pattern}`, pathname) !== null,
  );
  const section = isScreen ? sectionOf(pathname) : undefined;
  const state = sideNavItemStates(authStateOf(customer)).find((item) => item.id === section);
  if (!state?.disabled) return children;
  const activate = state.reasonKey === 'account:sideNav.notActivated';
  return (
    <ScreenState
      heading={t('shell.sectionBlocked', { section: t(`nav.${state.id}`) })}
      text={t(withoutNamespace(state.reasonKey))}
      action={
        <LinkButton to={activate ? `${NAMED_PATHS['pay-with']}#activate` : NAMED_PATHS['pay-with']}>
          {activate ? t('shell.fixActivate') : t('shell.fixTopUp')}
        </LinkButton>
      }
    />
  );
}
