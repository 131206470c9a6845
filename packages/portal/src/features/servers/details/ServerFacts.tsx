import type { DerivedServerFields } from '@cloud-portal/domain/servers';
import { serverImage } from '@cloud-portal/domain/servers';
import { formatDecimalTrimmed } from '@cloud-portal/domain/format';
import { formatDate } from '@cloud-portal/i18n';
import { CopyButton } from '@cloud-portal/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloudImage, CloudServer, CloudVolume } from '../../cloud/regionResources.ts';
import { useChargesFormatter } from '../list/serverCharges.ts';
import { ServerStatusPill } from '../ServerStatusPill.tsx';
import styles from './ServerDetailsTab.module.css';

/** Nova's power states (`OS-EXT-STS:power_state`) by number, as the texts name them. */
const POWER_STATES = {
  0: 'noState',
  1: 'running',
  3: 'paused',
  4: 'shutdown',
  6: 'crashed',
  7: 'suspended',
} as const;

interface ServerFactsProps {
  server: CloudServer;
  derived: DerivedServerFields;
  /** §3 charges: the server's pending amount in dollars; undefined while unknown or none. */
  charge: number | undefined;
  /** The region's images (the image's name), when loaded. */
  images: readonly CloudImage[] | undefined;
  /** The region's volumes (the attached volumes' names), when loaded. */
  volumes: readonly CloudVolume[] | undefined;
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? `${styles.fact} ${styles.wide}` : styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The image's logo, or nothing when the asset is missing. */
function SystemLogo({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <img
      className={styles.logo}
      src={src}
      alt=""
      width={20}
      height={20}
      onError={() => setFailed(true)}
    />
  );
}

/**
 * Every field of §3 Server the cloud gives (id, name, image, flavor, key, volumes, the three
 * states, availability zone, disk config, launched and created, region) and the derived ones
 * (system name with its logo, key name, custom volume) and the pending charges when known, in the
 * brand's currency.
 */
export function ServerFacts({ server, derived, charge, images, volumes }: ServerFactsProps) {
  const { t, i18n } = useTranslation('servers');
  const money = useChargesFormatter();
  const date = (value: string | null) =>
    value ? formatDate(i18n.language, normaliseNovaTime(value), 'dateTime') : null;
  const image = serverImage(server, images);
  const power = server['OS-EXT-STS:power_state'];
  const powerKey = POWER_STATES[power as keyof typeof POWER_STATES] as
    (typeof POWER_STATES)[keyof typeof POWER_STATES] | undefined;
  const { flavor } = server;
  const attached = server['os-extended-volumes:volumes_attached'];
  const volumeName = (id: string) => volumes?.find((volume) => volume.id === id)?.name ?? id;
  const systemName =
    derived.systemName.source === 'unknown' ? t('unknownImage') : derived.systemName.text;

  return (
    <dl className={styles.facts}>
      <Fact label={t('page.details.id')} wide>
        <span className={styles.copyable}>
          <code>{server.id}</code>
          <CopyButton
            value={server.id}
            iconOnly
            size="sm"
            variant="ghost"
            label={t('page.details.copyId')}
            copiedLabel={t('page.copied')}
          />
        </span>
      </Fact>
      <Fact label={t('page.details.name')}>{server.name}</Fact>
      <Fact label={t('page.details.status')}>
        <ServerStatusPill server={server} />
      </Fact>
      <Fact label={t('page.details.system')}>
        <span className={styles.system}>
          <SystemLogo src={derived.imageSrc} />
          {systemName}
        </span>
      </Fact>
      <Fact label={t('page.details.image')}>
        {server.image === ''
          ? t('page.details.bootedFromVolume')
          : (image?.name ?? <code>{server.image.id}</code>)}
      </Fact>
      <Fact label={t('page.details.flavor')}>
        <span className={styles.stack}>
          {flavor.original_name ?? flavor.id ?? '—'}
          {flavor.vcpus !== undefined && flavor.ram !== undefined && flavor.disk !== undefined ? (
            <span className={styles.muted}>
              {t('page.details.flavorSize', {
                vcpus: flavor.vcpus,
                ram: formatDecimalTrimmed(flavor.ram / 1024, 2),
                disk: flavor.disk,
              })}
            </span>
          ) : null}
        </span>
      </Fact>
      <Fact label={t('page.details.keyName')}>{derived.keyName ?? t('page.details.noKey')}</Fact>
      <Fact label={t('page.details.volumes')}>
        {derived.isCustomVolume ? (
          <ul className={styles.plainList}>
            {attached.map((volume) => (
              <li key={volume.id}>{volumeName(volume.id)}</li>
            ))}
          </ul>
        ) : (
          t('page.details.noVolumes')
        )}
      </Fact>
      <Fact label={t('page.details.powerState')}>
        {powerKey ? t(`page.details.power.${powerKey}`) : String(power)}
      </Fact>
      <Fact label={t('page.details.vmState')}>
        <code>{server['OS-EXT-STS:vm_state']}</code>
      </Fact>
      <Fact label={t('page.details.taskState')}>
        {server['OS-EXT-STS:task_state'] ? (
          <code>{server['OS-EXT-STS:task_state']}</code>
        ) : (
          t('page.details.noTask')
        )}
      </Fact>
      <Fact label={t('page.details.region')}>{server.region}</Fact>
      <Fact label={t('page.details.availabilityZone')}>
        {server['OS-EXT-AZ:availability_zone'] || '—'}
      </Fact>
      <Fact label={t('page.details.diskConfig')}>
        {server['OS-DCF:diskConfig'] === 'AUTO'
          ? t('page.details.diskConfigAuto')
          : t('page.details.diskConfigManual')}
      </Fact>
      <Fact label={t('page.details.created')}>{date(server.created)}</Fact>
      <Fact label={t('page.details.launchedAt')}>
        {date(server['OS-SRV-USG:launched_at']) ?? t('page.details.notLaunched')}
      </Fact>
      {charge !== undefined ? <Fact label={t('page.details.charges')}>{money(charge)}</Fact> : null}
    </dl>
  );
}

/**
 * Nova's `OS-SRV-USG:*` times have no zone (`2030-01-01T10:00:04.000000`): they are UTC.
 * @example normaliseNovaTime('2030-01-01T10:00:04.000000') // '2030-01-01T10:00:04.000000Z'
 */
export function normaliseNovaTime(value: string): string {
  return /(?:Z|[+-]\d\d:?\d\d)$/.test(value) ? value : `${value}Z`;
}
