import { formatFileSize } from '@cloud-portal/domain/format';
import type { ImageGroup } from '@cloud-portal/domain/images';
import { SegmentedControl, Select } from '@cloud-portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloudImage } from '../../cloud/regionResources.ts';
import { RadioTile } from './RadioTile.tsx';
import styles from './ServerForm.module.css';
import { useSizeLabels } from './sizeLabels.ts';

/** The three sources of a server's disk (§3 Image kinds; the customer's snapshots). */
export type ImageSourceKind = 'os' | 'app' | 'snapshot';

/** Props of {@link ImagePicker}. */
export interface ImagePickerProps {
  /** The region's operating systems and applications (domain `groupImages`). */
  groups: readonly ImageGroup<CloudImage>[];
  /** The customer's snapshots in the region. */
  snapshots: readonly CloudImage[];
  /** The chosen image's id. */
  value: string | undefined;
  onChange: (imageId: string) => void;
  /** The source tab that holds the chosen image (shown first). */
  valueKind: ImageSourceKind | undefined;
}

/** The newest shared image of a group, else its newest (the version list's first choice). */
const firstChoice = (group: ImageGroup<CloudImage>) =>
  group.images.find((item) => item.platform === 'shared') ?? group.images[0];

/**
 * The image step: operating systems grouped by distro with a version (and platform) to choose,
 * applications with their guide, and the customer's snapshots.
 * @example <ImagePicker groups={groups} snapshots={snapshots} value={imageId} valueKind="os" onChange={setImage} />
 */
export function ImagePicker({ groups, snapshots, value, onChange, valueKind }: ImagePickerProps) {
  const { t, i18n } = useTranslation('servers');
  const [kind, setKind] = useState<ImageSourceKind>(valueKind ?? 'os');
  const shown = groups.filter((group) => group.kind === (kind === 'app' ? 'app' : 'default'));
  const chosenGroup = groups.find((group) => group.images.some((item) => item.image.id === value));
  const labels = useSizeLabels();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <>
      <SegmentedControl
        className={styles.sources}
        label={t('create.image.sourceLabel')}
        value={kind}
        onValueChange={setKind}
        options={[
          { value: 'os', label: t('create.image.os') },
          { value: 'app', label: t('create.image.apps') },
          { value: 'snapshot', label: t('create.image.snapshots') },
        ]}
      />
      {kind === 'snapshot' ? (
        snapshots.length === 0 ? (
          <p className={styles.muted}>{t('create.image.noSnapshots')}</p>
        ) : (
          <ul className={styles.rows} aria-label={t('create.image.snapshots')}>
            {snapshots.map((snapshot) => (
              <li key={snapshot.id}>
                <RadioTile
                  name="image"
                  value={snapshot.id}
                  checked={snapshot.id === value}
                  onSelect={onChange}
                >
                  <span className={styles.tileTitle}>{snapshot.name}</span>
                  <span className={styles.tileText}>
                    {t('create.image.snapshotFacts', {
                      date: dates.format(new Date(snapshot.createdAt)),
                      size:
                        snapshot.sizeBytes === null
                          ? '—'
                          : formatFileSize(snapshot.sizeBytes, { labels }),
                    })}
                  </span>
                </RadioTile>
              </li>
            ))}
          </ul>
        )
      ) : shown.length === 0 ? (
        <p className={styles.muted}>{t('create.image.none')}</p>
      ) : (
        <ul
          className={styles.tiles}
          aria-label={kind === 'app' ? t('create.image.apps') : t('create.image.os')}
        >
          {shown.map((group) => {
            const checked = group === chosenGroup;
            const newest = firstChoice(group);
            return (
              <li key={group.name}>
                <RadioTile
                  name="image"
                  value={group.name}
                  checked={checked}
                  onSelect={() => {
                    if (!checked && newest) onChange(newest.image.id);
                  }}
                >
                  <span className={`${styles.tileTitle} ${styles.imageTitle}`}>
                    <img
                      className={styles.logo}
                      src={group.logo}
                      alt=""
                      width={32}
                      height={32}
                      decoding="async"
                    />
                    <span>{group.displayName}</span>
                  </span>
                  <span className={styles.tileText}>
                    {t('create.image.versions', { count: group.images.length })}
                  </span>
                </RadioTile>
                {group.guideUrl ? (
                  <a className={styles.guide} href={group.guideUrl} target="_blank" rel="noopener">
                    {t('create.image.guide', { name: group.displayName })}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {kind !== 'snapshot' && chosenGroup && shown.includes(chosenGroup) ? (
        <div className={styles.versions}>
          <Select
            label={t('create.image.version', { name: chosenGroup.displayName })}
            value={value}
            onChange={onChange}
            fullWidth
            options={chosenGroup.images.map((item) => ({
              value: item.image.id,
              label:
                item.platform === 'baremetal'
                  ? t('create.image.baremetalVersion', { version: item.version })
                  : item.version,
            }))}
          />
        </div>
      ) : null}
    </>
  );
}
