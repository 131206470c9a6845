import { useTranslation } from 'react-i18next';
import { controlPath } from '../../app/paths.ts';
import { LinkButton } from '../layout/LinkButton.tsx';
import { ScreenState } from './ScreenState.tsx';

/**
 * An unknown path in the control area outside servers (§2 sends those to the server list): the
 * not-found state inside the shell, so the navigation stays at hand.
 */
export function ControlNotFound() {
  const { t } = useTranslation('account');
  return (
    <ScreenState
      code="404"
      heading={t('shell.notFound.heading')}
      text={t('shell.notFound.text')}
      action={<LinkButton to={controlPath('serverList')}>{t('shell.comingSoon.back')}</LinkButton>}
    />
  );
}
