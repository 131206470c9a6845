import { createHash } from 'node:crypto';
import { parseImageName } from '@cloud-portal/domain/images';
import type { ImageRecord, ImagesStore } from './store.ts';

/** One public image of the demo cloud, the same in every region. */
export interface SeedImage {
  /** Named as the domain's image rules read names (`packages/domain/src/images`). */
  name: string;
  /** Glance's common property (`ubuntu`, `almalinux`, `windows`...). */
  osDistro: string;
  osVersion: string;
  /** GiB. */
  minDisk: number;
  /** MiB. */
  minRam: number;
}

const LINUX = { minDisk: 10, minRam: 512 };
const BAREMETAL = { minDisk: 20, minRam: 1024 };
const WINDOWS = { minDisk: 40, minRam: 2048 };
const APP = { minDisk: 15, minRam: 1024 };

function os(name: string, osDistro: string, osVersion: string, size = LINUX): SeedImage {
  return { name, osDistro, osVersion, ...size };
}

// Apps are built on Ubuntu 24.04 (what their os_distro says).
function app(name: string, size = APP): SeedImage {
  return { name, osDistro: 'ubuntu', osVersion: '24.04', ...size };
}

/**
 * The public images of every region (SPEC §3 Image): every supported OS in several versions,
 * every application (`prebuilt_<app>_<version>` and the `prebuilt_<app>-<version>` form),
 * baremetal variants (`-baremetal`, `_baremetal`, and a 4th name part), names the portal leaves
 * out (`OLD_`, `NOTWORKING_`) and one image no group takes (cirros, as real clouds carry).
 * Oldest first: the list's order is the order of `created_at`.
 */
export const SEED_IMAGES: readonly SeedImage[] = [
  os('cirros-0.6.2-x86_64-disk', 'cirros', '0.6.2', { minDisk: 1, minRam: 64 }),
  os('OLD_ubuntu_18.04', 'ubuntu', '18.04'),
  os('ubuntu_20.04', 'ubuntu', '20.04'),
  os('ubuntu_22.04', 'ubuntu', '22.04'),
  os('ubuntu_22.04-baremetal', 'ubuntu', '22.04', BAREMETAL),
  os('ubuntu_24.04', 'ubuntu', '24.04'),
  os('ubuntu_24.04-baremetal', 'ubuntu', '24.04', BAREMETAL),
  os('NOTWORKING_ubuntu_25.04', 'ubuntu', '25.04'),
  os('alma_8', 'almalinux', '8'),
  os('alma_9', 'almalinux', '9'),
  os('alma_9-baremetal', 'almalinux', '9', BAREMETAL),
  os('rocky_8', 'rocky', '8'),
  os('rocky_9', 'rocky', '9'),
  os('rocky_9-baremetal', 'rocky', '9', BAREMETAL),
  os('OLD_fedora_39', 'fedora', '39'),
  os('fedora_40', 'fedora', '40'),
  os('fedora_41', 'fedora', '41'),
  os('NOTWORKING_centos_7', 'centos', '7'),
  os('centos_9_stream', 'centos', '9'),
  os('centos_9_stream_baremetal', 'centos', '9', BAREMETAL),
  os('centos_10_stream', 'centos', '10'),
  os('OLD_debian_10', 'debian', '10'),
  os('debian_11', 'debian', '11'),
  os('debian_11_bullseye_dedicated', 'debian', '11', BAREMETAL),
  os('debian_12', 'debian', '12'),
  os('debian_12-baremetal', 'debian', '12', BAREMETAL),
  os('arch_2025.06', 'arch', '2025.06'),
  os('arch_2025.11', 'arch', '2025.11'),
  os('freebsd_13.4', 'freebsd', '13.4', { minDisk: 10, minRam: 1024 }),
  os('freebsd_14.1', 'freebsd', '14.1', { minDisk: 10, minRam: 1024 }),
  os('freebsd_14.1-baremetal', 'freebsd', '14.1', BAREMETAL),
  os('NOTWORKING_windowsserver_2016', 'windows', '2016', WINDOWS),
  os('windowsserver_2019', 'windows', '2019', WINDOWS),
  os('windowsserver_2022', 'windows', '2022', WINDOWS),
  os('windowsserver_2022-baremetal', 'windows', '2022', { minDisk: 60, minRam: 4096 }),
  os('windowsserver_2025', 'windows', '2025', WINDOWS),
  os('opensuse_15.5', 'opensuse', '15.5'),
  os('opensuse_15.6', 'opensuse', '15.6'),
  app('prebuilt_wgeasy_13'),
  app('prebuilt_wgeasy_14'),
  app('prebuilt_awgeasy-0.9'),
  app('prebuilt_awgeasy_1.0'),
  app('prebuilt_openvpnui-0.8'),
  app('prebuilt_openvpnui_0.9'),
  app('prebuilt_3xui-2.3'),
  app('prebuilt_3xui_2.4'),
  app('OLD_prebuilt_marzban_0.7'),
  app('prebuilt_marzban-0.7.1'),
  app('prebuilt_marzban_0.8'),
  app('prebuilt_marzban_0.8-baremetal', BAREMETAL),
];

