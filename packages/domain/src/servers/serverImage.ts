import { classifyImage, type GroupableImage } from '../images/groupImages.ts';
import { imageCatalogEntry, osImageNameOf } from '../images/imageCatalog.ts';
import type { ServerLike } from './serverShapes.types.ts';

/** i18n key (namespace `servers`) of the text shown when a server's system is unknown. */
export const UNKNOWN_IMAGE_MESSAGE_KEY = 'servers:unknownImage';

/**
 * What to show as a server's operating system (§3 systemName): the distro's display name, else the
 * image's name, else the translated 'Unknown image' (a message key, since domain holds no texts).
 * `source` says which one was used.
 */
export type ServerSystemName =
  | { readonly source: 'distro' | 'image'; readonly text: string }
  | { readonly source: 'unknown'; readonly key: typeof UNKNOWN_IMAGE_MESSAGE_KEY };

/**
 * The image a server was built from, looked up by `image.id` in the region's image list.
 * `undefined` for servers booted from a volume (`image: ""`) or with an image no longer listed.
 *
 * @example
 * serverImage({ id: 's', image: { id: 'i1' } }, [{ id: 'i1', name: 'debian_12' }]); // { id: 'i1', name: 'debian_12' }
 */
export function serverImage<TImage extends GroupableImage>(
  server: Pick<ServerLike, 'image'>,
  images: readonly TImage[] | undefined,
): TImage | undefined {
  const imageId = typeof server.image === 'object' && server.image ? server.image.id : undefined;
  if (!imageId) return undefined;
  return images?.find((image) => image.id === imageId);
}

function metadataDistro(server: Pick<ServerLike, 'metadata'>): string | undefined {
  const distro = server.metadata?.os_distro?.trim();
  return distro ? distro : undefined;
}

/**
 * The logo of a server's image group (§3 imageSrc), via the image catalog: the group of the
 * server's image (by name, see `classifyImage`), else the image's own `logo` (a region's images may
 * carry one, §3), else the group of `metadata.os_distro`; `undefined` when none applies (the UI
 * shows a generic icon).
 *
 * @example
 * serverImageSrc({ id: 's', image: { id: 'i1' } }, [{ id: 'i1', name: 'ubuntu_24.04' }]); // '/images/os/ubuntu.svg'
 * serverImageSrc({ id: 's', image: '', metadata: { os_distro: 'debian' } }, []); // '/images/os/debian.svg'
 */
export function serverImageSrc(
  server: Pick<ServerLike, 'image' | 'metadata'>,
  images: readonly GroupableImage[] | undefined,
): string | undefined {
  const image = serverImage(server, images);
  if (image) {
    const classification = classifyImage(image);
    if (classification.status === 'accepted') return classification.group.logo;
    if (image.logo) return image.logo;
  }
  const distro = metadataDistro(server);
  const os = distro ? osImageNameOf(distro) : undefined;
  return os ? imageCatalogEntry(os).logo : undefined;
}

/**
 * A server's system name (§3 systemName): `metadata.os_distro` shown by its display name
 * (`ubuntu` → 'Ubuntu'; an unsupported distro as written), else the name of the server's image,
 * else the `servers:unknownImage` message key.
 *
 * @example
 * serverSystemName({ id: 's', metadata: { os_distro: 'almalinux' } }, []); // { source: 'distro', text: 'AlmaLinux' }
 * serverSystemName({ id: 's', image: { id: 'i1' } }, [{ id: 'i1', name: 'my-snapshot' }]); // { source: 'image', text: 'my-snapshot' }
 * serverSystemName({ id: 's', image: '' }, []); // { source: 'unknown', key: 'servers:unknownImage' }
 */
export function serverSystemName(
  server: Pick<ServerLike, 'image' | 'metadata'>,
  images: readonly GroupableImage[] | undefined,
): ServerSystemName {
  const distro = metadataDistro(server);
  if (distro) {
    const os = osImageNameOf(distro);
    return { source: 'distro', text: os ? imageCatalogEntry(os).displayName : distro };
  }
  const imageName = serverImage(server, images)?.name.trim();
  if (imageName) return { source: 'image', text: imageName };
  return { source: 'unknown', key: UNKNOWN_IMAGE_MESSAGE_KEY };
}
