import type { TFunction } from 'i18next';
import type { PaletteCommand } from './paletteCommand.ts';
import { controlSectionOf, GO_TO_SCREENS, goToPath, type GoToScreen } from './goToScreens.ts';

/**
 * Why a go-to destination cannot be used right now, already translated ("Activate your account
 * to use this section."), or `undefined` when it can. The shell decides (§2: servers and account
 * are disabled per account state); the palette shows such a screen disabled with this reason.
 * @example (screen) => (controlSectionOf(screen) === 'account' && !activated ? t('account:sideNav.notActivated') : undefined)
 */
export type ScreenDisabledReason = (screen: GoToScreen) => string | undefined;

/**
 * The "Go to" commands: one per parameter-free control screen, titled by the screen's name
 * (`account:screens.*`, as in its page title), with its side-nav section as a keyword ("Servers"
 * finds "SSH keys").
 * @example goToCommands(t, navigate) // [{ id: 'goTo.serverList', title: 'Servers', ... }, ...]
 */
export function goToCommands(
  t: TFunction<'account'>,
  navigate: (path: string) => void,
  disabledReason?: ScreenDisabledReason,
): PaletteCommand[] {
  return GO_TO_SCREENS.map((screen) => {
    const reason = disabledReason?.(screen);
    return {
      id: `goTo.${screen}`,
      title: t(`screens.${screen}`),
      keywords: [t(`nav.${controlSectionOf(screen)}`)],
      group: 'goTo',
      disabled: reason !== undefined,
      description: reason,
      run: () => navigate(goToPath(screen)),
    };
  });
}
