import { Badge, EmptyState, Skeleton } from '@cloud-portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentList } from '../AttachmentList.tsx';
import type { ServerInterface } from './interfacesApi.ts';
import styles from './ServerPortsTab.module.css';

const STATE_TONES: Readonly<Record<string, 'success' | 'warning' | 'danger' | 'neutral'>> = {
  ACTIVE: 'success',
  BUILD: 'warning',
  DOWN: 'neutral',
  ERROR: 'danger',
};

/**
 * The interfaces, one item of an {@link AttachmentList} each (network, addresses, MAC address,
 * port state and its remove button).
 */
export function InterfaceList({
  interfaces,
  loading,
  networkName,
  renderRemove,
}: {
  interfaces: readonly ServerInterface[] | undefined;
  loading: boolean;
  networkName: (networkId: string) => string;
  renderRemove: (row: ServerInterface) => ReactNode;
}) {
  const { t } = useTranslation('servers');
  if (loading && !interfaces) {
    return (
      <div aria-busy="true">
        <Skeleton variant="rect" height="4rem" />
      </div>
    );
  }
  if (!interfaces || interfaces.length === 0) {
    return <EmptyState compact title={t('page.ports.empty')} />;
  }
  return (
    <AttachmentList
      label={t('page.ports.heading')}
      items={interfaces.map((row) => ({
        key: row.portId,
        main: (
          <dl className={styles.interfaceFacts}>
            <div>
              <dt>{t('page.ports.network')}</dt>
              <dd>{networkName(row.networkId)}</dd>
            </div>
            <div className={styles.addressesFact}>
              <dt>{t('page.ports.addresses')}</dt>
              <dd>
                {row.addresses.length === 0 ? (
                  '—'
                ) : (
                  <ul className={styles.addresses}>
                    {row.addresses.map((address) => (
                      <li key={address}>
                        <code>{address}</code>
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
            <div>
              <dt>{t('page.ports.mac')}</dt>
              <dd>
                <code>{row.macAddress}</code>
              </dd>
            </div>
            <div>
              <dt>{t('page.ports.state')}</dt>
              <dd>
                <Badge size="sm" tone={STATE_TONES[row.state] ?? 'neutral'}>
                  {row.state}
                </Badge>
              </dd>
            </div>
          </dl>
        ),
        action: renderRemove(row),
      }))}
    />
  );
}
