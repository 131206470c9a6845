import type { GroupableImage } from '../images/groupImages.ts';
import { serverAddress } from './serverAddress.ts';
import { serverImageSrc, serverSystemName, type ServerSystemName } from './serverImage.ts';
import type { ServerLike, TemporaryTransactionLike } from './serverShapes.types.ts';

/**
 * The SSH key a server was created with (§3 keyName); `undefined` when none (Nova sends `null`).
 *
 * @example
 * serverKeyName({ id: 's', key_name: 'laptop' }); // 'laptop'
 * serverKeyName({ id: 's', key_name: null }); // undefined
 */
export function serverKeyName(server: Pick<ServerLike, 'key_name'>): string | undefined {
  return server.key_name || undefined;
}

/**
 * Whether volumes are attached to the server (§3 isCustomVolume), from Nova's
 * `os-extended-volumes:volumes_attached`. A server booted from a volume counts too.
 *
 * @example
 * serverHasCustomVolume({ id: 's', 'os-extended-volumes:volumes_attached': [{ id: 'v1' }] }); // true
 */
export function serverHasCustomVolume(
  server: Pick<ServerLike, 'os-extended-volumes:volumes_attached'>,
): boolean {
  return (server['os-extended-volumes:volumes_attached']?.length ?? 0) > 0;
}

/**
 * A server's pending charges (§3 charges): the amount of the temporary transaction whose
 * `external_id` equals the server id (compared as text; the first match when several).
 * `undefined` when there is none or its amount is not a number.
 *
 * @example
 * serverCharges({ id: 's1' }, [{ external_id: 's1', amount: '0.42' }]); // 0.42
 * serverCharges({ id: 's2' }, [{ external_id: 's1', amount: 0.42 }]); // undefined
 */
export function serverCharges(
  server: Pick<ServerLike, 'id'>,
  temporaryTransactions: readonly TemporaryTransactionLike[] | undefined,
): number | undefined {
  const transaction = temporaryTransactions?.find(
    (candidate) => candidate.external_id != null && String(candidate.external_id) === server.id,
  );
  if (!transaction) return undefined;
  // Number('') is 0: an empty string is no amount, not a zero charge.
  const amount = transaction.amount === '' ? Number.NaN : Number(transaction.amount);
  return Number.isFinite(amount) ? amount : undefined;
}

/** What the derived fields read besides the server itself. */
export interface ServerFieldsContext {
  /** The region's images (to find the server's image by id); omitted or empty while loading. */
  readonly images?: readonly GroupableImage[];
  /** The customer's temporary transactions (§3 Transaction). */
  readonly temporaryTransactions?: readonly TemporaryTransactionLike[];
}

/** The derived fields of §3 Server. */
export interface DerivedServerFields {
  readonly keyName: string | undefined;
  readonly address: string | undefined;
  readonly imageSrc: string | undefined;
  readonly systemName: ServerSystemName;
  readonly isCustomVolume: boolean;
  readonly charges: number | undefined;
}

/**
 * All derived fields of a server (§3): keyName, address, imageSrc, systemName, isCustomVolume and
 * charges. See the single-field functions for each rule.
 *
 * @example
 * deriveServerFields(novaServer, { images: region.images, temporaryTransactions });
 * // { keyName: 'laptop', address: '203.0.113.7', imageSrc: '/images/os/ubuntu.svg',
 * //   systemName: { source: 'distro', text: 'Ubuntu' }, isCustomVolume: false, charges: 0.42 }
 */
export function deriveServerFields(
  server: ServerLike,
  context: ServerFieldsContext = {},
): DerivedServerFields {
  return {
    keyName: serverKeyName(server),
    address: serverAddress(server.addresses),
    imageSrc: serverImageSrc(server, context.images),
    systemName: serverSystemName(server, context.images),
    isCustomVolume: serverHasCustomVolume(server),
    charges: serverCharges(server, context.temporaryTransactions),
  };
}
