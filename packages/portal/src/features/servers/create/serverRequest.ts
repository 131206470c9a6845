// The cloud requests the new-server and reinstall screens send (§7 compute create and rebuild):
// built from what the customer chose, with the network of the region that has the most free IPv4
// addresses, the allow_all group the start-up keeps in every region (§4 Startup), and the image's
// distro in the server's metadata (§3: systemName reads metadata.os_distro).
import type { RegionNetwork } from '@cloud-portal/api-client';
import type { NovaRebuild, NovaServerCreate } from '@cloud-portal/cloud-sdk/compute';
import { ALLOW_ALL_GROUP_NAME } from '@cloud-portal/domain/security-groups';

/** How the customer logs in: an SSH key of the region, or the generated root password. */
export type ServerLogin =
  { kind: 'sshKey'; keyName: string } | { kind: 'password'; password: string };

/** What a new server or a reinstall is made of. */
export interface ServerDraft {
  /** The server's name (a host name, §5). */
  name: string;
  imageId: string;
  /** The image's distro (`ubuntu`), kept in the server's metadata; null when unknown. */
  osDistro: string | null;
  login: ServerLogin;
  /** The application panel's password (application images only). */
  appPassword: string | null;
}

/**
 * The network a new server joins: the region's network with the most free IPv4 addresses (the
 * §4 availability rules look at the same counts).
 * @example pickNetwork(region.meta.networks)?.id // 'add759fc-…'
 */
export function pickNetwork(networks: readonly RegionNetwork[]): RegionNetwork | undefined {
  let best: RegionNetwork | undefined;
  for (const network of networks) {
    if (best === undefined || network.available_ips_v4 > best.available_ips_v4) best = network;
  }
  return best;
}

function metadataOf(draft: ServerDraft): Record<string, string> {
  return {
    ...(draft.osDistro ? { os_distro: draft.osDistro } : {}),
    ...(draft.appPassword ? { app_password: draft.appPassword } : {}),
  };
}

/**
 * The body of compute create (§5: name, image, flavor and networks are always there).
 * @example createRequest(draft, { flavorRef: 'std.2c4g', networkId, securityGroup: 'allow_all' })
 */
export function createRequest(
  draft: ServerDraft,
  {
    flavorRef,
    networkId,
    securityGroup,
  }: { flavorRef: string; networkId: string; securityGroup: string | null },
): NovaServerCreate {
  const metadata = metadataOf(draft);
  return {
    name: draft.name.trim(),
    imageRef: draft.imageId,
    flavorRef,
    networks: [{ uuid: networkId }],
    ...(securityGroup ? { security_groups: [{ name: securityGroup }] } : {}),
    ...(draft.login.kind === 'sshKey'
      ? { key_name: draft.login.keyName }
      : { adminPass: draft.login.password }),
    ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
  };
}

/**
 * The rebuild action of a reinstall: the new image, the login (a key replaces the old one, a
 * password drops it) and the image's metadata.
 * @example rebuildRequest(draft) // { imageRef, key_name: 'laptop', metadata: { os_distro: 'debian' } }
 */
export function rebuildRequest(draft: ServerDraft): NovaRebuild {
  const metadata = metadataOf(draft);
  return {
    imageRef: draft.imageId,
    ...(draft.login.kind === 'sshKey'
      ? { key_name: draft.login.keyName }
      : { adminPass: draft.login.password, key_name: null }),
    ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
  };
}

/** The security group new servers get, when the region has it (the start-up creates it). */
export const NEW_SERVER_SECURITY_GROUP = ALLOW_ALL_GROUP_NAME;
