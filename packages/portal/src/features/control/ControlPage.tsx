import { Spinner } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { WithStore } from '../../app/WithStore.tsx';
import styles from './ControlPage.module.css';

function ControlPlaceholder() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="control-title">
      <h1 id="control-title">{t('control.heading')}</h1>
      <p>{t('control.text')}</p>
    </section>
  );
}

/**
 * The control area (`/control/...`): a placeholder until later issues fill it. It works on the
 * store, so it renders once the store has loaded; its code is never part of a public page.
 */
export function ControlPage() {
  const { t } = useTranslation();
  return (
    <WithStore fallback={<Spinner label={t('loading')} />}>
      <ControlPlaceholder />
    </WithStore>
  );
}
