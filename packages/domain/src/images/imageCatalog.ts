// §3 Image: the operating systems and applications the portal offers, in display order. The order
// of these lists is the order of the image groups on the new-server screen.

/** Operating-system image groups (§3 "Supported OS"), in display order. */
export const OS_IMAGE_NAMES = [
  'ubuntu',
  'alma',
  'rocky',
  'fedora',
  'centos',
  'debian',
  'arch',
  'freebsd',
  'windowsserver',
  'opensuse',
] as const;

/** Application image groups (§3 "Supported apps": VPN and proxy panels), in display order. */
export const APP_IMAGE_NAMES = ['wgeasy', 'awgeasy', 'openvpnui', '3xui', 'marzban'] as const;

/** Name of a supported operating-system group, e.g. `'ubuntu'`. */
export type OsImageName = (typeof OS_IMAGE_NAMES)[number];

/** Name of a supported application group, e.g. `'wgeasy'`. */
export type AppImageName = (typeof APP_IMAGE_NAMES)[number];

/** Name of any supported image group. */
export type ImageGroupName = OsImageName | AppImageName;

/** `default` groups hold operating systems, `app` groups hold prebuilt applications (§3). */
export type ImageGroupKind = 'default' | 'app';

/**
 * What the portal shows for one image group. `logo` is a site-relative asset path (the assets
 * themselves are served by the brand app); `guideUrl` is the knowledge-base article that explains
 * an application (`/knowledge/{id}`, §2 public routes) and is `undefined` for operating systems.
 */
export interface ImageCatalogEntry {
  readonly name: ImageGroupName;
  readonly displayName: string;
  readonly kind: ImageGroupKind;
  readonly logo: string;
  readonly guideUrl: string | undefined;
}

// Product names are brand names, not translated text, so they live here and not in i18n.
const OS_DISPLAY_NAMES: Readonly<Record<OsImageName, string>> = {
  ubuntu: 'Ubuntu',
  alma: 'AlmaLinux',
  rocky: 'Rocky Linux',
  fedora: 'Fedora',
  centos: 'CentOS',
  debian: 'Debian',
  arch: 'Arch Linux',
  freebsd: 'FreeBSD',
  windowsserver: 'Windows Server',
  opensuse: 'openSUSE',
};

const APP_DISPLAY_NAMES: Readonly<Record<AppImageName, string>> = {
  wgeasy: 'WG-Easy',
  awgeasy: 'AmneziaWG Easy',
  openvpnui: 'OpenVPN UI',
  '3xui': '3X-UI',
  marzban: 'Marzban',
};

/**
 * Every supported image group in display order: the operating systems, then the applications.
 *
 * @example
 * IMAGE_CATALOG[0]; // { name: 'ubuntu', displayName: 'Ubuntu', kind: 'default', logo: '/images/os/ubuntu.svg', guideUrl: undefined }
 */
export const IMAGE_CATALOG: readonly ImageCatalogEntry[] = [
  ...OS_IMAGE_NAMES.map((name): ImageCatalogEntry => ({
    name,
    displayName: OS_DISPLAY_NAMES[name],
    kind: 'default',
    logo: `/images/os/${name}.svg`,
    guideUrl: undefined,
  })),
  ...APP_IMAGE_NAMES.map((name): ImageCatalogEntry => ({
    name,
    displayName: APP_DISPLAY_NAMES[name],
    kind: 'app',
    logo: `/images/apps/${name}.svg`,
    guideUrl: `/knowledge/vpn-${name}`,
  })),
];

const CATALOG_BY_NAME = new Map<string, ImageCatalogEntry>(
  IMAGE_CATALOG.map((entry) => [entry.name, entry]),
);

/**
 * The catalog entry of a supported group name (case-insensitive), or `undefined`. Typed as always
 * present when called with an `ImageGroupName`.
 *
 * @example
 * imageCatalogEntry('3XUI')?.displayName; // '3X-UI'
 * imageCatalogEntry('cirros'); // undefined
 */
export function imageCatalogEntry(name: ImageGroupName): ImageCatalogEntry;
export function imageCatalogEntry(name: string): ImageCatalogEntry | undefined;
export function imageCatalogEntry(name: string): ImageCatalogEntry | undefined {
  // Every ImageGroupName is in the map: IMAGE_CATALOG is built from the two name lists.
  return CATALOG_BY_NAME.get(name.trim().toLowerCase());
}

// Spellings of `os_distro` (Glance's common image properties, Nova server metadata) and of image
// name prefixes that mean one of our groups. Glance recommends e.g. `ubuntu`, `centos`,
// `opensuse`, `windows`, `arch`; some clouds write the full distribution names.
const OS_ALIASES: Readonly<Record<string, OsImageName>> = {
  almalinux: 'alma',
  rockylinux: 'rocky',
  archlinux: 'arch',
  windows: 'windowsserver',
};

/**
 * Maps an operating-system identifier (an image-name prefix or an `os_distro` value) to a
 * supported OS group: the group names themselves plus the aliases `almalinux`, `rockylinux`,
 * `archlinux` and `windows`. Case-insensitive; `undefined` when unsupported.
 *
 * @example
 * osImageNameOf('AlmaLinux'); // 'alma'
 * osImageNameOf('ubuntu'); // 'ubuntu'
 * osImageNameOf('cirros'); // undefined
 */
export function osImageNameOf(identifier: string): OsImageName | undefined {
  const lower = identifier.trim().toLowerCase();
  const alias = Object.hasOwn(OS_ALIASES, lower) ? OS_ALIASES[lower] : undefined;
  if (alias) return alias;
  return (OS_IMAGE_NAMES as readonly string[]).includes(lower) ? (lower as OsImageName) : undefined;
}

/**
 * Narrows an application name from an image name (case-insensitive) to a supported app group.
 *
 * @example
 * appImageNameOf('WGEasy'); // 'wgeasy'
 * appImageNameOf('outline'); // undefined
 */
export function appImageNameOf(identifier: string): AppImageName | undefined {
  const lower = identifier.trim().toLowerCase();
  return (APP_IMAGE_NAMES as readonly string[]).includes(lower)
    ? (lower as AppImageName)
    : undefined;
}
