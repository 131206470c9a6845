// §3 Image: the grammar of image names.
//
//   excluded:   NOTWORKING…, OLD…                       (any case, any continuation)
//   app:        prebuilt_<app>_<version>[_<extra>…]      e.g. prebuilt_wgeasy_14
//               prebuilt_<app>-<version>                 e.g. prebuilt_3xui-2.4 ("name-version" form)
//   os:         <os>_<version>[_<edition>][_<extra>…]    e.g. ubuntu_24.04, centos_9_stream
//   platform:   baremetal when the name has a 4th part (index 3 after splitting on `_`, empty
//               parts ignored), or ends with `-baremetal` / `_baremetal`; otherwise shared.
//
// The 4th part is the first part after the longest regular name (`prebuilt_<app>_<version>` or
// `<os>_<version>_<edition>`), so it is a platform slot in both grammars.

/** Where a server built from the image runs (§3): shared cloud hosts or a dedicated machine. */
export type ImagePlatform = 'shared' | 'baremetal';

/** Why a name is not offered at all. */
export type ImageExclusionReason = 'notworking' | 'old';

/** The result of reading an image name. */
export type ParsedImageName =
  | {
      readonly status: 'parsed';
      /** `os` for operating systems, `app` for `prebuilt…` application images. */
      readonly kind: 'os' | 'app';
      /** Lower-case OS or application name (`ubuntu`, `wgeasy`); not yet checked against the catalog. */
      readonly groupName: string;
      /** Version as written (`24.04`, `9 stream`); `''` when the name carries none. */
      readonly version: string;
      readonly platform: ImagePlatform;
    }
  | { readonly status: 'excluded'; readonly reason: ImageExclusionReason }
  | { readonly status: 'invalid' };

const BAREMETAL_SUFFIX = /[-_]baremetal$/i;
const PREBUILT = 'prebuilt';

/**
 * Reads an image name (§3): excluded prefixes, application (`prebuilt…`) or OS, version and
 * platform. Never throws; `invalid` for names with no usable OS/app part (empty, only separators).
 *
 * @example
 * parseImageName('ubuntu_22.04-baremetal');
 * // { status: 'parsed', kind: 'os', groupName: 'ubuntu', version: '22.04', platform: 'baremetal' }
 * parseImageName('prebuilt_wgeasy_14'); // { status: 'parsed', kind: 'app', groupName: 'wgeasy', version: '14', platform: 'shared' }
 * parseImageName('OLD_debian_10'); // { status: 'excluded', reason: 'old' }
 */
export function parseImageName(name: string): ParsedImageName {
  const trimmed = name.trim();
  const lower = trimmed.toLowerCase();
  if (lower.startsWith('notworking')) return { status: 'excluded', reason: 'notworking' };
  if (lower.startsWith('old')) return { status: 'excluded', reason: 'old' };

  const hasBaremetalSuffix = BAREMETAL_SUFFIX.test(trimmed);
  const hasFourthPart = splitParts(trimmed).length >= 4;
  const platform: ImagePlatform = hasBaremetalSuffix || hasFourthPart ? 'baremetal' : 'shared';
  const core = hasBaremetalSuffix ? trimmed.slice(0, -'-baremetal'.length) : trimmed;

  if (lower.startsWith(PREBUILT)) {
    // `prebuilt_wgeasy_14`, but also a glued `prebuilt-wgeasy_14`: drop the marker and separators.
    const [appPart = '', versionPart] = splitParts(
      core.slice(PREBUILT.length).replace(/^[-_]+/, ''),
    );
    const dash = appPart.indexOf('-');
    const useDashForm = versionPart === undefined && dash > 0;
    const groupName = (useDashForm ? appPart.slice(0, dash) : appPart).toLowerCase();
    const version = useDashForm ? appPart.slice(dash + 1) : (versionPart ?? '');
    if (groupName === '') return { status: 'invalid' };
    return { status: 'parsed', kind: 'app', groupName, version, platform };
  }

  const [osPart, ...rest] = splitParts(core);
  if (osPart === undefined) return { status: 'invalid' };
  // Version and edition (`9` + `stream`); parts from the 4th on are the platform slot.
  const version = rest.slice(0, 2).join(' ');
  return { status: 'parsed', kind: 'os', groupName: osPart.toLowerCase(), version, platform };
}

function splitParts(name: string): string[] {
  return name.split('_').filter((part) => part !== '');
}
