import { sendCloudRequest, type CloudClient } from '../../core/client.ts';
import { collectAll, listPages } from '../../core/pagination.ts';
import { assertCallPreconditions, pathSegment } from '../../core/preconditions.ts';
import type { CloudQuery, RequestOptions } from '../../core/types.ts';
import type {
  NovaKeypair,
  NovaKeypairCreate,
  NovaKeypairCreateRequest,
  NovaKeypairCreateResponse,
  NovaKeypairListEntry,
  NovaKeypairResponse,
  NovaKeypairSummary,
} from './keypairs.types.ts';

/**
 * Keypairs per request of the keypair list. Not a §9 figure: 100 is Nova's default `key_pairs`
 * quota per user, so one request answers a user's whole list in the normal case.
 */
export const KEYPAIR_LIST_LIMIT = 100;

const KEYPAIRS = '/v2.1/os-keypairs';

/** Filters of `GET /os-keypairs` (`user_id`, admins only, 2.10+). */
export interface ListKeypairsInput {
  readonly query?: CloudQuery;
}

/**
 * Every keypair of the user (`GET /os-keypairs`, 100 per request), page by page, as Nova sends
 * them: each item is `{ keypair }` (Nova wraps every keypair). The marker is the keypair's name.
 *
 * @example
 * for await (const { keypair } of listKeypairs(client)) console.log(keypair.name, keypair.fingerprint);
 */
export function listKeypairs(
  client: CloudClient,
  input: ListKeypairsInput = {},
  options: RequestOptions = {},
): AsyncGenerator<NovaKeypairListEntry, void, undefined> {
  return listPages<NovaKeypairListEntry>(
    client,
    {
      service: 'compute',
      path: KEYPAIRS,
      itemsKey: 'keypairs',
      limit: KEYPAIR_LIST_LIMIT,
      markerOf: (entry) => entry.keypair.name,
      ...(input.query ? { query: input.query } : {}),
    },
    options,
  );
}

/**
 * Every keypair of the user, all pages collected and unwrapped from their `{ keypair }`.
 *
 * @example
 * const names = (await listAllKeypairs(client)).map((keypair) => keypair.name);
 */
export async function listAllKeypairs(
  client: CloudClient,
  input: ListKeypairsInput = {},
  options: RequestOptions = {},
): Promise<NovaKeypairSummary[]> {
  const entries = await collectAll(listKeypairs(client, input, options));
  return entries.map((entry) => entry.keypair);
}

/** Names a keypair (its name is its id). */
export interface KeypairNameInput {
  readonly name: string;
}

function keypairPath(name: string): string {
  return `${KEYPAIRS}/${pathSegment(name)}`;
}

/**
 * One keypair (`GET /os-keypairs/{name}`). §5: a name is required. Rejects with a 404
 * `CloudError` when the user has none of that name.
 *
 * @example
 * const { public_key } = await getKeypair(client, { name: 'laptop' });
 */
export async function getKeypair(
  client: CloudClient,
  input: KeypairNameInput,
  options: RequestOptions = {},
): Promise<NovaKeypair> {
  assertCallPreconditions('byId', { id: input.name });
  const response = await sendCloudRequest<NovaKeypairResponse>(
    client,
    { method: 'GET', service: 'compute', path: keypairPath(input.name) },
    options,
  );
  return response.body.keypair;
}

/**
 * Imports a public key (`public_key` given) or has Nova generate a pair (`POST /os-keypairs`);
 * a generated pair's `private_key` is in the answer (below 2.92) and never shown again. §5: a
 * keypair needs a name, else it rejects with `invalid_request` before sending.
 *
 * @example
 * await createKeypair(client, { name: 'laptop', public_key: 'ssh-ed25519 AAAA… me@laptop' });
 * const { private_key } = await createKeypair(client, { name: 'generated' });
 */
export async function createKeypair(
  client: CloudClient,
  input: NovaKeypairCreate,
  options: RequestOptions = {},
): Promise<NovaKeypairCreateResponse['keypair']> {
  assertCallPreconditions('createKeypair', input);
  const body: NovaKeypairCreateRequest = { keypair: input };
  const response = await sendCloudRequest<NovaKeypairCreateResponse>(
    client,
    { method: 'POST', service: 'compute', path: KEYPAIRS, json: body },
    options,
  );
  return response.body.keypair;
}

/**
 * Deletes a keypair (`DELETE /os-keypairs/{name}`, 202/204). Servers built with it keep the key.
 *
 * @example
 * await deleteKeypair(client, { name: 'laptop' });
 */
export async function deleteKeypair(
  client: CloudClient,
  input: KeypairNameInput,
  options: RequestOptions = {},
): Promise<void> {
  assertCallPreconditions('byId', { id: input.name });
  await sendCloudRequest(
    client,
    { method: 'DELETE', service: 'compute', path: keypairPath(input.name) },
    options,
  );
}
