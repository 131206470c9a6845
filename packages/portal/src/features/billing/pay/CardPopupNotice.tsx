import { Alert } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../auth/FailureAlert.tsx';
import type { CardPopupState } from './useCardPopup.ts';

/**
 * What the page says about a card popup: that it is open (finish there), that the browser
 * blocked it (with a link that opens the card page), or why the session could not start.
 * @example <CardPopupNotice popup={popup} />
 */
export function CardPopupNotice({
  popup,
}: {
  popup: { state: CardPopupState; openBlocked: (url: string) => boolean };
}) {
  const { t } = useTranslation('billing');
  const { state } = popup;
  switch (state.phase) {
    case 'idle':
    case 'starting':
      return null;
    case 'open':
      return (
        <Alert tone="info" role="status">
          {t('pay.popup.open')}
        </Alert>
      );
    case 'blocked':
      return (
        <Alert tone="warning" role="alert" title={t('pay.popup.blocked')}>
          <a
            href={state.url}
            target="_blank"
            rel="opener"
            onClick={(event) => {
              if (popup.openBlocked(state.url)) event.preventDefault();
            }}
          >
            {t('pay.popup.openLink')}
          </a>
        </Alert>
      );
    case 'failed':
      return <FailureAlert failure={state.failure} />;
    default:
      return state satisfies never;
  }
}
