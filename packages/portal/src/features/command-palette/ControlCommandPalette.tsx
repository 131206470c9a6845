import type { Customer } from '@cloud-portal/api-client';
import { sideNavItemStates } from '@cloud-portal/domain/account';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { authStateOf } from '../control/ControlNav.tsx';
import { CommandPaletteProvider } from './CommandPaletteProvider.tsx';
import type { ScreenDisabledReason } from './goToCommands.ts';
import { controlSectionOf } from './goToScreens.ts';

type SideNavReason = 'sideNav.notActivated' | 'sideNav.suspendedForBalance';

/** Props of {@link ControlCommandPalette}. */
export interface ControlCommandPaletteProps {
  /** The logged-in customer, whose account state disables screens as the side nav does. */
  customer: Customer;
  /** The control shell. */
  children?: ReactNode;
}

/**
 * The control area's command palette: the provider with the side nav's rule (§2, domain
 * `sideNavItemStates`), so a screen of a disabled section (servers and object storage when the
 * account is not activated or suspended for BALANCE, account when not activated) is listed
 * disabled with the nav's reason.
 * @example <ControlCommandPalette customer={customer}><ControlShell … /></ControlCommandPalette>
 */
export function ControlCommandPalette({ customer, children }: ControlCommandPaletteProps) {
  const { t } = useTranslation('account');
  const screenDisabledReason = useMemo<ScreenDisabledReason>(() => {
    const states = sideNavItemStates(authStateOf(customer));
    return (screen) => {
      const section = states.find(({ id }) => id === controlSectionOf(screen));
      if (!section?.disabled) return undefined;
      // The domain names the key with its namespace (`account:sideNav.…`); t is in `account`.
      return t(section.reasonKey.slice('account:'.length) as SideNavReason);
    };
  }, [customer, t]);
  return (
    <CommandPaletteProvider screenDisabledReason={screenDisabledReason}>
      {children}
    </CommandPaletteProvider>
  );
}
