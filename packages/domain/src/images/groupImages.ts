import { compareImageVersions } from './compareImageVersions.ts';
import {
  IMAGE_CATALOG,
  appImageNameOf,
  imageCatalogEntry,
  osImageNameOf,
  type ImageCatalogEntry,
  type ImageGroupKind,
  type ImageGroupName,
} from './imageCatalog.ts';
import { parseImageName, type ImageExclusionReason, type ImagePlatform } from './parseImageName.ts';

/**
 * The image fields the rules read: Glance's `id` and `name`, and the optional common image
 * properties `os_distro` / `os_version` (Glance v2 shows custom properties as top-level fields).
 * `logo` is what a region's image list may already carry (§3); it is not needed for grouping.
 */
export interface GroupableImage {
  readonly id: string;
  readonly name: string;
  readonly os_distro?: string | null;
  readonly os_version?: string | null;
  readonly logo?: string | null;
}

/** How one image is offered, or why it is not. */
export type ImageClassification =
  | {
      readonly status: 'accepted';
      readonly group: ImageCatalogEntry;
      readonly version: string;
      readonly platform: ImagePlatform;
    }
  | { readonly status: 'excluded'; readonly reason: ImageExclusionReason }
  /** The name parsed but its OS or application is not one the portal offers (e.g. `cirros`). */
  | { readonly status: 'unsupported'; readonly groupName: string }
  | { readonly status: 'invalid' };

/**
 * Decides whether an image is offered and in which group (§3). The name decides (see
 * `parseImageName`); when an OS name is not a supported one, the Glance property `os_distro` may
 * still place it (for images named freely on a real cloud, e.g. `Ubuntu 24.04 LTS` with
 * `os_distro: ubuntu`), taking the version from `os_version`. Excluded names stay excluded.
 *
 * @example
 * classifyImage({ id: '1', name: 'debian_12' }); // { status: 'accepted', group: { name: 'debian', … }, version: '12', platform: 'shared' }
 * classifyImage({ id: '2', name: 'Ubuntu 24.04 LTS', os_distro: 'ubuntu', os_version: '24.04' }).status; // 'accepted'
 */
export function classifyImage(image: GroupableImage): ImageClassification {
  const parsed = parseImageName(image.name);
  if (parsed.status !== 'parsed') return parsed;

  if (parsed.kind === 'app') {
    const app = appImageNameOf(parsed.groupName);
    return app
      ? {
          status: 'accepted',
          group: imageCatalogEntry(app),
          version: parsed.version,
          platform: parsed.platform,
        }
      : { status: 'unsupported', groupName: parsed.groupName };
  }

  const os = osImageNameOf(parsed.groupName);
  if (os) {
    return {
      status: 'accepted',
      group: imageCatalogEntry(os),
      version: parsed.version,
      platform: parsed.platform,
    };
  }
  const distro = image.os_distro ? osImageNameOf(image.os_distro) : undefined;
  if (distro) {
    const version = image.os_version?.trim() || parsed.version;
    return {
      status: 'accepted',
      group: imageCatalogEntry(distro),
      version,
      platform: parsed.platform,
    };
  }
  return { status: 'unsupported', groupName: parsed.groupName };
}

/** One offered image inside a group. */
export interface ImageGroupItem<TImage extends GroupableImage = GroupableImage> {
  readonly image: TImage;
  readonly version: string;
  readonly platform: ImagePlatform;
}

/** An image group of §3: an OS or application with its images, newest version first. */
export interface ImageGroup<TImage extends GroupableImage = GroupableImage> {
  readonly name: ImageGroupName;
  readonly displayName: string;
  readonly images: readonly ImageGroupItem<TImage>[];
  readonly kind: ImageGroupKind;
  readonly logo: string;
  readonly guideUrl: string | undefined;
}

const PLATFORM_ORDER: Readonly<Record<ImagePlatform, number>> = { shared: 0, baremetal: 1 };

function compareItemsNewestFirst(a: ImageGroupItem, b: ImageGroupItem): number {
  return (
    compareImageVersions(b.version, a.version) ||
    PLATFORM_ORDER[a.platform] - PLATFORM_ORDER[b.platform] ||
    compareStrings(a.image.name, b.image.name) ||
    compareStrings(a.image.id, b.image.id)
  );
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Groups a region's images for the new-server screen (§3). Excluded (`NOTWORKING…`, `OLD…`),
 * invalid and unsupported images are left out. Groups come in catalog order (the OS list of §3,
 * then the applications) and only when they have images; inside a group the newest version comes
 * first (`compareImageVersions`), then shared before baremetal, then by name and id, so the result
 * does not depend on the input order.
 *
 * @example
 * groupImages([{ id: 'a', name: 'ubuntu_22.04' }, { id: 'b', name: 'ubuntu_24.04' }, { id: 'c', name: 'OLD_ubuntu_20.04' }]);
 * // [{ name: 'ubuntu', displayName: 'Ubuntu', kind: 'default', logo: '/images/os/ubuntu.svg', guideUrl: undefined,
 * //    images: [{ image: { id: 'b', … }, version: '24.04', platform: 'shared' }, { image: { id: 'a', … }, version: '22.04', platform: 'shared' }] }]
 */
export function groupImages<TImage extends GroupableImage>(
  images: readonly TImage[],
): ImageGroup<TImage>[] {
  const itemsByGroup = new Map<ImageGroupName, ImageGroupItem<TImage>[]>();
  for (const image of images) {
    const classification = classifyImage(image);
    if (classification.status !== 'accepted') continue;
    const { group, version, platform } = classification;
    const items = itemsByGroup.get(group.name) ?? [];
    items.push({ image, version, platform });
    itemsByGroup.set(group.name, items);
  }

  const groups: ImageGroup<TImage>[] = [];
  for (const entry of IMAGE_CATALOG) {
    const items = itemsByGroup.get(entry.name);
    if (!items) continue;
    groups.push({ ...entry, images: items.sort(compareItemsNewestFirst) });
  }
  return groups;
}
