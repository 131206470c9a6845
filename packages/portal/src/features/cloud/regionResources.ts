// What the per-region lists of §4 hold, mapped from the SDK's wire shapes (the SDK README: the
// portal maps). Servers and security groups keep Nova's and Neutron's shapes: the domain rules
// (deriveServerFields, orderSecurityGroups, planAllowAllGroup…) read exactly those.
import type { NovaQuotaSet, NovaServer } from '@cloud-portal/cloud-sdk/compute';
import type { GlanceImage } from '@cloud-portal/cloud-sdk/image';
import type { NeutronSecurityGroup } from '@cloud-portal/cloud-sdk/network';
import type { CinderVolume } from '@cloud-portal/cloud-sdk/volume';
import type { GroupableImage } from '@cloud-portal/domain/images';
import { QUOTA_DEFAULTS, type QuotaName, type QuotaSet } from '@cloud-portal/domain/regions';

/** A server of a region: Nova's server (§3 Server "from the cloud") with its region. */
export type CloudServer = NovaServer & { readonly region: string };

/** A security group with its rules, as Neutron lists it (§3 Cloud objects). */
export type CloudSecurityGroup = NeutronSecurityGroup;

/** A block volume (§3 Cloud objects: volume) as the screens show it. */
export interface CloudVolume {
  id: string;
  /** Cinder allows none: then the id. */
  name: string;
  /** GiB. */
  size: number;
  status: string;
  bootable: boolean;
  /** Servers it is attached to. */
  attachedServerIds: string[];
  createdAt: string;
  region: string;
}

/** An image of a region (§3 Image), ready for the domain's image grouping. */
export interface CloudImage extends GroupableImage {
  name: string;
  status: string;
  visibility: string;
  /** A snapshot of a server (Nova's `image_type: snapshot`), listed on the snapshots screen. */
  isSnapshot: boolean;
  /** GiB of root disk a server needs. */
  minDisk: number;
  /** MiB of RAM a server needs. */
  minRam: number;
  /** Bytes, null until uploaded. */
  sizeBytes: number | null;
  createdAt: string;
  region: string;
}

/**
 * Nova's quota set as the §3 quota names, each the region's limit (`-1` unlimited); a name Nova no
 * longer sends at the pinned microversion (network quotas from 2.36, file injection from 2.57)
 * keeps its §3 default.
 * @example toQuotaSet({ id: 'p', instances: 20, cores: 40, … }).instances // 20
 */
export function toQuotaSet(quota: NovaQuotaSet): QuotaSet {
  const names = Object.keys(QUOTA_DEFAULTS) as QuotaName[];
  return Object.fromEntries(
    names.map((name) => {
      const value = quota[name];
      return [name, typeof value === 'number' ? value : QUOTA_DEFAULTS[name]];
    }),
  ) as QuotaSet;
}

/**
 * Cinder's volume as a {@link CloudVolume}.
 * @example toCloudVolume(cinderVolume, 'eu-west2').attachedServerIds // ['9c2f…']
 */
export function toCloudVolume(volume: CinderVolume, region: string): CloudVolume {
  return {
    id: volume.id,
    name: volume.name ?? volume.id,
    size: volume.size,
    status: volume.status,
    bootable: volume.bootable === 'true',
    attachedServerIds: volume.attachments.map((attachment) => attachment.server_id),
    createdAt: volume.created_at,
    region,
  };
}

/**
 * Glance's image as a {@link CloudImage} (a nameless image is named by its id).
 * @example toCloudImage(glanceImage, 'eu-west2').os_distro // 'ubuntu'
 */
export function toCloudImage(image: GlanceImage, region: string): CloudImage {
  return {
    id: image.id,
    name: image.name ?? image.id,
    os_distro: image.os_distro ?? null,
    os_version: image.os_version ?? null,
    status: image.status,
    visibility: image.visibility,
    isSnapshot: image.image_type === 'snapshot',
    minDisk: image.min_disk,
    minRam: image.min_ram,
    sizeBytes: image.size,
    createdAt: image.created_at,
    region,
  };
}
