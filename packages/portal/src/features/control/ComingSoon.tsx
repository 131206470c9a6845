import { useTranslation } from 'react-i18next';
import { controlPath, type ControlScreen } from '../../app/paths.ts';
import { LinkButton } from '../layout/LinkButton.tsx';
import { ScreenState } from './ScreenState.tsx';

/**
 * A control screen that is not built yet (issue 12): its route exists, so links, the side nav and
 * the command palette reach it, and it says so inside the shell instead of redirecting away.
 * @example <ComingSoon screen="volumes" />
 */
export function ComingSoon({ screen }: { screen: ControlScreen }) {
  const { t } = useTranslation('account');
  return (
    <ScreenState
      heading={t('shell.comingSoon.heading', { screen: t(`screens.${screen}`) })}
      text={t('shell.comingSoon.text')}
      action={
        screen === 'serverList' ? null : (
          <LinkButton to={controlPath('serverList')} variant="secondary">
            {t('shell.comingSoon.back')}
          </LinkButton>
        )
      }
    />
  );
}
