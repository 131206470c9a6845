import { Alert, Card, Skeleton } from '@cloud-portal/ui';
import { CircleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks.ts';
import { controlPath } from '../../../app/paths.ts';
import type { RootState } from '../../../app/store.ts';
import { selectCloudTokenFailed } from '../../cloud/cloudTokenSlice.ts';
import { REGION_RESOURCE_QUERIES } from '../../cloud/regionData.ts';
import type { CloudSecurityGroup, CloudServer } from '../../cloud/regionResources.ts';
import { useRegionsQuery } from '../../regions/useRegionsQuery.ts';
import styles from './AccountSecurityScreen.module.css';
import {
  securityChecklist,
  type ChecklistItem,
  type RegionSecurityInput,
} from './securityChecklist.ts';

interface Entry {
  status: string;
  data?: unknown;
}

/** One region's lists as the cloud start-up left them in the cache (§4 Per-region data). */
type RegionLists = readonly [region: string, groups: Entry, servers: Entry];

const sameLists = (first: readonly RegionLists[], second: readonly RegionLists[]) =>
  first.length === second.length &&
  first.every(
    ([region, groups, servers], index) =>
      region === second[index]?.[0] &&
      groups.status === second[index][1].status &&
      groups.data === second[index][1].data &&
      servers.status === second[index][2].status &&
      servers.data === second[index][2].data,
  );

const selectLists = (state: RootState, regions: readonly string[]): RegionLists[] =>
  regions.map((region) => [
    region,
    REGION_RESOURCE_QUERIES.securityGroups.select(region)(state) as Entry,
    REGION_RESOURCE_QUERIES.servers.select(region)(state) as Entry,
  ]);

/**
 * The security checklist at the top of account/security: two-factor off, a security group of a
 * server open to everybody on SSH or RDP, servers without an SSH key, each linking to where it is
 * fixed. It reads the per-region security groups and servers the control area already loads
 * (features/cloud CloudStartup) and starts no request of its own.
 */
export function SecurityChecklist({
  totpEnabled,
  totpAvailable,
}: {
  totpEnabled: boolean | undefined;
  totpAvailable: boolean;
}) {
  const { t } = useTranslation('account');
  const regionsQuery = useRegionsQuery({ joinFailure: true });
  const regionIds = useMemo(
    () =>
      (regionsQuery.data ?? [])
        .filter((region) => !region.meta.is_maintenance)
        .map((region) => region.id),
    [regionsQuery.data],
  );
  const lists = useAppSelector((state) => selectLists(state, regionIds), sameLists);
  // Without a cloud token the lists are never asked for: say which regions went unchecked
  // instead of waiting for them.
  const tokenFailed = useAppSelector(selectCloudTokenFailed);

  const loaded = lists.filter(
    ([, groups, servers]) => groups.data !== undefined && servers.data !== undefined,
  );
  const unchecked = (entry: Entry) =>
    entry.data === undefined &&
    (entry.status === 'rejected' || (tokenFailed && entry.status === 'uninitialized'));
  const failed = lists
    .filter(([, groups, servers]) => unchecked(groups) || unchecked(servers))
    .map(([region]) => region);
  const loading =
    totpEnabled === undefined ||
    regionsQuery.isLoading ||
    loaded.length + failed.length < lists.length;

  const items = useMemo(
    () =>
      totpEnabled === undefined
        ? []
        : securityChecklist({
            totpEnabled,
            totpAvailable,
            regions: loaded.map(([region, groups, servers]): RegionSecurityInput => ({
              region,
              securityGroups: groups.data as CloudSecurityGroup[],
              servers: servers.data as CloudServer[],
            })),
          }),
    [totpEnabled, totpAvailable, loaded],
  );

  return (
    <Card title={t('security.checklist.title')} titleLevel={2}>
      <div className={styles.stack} data-testid="security-checklist">
        {items.length > 0 ? (
          <ul className={styles.checklist}>
            {items.map((item) => (
              <li key={itemKey(item)} data-kind={item.kind}>
                <CircleAlert aria-hidden="true" className={styles.warnIcon} />
                <ChecklistEntry item={item} />
              </li>
            ))}
          </ul>
        ) : null}
        {loading ? (
          <Skeleton variant="text" width="20rem" aria-label={t('security.checklist.loading')} />
        ) : items.length === 0 && failed.length === 0 ? (
          <Alert tone="success" role="status">
            {t('security.checklist.allGood')}
          </Alert>
        ) : null}
        {failed.length > 0 ? (
          <Alert tone="warning">
            {t('security.checklist.partial', { regions: failed.join(', ') })}
          </Alert>
        ) : null}
      </div>
    </Card>
  );
}

function itemKey(item: ChecklistItem): string {
  switch (item.kind) {
    case 'twoFactorOff':
      return item.kind;
    case 'openSecurityGroup':
      return `${item.kind}:${item.region}:${item.groupId}`;
    case 'serverWithoutSshKey':
      return `${item.kind}:${item.region}:${item.serverId}`;
    default:
      return item satisfies never;
  }
}

function ChecklistEntry({ item }: { item: ChecklistItem }) {
  const { t } = useTranslation('account');
  switch (item.kind) {
    case 'twoFactorOff':
      return (
        <span>
          {t('security.checklist.twoFactorOff')}{' '}
          <a href="#two-factor">{t('security.checklist.twoFactorFix')}</a>
        </span>
      );
    case 'openSecurityGroup':
      return (
        <span>
          {t('security.checklist.openGroup', {
            group: item.groupName,
            region: item.region,
            port: item.port,
          })}{' '}
          <Link to={controlPath('firewall')}>{t('security.checklist.openGroupFix')}</Link>
        </span>
      );
    case 'serverWithoutSshKey':
      return (
        <span>
          {t('security.checklist.noSshKey', { server: item.serverName, region: item.region })}{' '}
          <Link to={controlPath('reinstallServer', { id: item.serverId, name: item.serverName })}>
            {t('security.checklist.noSshKeyFix')}
          </Link>
        </span>
      );
    default:
      return item satisfies never;
  }
}
