import { REFRESH_COUNTDOWN_SECONDS, refreshToastState } from '@cloud-portal/domain/refresh';
import { Toast } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import styles from './RefreshToast.module.css';

/** Props of {@link RefreshCountdownToast}. */
export interface RefreshCountdownToastProps {
  /** Seconds left before the reload (whole seconds; fractions round up). */
  secondsLeft: number;
  /** The visitor cancels the reload (the button is disabled at 5 s or less). */
  onCancel: () => void;
  /** The visitor reloads now. */
  onRefreshNow: () => void;
  /** The × button. */
  onClose: () => void;
}

/**
 * The refresh toast as it looks (§4 Refresh flow): the time left as its title (m:ss), a fixed
 * text (read out once, not every second), a shrinking bar, urgent styling at 10 s or less, and
 * cancel (disabled at 5 s or less), refresh now and close. {@link RefreshToast} runs it.
 * @example <RefreshCountdownToast secondsLeft={8} onCancel={stop} onRefreshNow={reload} onClose={stop} />
 */
export function RefreshCountdownToast({
  secondsLeft,
  onCancel,
  onRefreshNow,
  onClose,
}: RefreshCountdownToastProps) {
  const { t } = useTranslation(['account', 'common']);
  const state = refreshToastState(secondsLeft);
  return (
    <section aria-label={t('common:toasts.regionLabel')} className={styles.viewport}>
      <Toast
        level="warn"
        title={state.title}
        message={t('account:refresh.notice')}
        countdown={{
          secondsLeft: state.secondsLeft,
          totalSeconds: REFRESH_COUNTDOWN_SECONDS,
          urgent: state.urgent,
        }}
        actions={[
          {
            label: t('account:refresh.cancel'),
            onClick: onCancel,
            disabled: !state.canCancel,
            keepOpen: true,
          },
          { label: t('account:refresh.refreshNow'), onClick: onRefreshNow, keepOpen: true },
        ]}
        dismissLabel={t('account:refresh.close')}
        onDismiss={onClose}
        data-toast="refresh"
      />
    </section>
  );
}
