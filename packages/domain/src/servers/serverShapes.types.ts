// Structural shapes of what the server rules read (§3 Server). They match Nova's server body
// (`GET /servers/{id}`, `GET /servers/detail`); portal passes the SDK's objects straight in.

/** One entry of a Nova server's `addresses[network]`. */
export interface ServerAddressEntry {
  readonly addr: string;
  /** 4 or 6. */
  readonly version: number;
  /** `fixed` (on the port) or `floating` (NAT-ed to it); absent on older microversions. */
  readonly 'OS-EXT-IPS:type'?: string | null;
}

/** Nova's `addresses`: address lists keyed by network name, in the order Nova sent them. */
export type ServerAddresses = Readonly<
  Record<string, readonly ServerAddressEntry[] | null | undefined>
>;

/** The Nova server fields the derived fields need. */
export interface ServerLike {
  readonly id: string;
  readonly key_name?: string | null;
  readonly addresses?: ServerAddresses | null;
  /** `{ id, … }`, or `""` for a server booted from a volume. */
  readonly image?: { readonly id: string } | string | null;
  /** Nova metadata (string values); the portal stores `os_distro` here when it creates a server. */
  readonly metadata?: Readonly<Record<string, string | null | undefined>> | null;
  readonly 'os-extended-volumes:volumes_attached'?: readonly { readonly id: string }[] | null;
}

/** A temporary transaction (§3 Transaction): a pending charge linked to a server by `external_id`. */
export interface TemporaryTransactionLike {
  /** Amount in the account currency; billing APIs may send decimals as strings. */
  readonly amount: number | string;
  readonly external_id: string | number | null | undefined;
}
