// Wire types of Nova servers (compute `/v2.1/servers`), as Nova sends them at the SDK's pinned
// microversion (2.79, `DEFAULT_MICROVERSIONS`). Fields that other microversions add or drop are
// optional and say where they come from. Shapes follow nova/servers/ of ../shared/openstack-samples
// (2.1, v2.47, v2.69, v2.73, v2.96, v2.98, v2.100).
import type { NovaLink } from '../versions/versions.types.ts';

/** Nova's `status`: derived by Nova from `vm_state` and `task_state`. */
export type NovaServerStatus =
  | 'ACTIVE'
  | 'BUILD'
  | 'DELETED'
  | 'ERROR'
  | 'HARD_REBOOT'
  | 'MIGRATING'
  | 'PASSWORD'
  | 'PAUSED'
  | 'REBOOT'
  | 'REBUILD'
  | 'RESCUE'
  | 'RESIZE'
  | 'REVERT_RESIZE'
  | 'SHELVED'
  | 'SHELVED_OFFLOADED'
  | 'SHUTOFF'
  | 'SOFT_DELETED'
  | 'SUSPENDED'
  | 'UNKNOWN'
  | 'VERIFY_RESIZE';

/**
 * `OS-EXT-STS:power_state`: 0 NOSTATE, 1 RUNNING, 3 PAUSED, 4 SHUTDOWN, 6 CRASHED, 7 SUSPENDED.
 */
export type NovaPowerState = 0 | 1 | 3 | 4 | 6 | 7;

/** Power states by name (Nova's `nova.compute.power_state`). */
export const NOVA_POWER_STATE = {
  NOSTATE: 0,
  RUNNING: 1,
  PAUSED: 3,
  SHUTDOWN: 4,
  CRASHED: 6,
  SUSPENDED: 7,
} as const satisfies Record<string, NovaPowerState>;

/** One address of a server, grouped under its network's name in `addresses`. */
export interface NovaAddress {
  readonly addr: string;
  readonly version: 4 | 6;
  readonly 'OS-EXT-IPS-MAC:mac_addr'?: string;
  /** `fixed` (the port's own) or `floating`. */
  readonly 'OS-EXT-IPS:type'?: 'fixed' | 'floating';
}

/** The flavor embedded in a server from 2.47 (before: `{ id, links }`). */
export interface NovaServerFlavor {
  /** Below 2.47 only. */
  readonly id?: string;
  readonly links?: readonly NovaLink[];
  /** 2.47+. */
  readonly original_name?: string;
  readonly vcpus?: number;
  /** MiB. */
  readonly ram?: number;
  /** GiB. */
  readonly disk?: number;
  readonly ephemeral?: number;
  readonly swap?: number;
  readonly extra_specs?: Readonly<Record<string, string>>;
}

/** The image of a server: `""` when it boots from a volume. */
export type NovaServerImage =
  | ''
  | {
      readonly id: string;
      readonly links?: readonly NovaLink[];
      /** 2.98+: the image's properties. */
      readonly properties?: Readonly<Record<string, string>>;
    };

/** A server as `GET /servers/{id}` and `GET /servers/detail` answer it. */
export interface NovaServer {
  readonly id: string;
  readonly name: string;
  readonly status: NovaServerStatus;
  readonly tenant_id: string;
  readonly user_id: string;
  readonly created: string;
  readonly updated: string;
  readonly hostId: string;
  readonly addresses: Readonly<Record<string, readonly NovaAddress[]>>;
  readonly accessIPv4: string;
  readonly accessIPv6: string;
  readonly links: readonly NovaLink[];
  readonly image: NovaServerImage;
  readonly flavor: NovaServerFlavor;
  readonly metadata: Readonly<Record<string, string>>;
  readonly key_name: string | null;
  readonly config_drive: string;
  readonly progress?: number;
  /** Present while the server is in ERROR (and for some failed actions). */
  readonly fault?: { readonly code: number; readonly message: string; readonly created: string };
  /** Absent while the server is being built (Nova adds them once networked). */
  readonly security_groups?: readonly { readonly name: string }[];
  readonly 'OS-DCF:diskConfig': 'AUTO' | 'MANUAL';
  readonly 'OS-EXT-AZ:availability_zone': string;
  readonly 'OS-EXT-STS:power_state': NovaPowerState;
  readonly 'OS-EXT-STS:task_state': string | null;
  readonly 'OS-EXT-STS:vm_state': string;
  readonly 'OS-SRV-USG:launched_at': string | null;
  readonly 'OS-SRV-USG:terminated_at': string | null;
  readonly 'os-extended-volumes:volumes_attached': readonly {
    readonly id: string;
    /** 2.3+. */
    readonly delete_on_termination?: boolean;
  }[];
  /** 2.9+. */
  readonly locked?: boolean;
  /** 2.73+. */
  readonly locked_reason?: string | null;
  /** 2.19+. */
  readonly description?: string | null;
  /** 2.26+. */
  readonly tags?: readonly string[];
  /** 2.63+. */
  readonly trusted_image_certificates?: readonly string[] | null;
  /** 2.90+ for every caller (admins from 2.3). */
  readonly 'OS-EXT-SRV-ATTR:hostname'?: string;
  /** 2.71+. */
  readonly server_groups?: readonly string[];
  /** 2.96+. */
  readonly pinned_availability_zone?: string | null;
  /** 2.100+. */
  readonly scheduler_hints?: Readonly<Record<string, unknown>>;
}

