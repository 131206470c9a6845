import type { FastifyRequest } from 'fastify';
import { requestOrigin } from './urls.ts';

/** A page asked for with `limit` and `marker` (the id of the last item of the previous page). */
export interface PageRequest {
  limit: number;
  marker: string | undefined;
}

/** A `rel: "next"` link, as Nova, Neutron and Cinder put in `<collection>_links`. */
export interface NextLink {
  href: string;
  rel: 'next';
}

/** One page of a collection, and the marker of the next one when more items follow. */
export interface Page<T> {
  items: T[];
  nextMarker: string | undefined;
}

/** An unusable `limit` or `marker`: the service answers 400 with the message. */
export interface PageProblem {
  message: string;
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * Reads `limit` and `marker` from a query. No `limit` (or `0`) means `maxLimit`, a larger one is
 * cut to it (Nova's `[api] max_limit`, 1000 by default); a negative or non-numeric one is a
 * problem.
 *
 * @example
 * parsePageRequest({ limit: '2', marker: 'bst.1c1g' }, 1000); // { limit: 2, marker: 'bst.1c1g' }
 * parsePageRequest({ limit: 'two' }, 1000); // { message: 'limit param must be an integer' }
 */
export function parsePageRequest(query: unknown, maxLimit: number): PageRequest | PageProblem {
  const params =
    typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  const limitText = firstString(params['limit']);
  let limit = maxLimit;
  if (limitText !== undefined) {
    if (!/^-?\d+$/.test(limitText)) return { message: 'limit param must be an integer' };
    const asked = Number(limitText);
    if (asked < 0) return { message: 'limit param must be positive' };
    if (asked > 0) limit = Math.min(asked, maxLimit);
  }
  const markerText = firstString(params['marker']);
  return { limit, marker: markerText === '' ? undefined : markerText };
}

/**
 * The page of `items` (already in the collection's order) after `marker`, with the marker of
 * the next page only when more items follow. An unknown marker is a problem, as in Nova
 * ("Marker ... could not be found.").
 *
 * @example
 * paginate(['a', 'b', 'c'], (id) => id, { limit: 2, marker: undefined });
 * // { items: ['a', 'b'], nextMarker: 'b' }
 */
export function paginate<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  request: PageRequest,
): Page<T> | PageProblem {
  let start = 0;
  if (request.marker !== undefined) {
    const index = items.findIndex((item) => idOf(item) === request.marker);
    if (index === -1) return { message: `Marker ${request.marker} could not be found.` };
    start = index + 1;
  }
  const page = items.slice(start, start + request.limit);
  const more = start + request.limit < items.length;
  const last = page[page.length - 1];
  return { items: page, nextMarker: more && last !== undefined ? idOf(last) : undefined };
}

/**
 * Whether {@link parsePageRequest} or {@link paginate} answered a problem.
 *
 * @example
 * if (isPageProblem(page)) return reply.code(400).send(novaFault(400, page.message));
 */
export function isPageProblem(value: object): value is PageProblem {
  return 'message' in value;
}

/**
 * The `<collection>_links` entry of a page: `{"<key>": [{"href": ..., "rel": "next"}]}` while
 * more items follow (the same URL with `marker` set to the page's last id and the other query
 * parameters kept), else `{}` (Nova and Cinder leave the key out on the last page).
 *
 * @example
 * reply.send({ flavors, ...collectionLinks(request, 'flavors_links', page) });
 * // { flavors: [...], flavors_links: [{ href: 'http://host/cloud/eu-west2/compute/v2.1/flavors?limit=2&marker=std.2c4g', rel: 'next' }] }
 */
export function collectionLinks(
  request: FastifyRequest,
  key: string,
  page: Page<unknown>,
): Record<string, NextLink[]> {
  if (page.nextMarker === undefined) return {};
  const url = new URL(request.url, requestOrigin(request));
  url.searchParams.set('marker', page.nextMarker);
  return { [key]: [{ href: url.toString(), rel: 'next' }] };
}

/** A `rel: next | previous` link of Neutron's `<collection>_links`. */
export interface NeutronPageLink {
  href: string;
  rel: 'next' | 'previous';
}

/** One page of a Neutron list, with its `<collection>_links` (none without `limit`). */
export interface NeutronPage<T> {
  items: T[];
  links: NeutronPageLink[];
}

/**
 * Neutron's paging (neutron/api/api_common.py): nothing without `limit` (or with `limit=0`);
 * with it, the page after `marker` (or before it with `page_reverse=True`), a `next` link while
 * the page is full and a `previous` link on every forward page (both keep the other query
 * parameters). An unknown marker is `undefined` (Neutron answers the resource's 404); a bad
 * `limit` a problem ("Bad limit request: ...").
 *
 * @example
 * const page = neutronPaginate(request, networks, (network) => network.id);
 * // { items: [...], links: [{ rel: 'next', href: '.../v2.0/networks?limit=1&marker=<last>' }, { rel: 'previous', ... }] }
 */
export function neutronPaginate<T>(
  request: FastifyRequest,
  items: readonly T[],
  idOf: (item: T) => string,
): NeutronPage<T> | PageProblem | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const limitText = firstString(query['limit']) ?? '0';
  if (!/^\d+$/.test(limitText)) {
    return {
      message: `Bad limit request: Limit must be an integer 0 or greater and not '${limitText}'.`,
    };
  }
  const limit = Number(limitText);
  if (limit === 0) return { items: [...items], links: [] };
  const marker = firstString(query['marker']) || undefined;
  const reverse = (firstString(query['page_reverse']) ?? 'false').toLowerCase() === 'true';
  let index = reverse ? items.length : 0;
  if (marker !== undefined) {
    index = items.findIndex((item) => idOf(item) === marker);
    if (index === -1) return undefined;
  }
  const start = reverse ? Math.max(index - limit, 0) : marker === undefined ? 0 : index + 1;
  const page = reverse ? items.slice(start, index) : items.slice(start, start + limit);
  const linkTo = (newMarker: string | undefined, pageReverse: boolean): string => {
    const url = new URL(request.url, requestOrigin(request));
    url.searchParams.delete('marker');
    url.searchParams.delete('page_reverse');
    if (newMarker !== undefined) url.searchParams.set('marker', newMarker);
    if (pageReverse) url.searchParams.set('page_reverse', 'True');
    return url.toString();
  };
  const first = page[0];
  const last = page[page.length - 1];
  const links: NeutronPageLink[] = [];
  if (!(page.length < limit && !reverse)) {
    links.push({ rel: 'next', href: linkTo(last === undefined ? undefined : idOf(last), false) });
  }
  if (!(page.length < limit && reverse)) {
    links.push({
      rel: 'previous',
      href: linkTo(first === undefined ? undefined : idOf(first), true),
    });
  }
  return { items: page, links };
}
