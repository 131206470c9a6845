import { useTranslation } from 'react-i18next';

/** A tab of the server page not built yet: says so instead of an empty panel. */
export function PendingTab() {
  const { t } = useTranslation('servers');
  return <p>{t('page.pendingTab')}</p>;
}