/** A server of `GET /servers` (no `detail`): id, name and links only. */
export interface NovaServerSummary {
  readonly id: string;
  readonly name: string;
  readonly links: readonly NovaLink[];
}

/** `GET /servers/detail`: one page; `servers_links` carries `rel: next` while more follow. */
export interface NovaServerListResponse {
  readonly servers: readonly NovaServer[];
  readonly servers_links?: readonly NovaLink[];
}

/** `GET /servers`: one page of summaries. */
export interface NovaServerSummaryListResponse {
  readonly servers: readonly NovaServerSummary[];
  readonly servers_links?: readonly NovaLink[];
}

/** `GET /servers/{id}`, `PUT /servers/{id}` (the full server from 2.75 for PUT). */
export interface NovaServerResponse {
  readonly server: NovaServer;
}

/** A network to attach at creation: an existing network, port or fixed address. */
export interface NovaServerNetworkRequest {
  readonly uuid?: string;
  readonly port?: string;
  readonly fixed_ip?: string;
  readonly tag?: string;
}

/** The `server` object of `POST /servers`. */
export interface NovaServerCreate {
  readonly name: string;
  readonly imageRef: string;
  readonly flavorRef: string;
  /** A list, or `auto` / `none` (2.37+). The portal always names its networks (§5). */
  readonly networks: readonly NovaServerNetworkRequest[] | 'auto' | 'none';
  readonly key_name?: string;
  /** Root password; Nova generates one when absent and answers it as `adminPass`. */
  readonly adminPass?: string;
  readonly security_groups?: readonly { readonly name: string }[];
  readonly metadata?: Readonly<Record<string, string>>;
  /** Base64 cloud-init user data. */
  readonly user_data?: string;
  readonly availability_zone?: string;
  readonly 'OS-DCF:diskConfig'?: 'AUTO' | 'MANUAL';
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly hostname?: string;
  readonly accessIPv4?: string;
  readonly accessIPv6?: string;
  readonly config_drive?: boolean;
  readonly min_count?: number;
  readonly max_count?: number;
  readonly block_device_mapping_v2?: readonly Readonly<Record<string, unknown>>[];
}

/** Body of `POST /servers`. */
export interface NovaServerCreateRequest {
  readonly server: NovaServerCreate;
  readonly 'OS-SCH-HNT:scheduler_hints'?: Readonly<Record<string, unknown>>;
}

/** `POST /servers` (202): the new server's id, links, password and groups. */
export interface NovaServerCreateResponse {
  readonly server: {
    readonly id: string;
    readonly links: readonly NovaLink[];
    /** Absent when the cloud is configured not to return passwords. */
    readonly adminPass?: string;
    readonly 'OS-DCF:diskConfig': 'AUTO' | 'MANUAL';
    readonly security_groups?: readonly { readonly name: string }[];
  };
}

/** The `server` object of `PUT /servers/{id}`. */
export interface NovaServerUpdate {
  readonly name?: string;
  readonly description?: string | null;
  readonly accessIPv4?: string;
  readonly accessIPv6?: string;
  readonly 'OS-DCF:diskConfig'?: 'AUTO' | 'MANUAL';
  /** 2.90+. */
  readonly hostname?: string;
}

/** `rebuild` action (2.47+ answers the rebuilt server, with `adminPass`). */
export interface NovaRebuild {
  readonly imageRef: string;
  readonly name?: string;
  readonly adminPass?: string;
  readonly metadata?: Readonly<Record<string, string>>;
  readonly key_name?: string | null;
  readonly description?: string | null;
  readonly user_data?: string | null;
  readonly preserve_ephemeral?: boolean;
  readonly 'OS-DCF:diskConfig'?: 'AUTO' | 'MANUAL';
  readonly accessIPv4?: string;
  readonly accessIPv6?: string;
}

/** The server actions of `POST /servers/{id}/action`, one key each (§7 serverAction). */
export type NovaServerAction =
  | { readonly 'os-start': null }
  | { readonly 'os-stop': null }
  | { readonly reboot: { readonly type: 'SOFT' | 'HARD' } }
  | {
      readonly resize: {
        readonly flavorRef: string;
        readonly 'OS-DCF:diskConfig'?: 'AUTO' | 'MANUAL';
      };
    }
  | { readonly confirmResize: null }
  | { readonly revertResize: null }
  | { readonly rebuild: NovaRebuild }
  | { readonly changePassword: { readonly adminPass: string } }
  | {
      readonly createImage: {
        readonly name: string;
        readonly metadata?: Readonly<Record<string, string>>;
      };
    }
  | { readonly addSecurityGroup: { readonly name: string } }
  | { readonly removeSecurityGroup: { readonly name: string } }
  | { readonly 'os-getVNCConsole': { readonly type: 'novnc' | 'xvpvnc' } };

/** `createImage` (2.45+): the new image's id (a snapshot is an image). */
export interface NovaCreateImageResponse {
  readonly image_id: string;
}

/** `GET /servers/{id}/os-server-password`: the encrypted password, `""` when none is set. */
export interface NovaServerPasswordResponse {
  readonly password: string;
}

/** `GET/POST/PUT /servers/{id}/metadata`. */
export interface NovaMetadataResponse {
  readonly metadata: Readonly<Record<string, string>>;
}