/** The project owning the provider's public images (the cloud's admin project). */
export const PROVIDER_PROJECT_ID = createHash('sha256')
  .update('cloud-portal provider images')
  .digest('hex')
  .slice(0, 32);

/** When the first seed image was uploaded; each next one 17 minutes later. */
const FIRST_UPLOAD = Date.parse('2026-01-05T09:00:00.000Z');
const GIB = 1024 ** 3;

function digest(algorithm: 'md5' | 'sha256' | 'sha512', ...parts: string[]): string {
  return createHash(algorithm).update(parts.join('\0')).digest('hex');
}

/**
 * A stable UUID v4-shaped id from `parts`, so a region's images keep their ids across restarts
 * and fresh sandboxes.
 *
 * @example
 * stableUuid('image', 'eu-west2', 'ubuntu_24.04'); // '3c0b…-…-4…-…-…' (always the same)
 */
export function stableUuid(...parts: string[]): string {
  const hex = digest('sha256', ...parts);
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/**
 * The record of a seed image in a region: public, active, owned by the provider's project,
 * with deterministic id, size and hashes.
 *
 * @example
 * seedImageRecord('eu-west2', SEED_IMAGES[0], 0).visibility; // 'public'
 */
export function seedImageRecord(region: string, image: SeedImage, index: number): ImageRecord {
  const parsed = parseImageName(image.name);
  const baremetal = parsed.status === 'parsed' && parsed.platform === 'baremetal';
  const uploadedAt = new Date(FIRST_UPLOAD + index * 17 * 60_000).toISOString();
  const sizeSeed = parseInt(digest('md5', image.name).slice(0, 6), 16);
  return {
    id: stableUuid('image', region, image.name),
    region,
    name: image.name,
    owner: PROVIDER_PROJECT_ID,
    visibility: 'public',
    status: 'active',
    readyAt: null,
    protected: false,
    osHidden: false,
    diskFormat: baremetal ? 'raw' : 'qcow2',
    containerFormat: 'bare',
    // 5-10 % of min_disk, like compressed cloud images.
    size: Math.round(image.minDisk * GIB * (0.05 + (sizeSeed % 1000) / 20_000)),
    virtualSize: image.minDisk * GIB,
    checksum: digest('md5', region, image.name),
    osHashAlgo: 'sha512',
    osHashValue: digest('sha512', region, image.name),
    minDisk: image.minDisk,
    minRam: image.minRam,
    createdAt: uploadedAt,
    updatedAt: uploadedAt,
    tags: [],
    properties: { os_distro: image.osDistro, os_version: image.osVersion },
  };
}

/**
 * Inserts the public images of every region that are missing (idempotent: existing rows, and the
 * projects' snapshots, are left as they are).
 *
 * @example
 * seedImages(imagesStore(db), ['eu-west2', 'eu-west3']);
 */
export function seedImages(images: ImagesStore, regionIds: readonly string[]): void {
  for (const region of regionIds) {
    SEED_IMAGES.forEach((image, index) => {
      images.insertMissing(seedImageRecord(region, image, index));
    });
  }
}
