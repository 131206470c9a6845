import { Badge, CopyButton } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import type { CloudServer } from '../../cloud/regionResources.ts';
import styles from './ServerDetailsTab.module.css';

/**
 * The server's addresses grouped by network, in Nova's order (§3 "addresses grouped by network;
 * each has addr and version"), each with its version, floating or fixed, and a copy button.
 */
export function ServerAddresses({ server }: { server: CloudServer }) {
  const { t } = useTranslation('servers');
  const networks = Object.entries(server.addresses).filter(([, list]) => list.length > 0);
  if (networks.length === 0) return <p className={styles.muted}>{t('page.details.noAddresses')}</p>;
  return (
    <div className={styles.networks}>
      {networks.map(([network, addresses]) => (
        <section key={network} className={styles.network} aria-label={network}>
          <h3 className={styles.networkName}>{network}</h3>
          <ul className={styles.addressList}>
            {addresses.map((address) => (
              <li key={address.addr} className={styles.addressRow}>
                <code className={styles.addr}>{address.addr}</code>
                <Badge size="sm" tone={address.version === 4 ? 'info' : 'neutral'}>
                  {address.version === 4 ? 'IPv4' : 'IPv6'}
                </Badge>
                {address['OS-EXT-IPS:type'] === 'floating' ? (
                  <Badge size="sm" tone="brand">
                    {t('page.details.floating')}
                  </Badge>
                ) : null}
                <CopyButton
                  value={address.addr}
                  iconOnly
                  size="sm"
                  variant="ghost"
                  label={t('page.details.copyAddress', { address: address.addr })}
                  copiedLabel={t('page.copied')}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
