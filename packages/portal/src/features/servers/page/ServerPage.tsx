import { serverAddress } from '@cloud-portal/domain/servers';
import { CopyButton, Skeleton, Tabs } from '@cloud-portal/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { controlPath } from '../../../app/paths.ts';
import { ScreenState } from '../../control/ScreenState.tsx';
import { LinkButton } from '../../layout/LinkButton.tsx';
import { ServerStatusPill } from '../ServerStatusPill.tsx';
import { useServer } from '../useServer.ts';
import styles from './ServerPage.module.css';
import { SERVER_TAB_COMPONENTS, SERVER_TABS, isServerTab, type ServerTab } from './serverTabs.ts';
import { TabErrorBoundary } from './TabErrorBoundary.tsx';

/**
 * `servers/page/{id}/{tab}` (§2): the server's name, status and address above its tabs, each tab a
 * chunk of its own. The server is found in the region lists by id, then read on its own (every
 * 2 s while it changes by itself, `useServer`). An unknown tab goes to server-details; a server that is gone
 * says so with a way back to the list.
 */
export function ServerPage() {
  const { id = '', tab } = useParams();
  const { t } = useTranslation('servers');
  const navigate = useNavigate();
  const { server, loading, gone } = useServer(id);

  if (tab !== undefined && !isServerTab(tab)) {
    return <Navigate to={controlPath('serverPage', { id, tab: null })} replace />;
  }
  const active: ServerTab = tab ?? 'server-details';

  if (!server || gone) {
    if (loading && !gone) {
      return (
        <div className={styles.page} aria-busy="true">
          <Skeleton variant="text" width="16rem" height="2rem" />
          <Skeleton variant="rect" height="12rem" />
        </div>
      );
    }
    return (
      <ScreenState
        heading={t('page.notFound.heading')}
        text={t('page.notFound.text')}
        action={<LinkButton to={controlPath('serverList')}>{t('page.notFound.back')}</LinkButton>}
      />
    );
  }

  const address = serverAddress(server.addresses);
  const TabComponent = SERVER_TAB_COMPONENTS[active];
  const tabPath = (next: ServerTab) =>
    controlPath('serverPage', { id, tab: next === 'server-details' ? null : next });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.title}>
          <h1 className={styles.name}>{server.name}</h1>
          <ServerStatusPill server={server} />
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('page.address')}</dt>
            <dd>
              {address ? (
                <span className={styles.address}>
                  <code>{address}</code>
                  <CopyButton
                    value={address}
                    iconOnly
                    label={t('page.copyAddress')}
                    copiedLabel={t('page.copied')}
                  />
                </span>
              ) : (
                t('page.noAddress')
              )}
            </dd>
          </div>
          <div>
            <dt>{t('page.region')}</dt>
            <dd>{server.region}</dd>
          </div>
        </dl>
      </header>
      <Tabs
        label={t('page.tabsLabel')}
        value={active}
        onValueChange={(next) => void navigate(tabPath(next))}
        getTabHref={tabPath}
        items={SERVER_TABS.map((value) => ({ value, label: t(`page.tabs.${value}`) }))}
      >
        <TabErrorBoundary key={active} message={t('page.tabFailed')} retryLabel={t('page.retry')}>
          <Suspense fallback={<Skeleton variant="rect" height="12rem" />}>
            <TabComponent server={server} />
          </Suspense>
        </TabErrorBoundary>
      </Tabs>
    </div>
  );
}
