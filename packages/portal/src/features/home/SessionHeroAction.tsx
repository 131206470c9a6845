import { useTranslation } from 'react-i18next';
import { LinkButton } from '../layout/LinkButton.tsx';
import { useIsLoggedIn } from '../session/useSession.ts';
import { GuestHeroAction } from './HeroAction.tsx';
import { CONTROL_ROOT } from '../../app/paths.ts';

/**
 * The hero's primary action once the store has loaded (§2: logged-in visitors get the control
 * panel instead of sign-up). Loaded with the store, after hydration.
 * @example <WithStore fallback={<GuestHeroAction />}><SessionHeroAction /></WithStore>
 */
export function SessionHeroAction() {
  const { t } = useTranslation('public');
  if (!useIsLoggedIn()) return <GuestHeroAction />;
  return (
    <LinkButton to={CONTROL_ROOT} size="lg">
      {t('homeHero.controlPanel')}
    </LinkButton>
  );
}
