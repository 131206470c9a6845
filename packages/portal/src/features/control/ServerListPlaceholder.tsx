import { useTranslation } from 'react-i18next';

/**
 * `/control/servers/list`: a placeholder until the server list is built (a later issue).
 * @example { path: 'servers/list', Component: ServerListPlaceholder }
 */
export function ServerListPlaceholder() {
  const { t } = useTranslation('auth');
  return (
    <section>
      <h1>{t('control.serversHeading')}</h1>
      <p>{t('control.serversPlaceholder')}</p>
    </section>
  );
}
