// Wire types of Nova keypairs (compute `/v2.1/os-keypairs`), as Nova sends them at the SDK's
// pinned microversion (2.79). Shapes follow nova/os-keypairs/ of ../shared/openstack-samples
// (2.1, v2.10, v2.35 nearest the pin, v2.92). A keypair's id in paths and markers is its name.
import type { NovaLink } from '../versions/versions.types.ts';

/** `ssh` (default) or `x509` (2.2+). */
export type NovaKeypairType = 'ssh' | 'x509';

/** A keypair as `GET /os-keypairs` lists it (inside its `{ keypair }` wrapper). */
export interface NovaKeypairSummary {
  /** Unique per user; the keypair's id in URLs and the list's marker. */
  readonly name: string;
  /** OpenSSH public key (`ssh-rsa AAAA… comment`), often with a trailing newline. */
  readonly public_key: string;
  /** MD5 fingerprint, `aa:bb:…`. */
  readonly fingerprint: string;
  /** 2.2+. */
  readonly type?: NovaKeypairType;
}

/** One item of `GET /os-keypairs`: Nova wraps every keypair in its own object. */
export interface NovaKeypairListEntry {
  readonly keypair: NovaKeypairSummary;
}

/**
 * `GET /os-keypairs`: one page (`limit`, `marker` = last keypair's name, 2.35+);
 * `keypairs_links` carries `rel: next` while more follow (2.35+).
 */
export interface NovaKeypairListResponse {
  readonly keypairs: readonly NovaKeypairListEntry[];
  /** 2.35+. */
  readonly keypairs_links?: readonly NovaLink[];
}

/** A keypair as `GET /os-keypairs/{name}` answers it (the database row's fields too). */
export interface NovaKeypair extends NovaKeypairSummary {
  readonly user_id: string;
  /** Nova's internal row id (a number, not the keypair's id in URLs). */
  readonly id: number;
  readonly created_at: string;
  readonly updated_at: string | null;
  readonly deleted: boolean;
  readonly deleted_at: string | null;
}

/** `GET /os-keypairs/{name}`. */
export interface NovaKeypairResponse {
  readonly keypair: NovaKeypair;
}

/**
 * The `keypair` object of `POST /os-keypairs`: with `public_key` Nova imports it; without,
 * Nova generates a pair and answers the private key once (below 2.92 only: 2.92 requires
 * `public_key`).
 */
export interface NovaKeypairCreate {
  readonly name: string;
  readonly public_key?: string;
  /** 2.2+. Default `ssh`. */
  readonly type?: NovaKeypairType;
  /** 2.10+, admins only: create for another user. */
  readonly user_id?: string;
}

/** Body of `POST /os-keypairs`. */
export interface NovaKeypairCreateRequest {
  readonly keypair: NovaKeypairCreate;
}

/** `POST /os-keypairs` (200 below 2.2, 201 from 2.2): the keypair, with `private_key` if generated. */
export interface NovaKeypairCreateResponse {
  readonly keypair: NovaKeypairSummary & {
    readonly user_id: string;
    /** PEM private key: only when Nova generated the pair (below 2.92); never shown again. */
    readonly private_key?: string;
  };
}
