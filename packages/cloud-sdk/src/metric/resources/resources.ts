import { sendCloudRequest, type CloudClient } from '../../core/client.ts';
import { collectAll, listPages } from '../../core/pagination.ts';
import { pathSegment } from '../../core/preconditions.ts';
import type { CloudQuery, RequestOptions } from '../../core/types.ts';
import type { GnocchiResource } from './resources.types.ts';

/** Resources per request: Gnocchi's `[api] max_limit` default (1000). */
export const RESOURCE_LIST_LIMIT = 1000;

const GENERIC = '/v1/resource/generic';

/** Filters of `GET /v1/resource/generic` (Gnocchi's `sort`, `details`...). */
export interface ListResourcesInput {
  readonly query?: CloudQuery;
}

/**
 * Every generic resource the caller may see (`GET /v1/resource/generic`), page by page as an
 * async iterator: Gnocchi answers bare arrays and links the next page in a `Link` header while
 * a page is full (`limit`/`marker`).
 *
 * @example
 * for await (const resource of listResources(client)) console.log(resource.id, Object.keys(resource.metrics));
 */
export function listResources(
  client: CloudClient,
  input: ListResourcesInput = {},
  options: RequestOptions = {},
): AsyncGenerator<GnocchiResource, void, undefined> {
  return listPages<GnocchiResource>(
    client,
    {
      service: 'metric',
      path: GENERIC,
      itemsKey: 'resources',
      limit: RESOURCE_LIST_LIMIT,
      ...(input.query ? { query: input.query } : {}),
    },
    options,
  );
}

/**
 * Every generic resource, all pages collected.
 *
 * @example
 * const resources = await listAllResources(client, {}, { region: 'eu-west2' });
 */
export function listAllResources(
  client: CloudClient,
  input: ListResourcesInput = {},
  options: RequestOptions = {},
): Promise<GnocchiResource[]> {
  return collectAll(listResources(client, input, options));
}

/**
 * One generic resource (`GET /v1/resource/generic/{id}`): a server's resource has the server's
 * id. Rejects with a 404 `CloudError` when it does not exist.
 *
 * @example
 * const { metrics } = await getResource(client, { resourceId: serverId });
 */
export async function getResource(
  client: CloudClient,
  input: { readonly resourceId: string },
  options: RequestOptions = {},
): Promise<GnocchiResource> {
  const response = await sendCloudRequest<GnocchiResource>(
    client,
    { method: 'GET', service: 'metric', path: `${GENERIC}/${pathSegment(input.resourceId)}` },
    options,
  );
  return response.body;
}
