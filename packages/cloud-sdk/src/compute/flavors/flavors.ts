import { sendCloudRequest, type CloudClient } from '../../core/client.ts';
import { collectAll, listPages } from '../../core/pagination.ts';
import { assertCallPreconditions, pathSegment } from '../../core/preconditions.ts';
import type { CloudQuery, RequestOptions } from '../../core/types.ts';
import type { NovaFlavor, NovaFlavorResponse } from './flavors.types.ts';

/** §9 "Flavor limit 50": flavors per request of the flavor list. */
export const FLAVOR_LIST_LIMIT = 50;

const FLAVORS = '/v2.1/flavors';

/** Filters of `GET /flavors/detail` (Nova's query: `minDisk`, `minRam`, `is_public`, `sort_key`...). */
export interface ListFlavorsInput {
  readonly query?: CloudQuery;
}

/**
 * Every flavor with its sizes (`GET /flavors/detail`, 50 per request, §9), page by page, as an
 * async iterator: a caller may stop early without fetching the rest.
 *
 * @example
 * for await (const flavor of listFlavors(client, {}, { region: 'eu-west2' })) console.log(flavor.name, flavor.vcpus, flavor.ram);
 */
export function listFlavors(
  client: CloudClient,
  input: ListFlavorsInput = {},
  options: RequestOptions = {},
): AsyncGenerator<NovaFlavor, void, undefined> {
  return listPages<NovaFlavor>(
    client,
    {
      service: 'compute',
      path: `${FLAVORS}/detail`,
      itemsKey: 'flavors',
      limit: FLAVOR_LIST_LIMIT,
      ...(input.query ? { query: input.query } : {}),
    },
    options,
  );
}

/**
 * Every flavor with its sizes, all pages collected.
 *
 * @example
 * const flavors = await listAllFlavors(client, { query: { minRam: 2048 } });
 */
export function listAllFlavors(
  client: CloudClient,
  input: ListFlavorsInput = {},
  options: RequestOptions = {},
): Promise<NovaFlavor[]> {
  return collectAll(listFlavors(client, input, options));
}

/** Names a flavor. */
export interface FlavorIdInput {
  readonly flavorId: string;
}

/**
 * One flavor (`GET /flavors/{id}`). §5: an id is required. Rejects with a 404 `CloudError` when
 * it does not exist.
 *
 * @example
 * const flavor = await getFlavor(client, { flavorId: 'std.2c4g' });
 */
export async function getFlavor(
  client: CloudClient,
  input: FlavorIdInput,
  options: RequestOptions = {},
): Promise<NovaFlavor> {
  assertCallPreconditions('byId', { id: input.flavorId });
  const response = await sendCloudRequest<NovaFlavorResponse>(
    client,
    { method: 'GET', service: 'compute', path: `${FLAVORS}/${pathSegment(input.flavorId)}` },
    options,
  );
  return response.body.flavor;
}
