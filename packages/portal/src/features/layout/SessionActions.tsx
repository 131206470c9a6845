import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '../session/useSession.ts';
import { GuestActions } from './GuestActions.tsx';
import { LinkButton } from './LinkButton.tsx';
import { CONTROL_ROOT } from '../../app/paths.ts';

/**
 * The header's account buttons (§2): a control panel button when logged in, else sign in and
 * sign up. Loaded with the store (it reads the session), after the page has hydrated.
 */
export function SessionActions() {
  const { t } = useTranslation();
  if (!useIsLoggedIn()) return <GuestActions />;
  return (
    <LinkButton to={CONTROL_ROOT} size="sm">
      {t('nav.controlPanel')}
    </LinkButton>
  );
}
