import { deriveServerFields } from '@cloud-portal/domain/servers';
import { Card } from '@cloud-portal/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionData } from '../../cloud/regionData.ts';
import { useServerCharges } from '../billing/useServerCharges.ts';
import type { ServerTabProps } from '../page/ServerTabProps.ts';
import { ActivityTimeline } from './ActivityTimeline.tsx';
import { RescuePassword } from './RescuePassword.tsx';
import { ServerAddresses } from './ServerAddresses.tsx';
import styles from './ServerDetailsTab.module.css';
import { ServerFacts } from './ServerFacts.tsx';

/**
 * `server-details`, the server page's default tab (issue 13): every field of the server and the
 * derived ones (§3 charges: the pending amount, re-read every 20 s), its addresses by network, the password this browser remembers for it (§3) and
 * the activity timeline from Nova's instance actions.
 */
export function ServerDetailsTab({ server }: ServerTabProps) {
  const { t } = useTranslation('servers');
  const { images, volumes } = useRegionData(server.region);
  const charge = useServerCharges()?.get(server.id);
  const derived = useMemo(
    () => deriveServerFields(server, images.data ? { images: images.data } : {}),
    [server, images.data],
  );
  return (
    <div className={styles.tab}>
      <Card title={t('page.details.overview')} titleLevel={2} className={styles.overview}>
        <ServerFacts
          server={server}
          derived={derived}
          charge={charge}
          images={images.data}
          volumes={volumes.data}
        />
      </Card>
      <div className={styles.side}>
        <Card title={t('page.details.addresses')} titleLevel={2}>
          <ServerAddresses server={server} />
        </Card>
        <Card title={t('page.details.password.heading')} titleLevel={2}>
          <RescuePassword serverId={server.id} serverName={server.name} />
        </Card>
      </div>
      <Card title={t('page.details.activity.heading')} titleLevel={2} className={styles.activity}>
        <ActivityTimeline server={server} />
      </Card>
    </div>
  );
}
