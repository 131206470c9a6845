import { isRecord } from '@cloud-portal/domain/errors';
import { sendCloudRequest, type CloudClient } from './client.ts';
import { createCloudError } from './errors.ts';
import type { CloudQuery, CloudResponse, CloudService, RequestOptions } from './types.ts';

/**
 * One paged collection: where it lives, which key of the body holds its items, and the page
 * size. Every list of the SDK is described by one of these and walked by {@link listPages}.
 */
export interface PagedCollection<TItem> {
  readonly service: CloudService;
  /** Path inside the service root (`/v2.1/servers/detail`). */
  readonly path: string;
  /** Key of the items in the body (`servers`, `images`, `networks`). */
  readonly itemsKey: string;
  /** Items per request (`limit`): §9 servers 300, images 200, flavors 50. */
  readonly limit: number;
  /** Other query parameters, sent with every page (filters, sorting). */
  readonly query?: CloudQuery;
  /** The marker of an item: its id (default `item.id`). */
  readonly markerOf?: (item: TItem) => string;
}

function markerFromHref(href: string): string | undefined {
  const query = href.includes('?') ? href.slice(href.indexOf('?') + 1) : '';
  return new URLSearchParams(query).get('marker') ?? undefined;
}

function nextFromLinks(links: unknown): string | undefined {
  if (!Array.isArray(links)) return undefined;
  for (const link of links) {
    if (isRecord(link) && link.rel === 'next' && typeof link.href === 'string') return link.href;
  }
  return undefined;
}

function nextFromLinkHeader(header: string | null): string | undefined {
  if (header === null) return undefined;
  for (const part of header.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/i.exec(part);
    if (match?.[1] !== undefined) return match[1];
  }
  return undefined;
}

/**
 * The `next` link of a page, in any of OpenStack's spellings: `<items>_links` with `rel: next`
 * (Nova, Cinder, Neutron), a top-level `next` string (Glance), `links.next` (Designate) or an
 * HTTP `Link: <…>; rel="next"` header (Gnocchi). `undefined` on the last page.
 *
 * @example
 * nextPageHref({ servers: [], servers_links: [{ rel: 'next', href: 'http://h/v2.1/servers?marker=a' }] }, 'servers');
 * // 'http://h/v2.1/servers?marker=a'
 * nextPageHref({ images: [], next: '/v2/images?marker=b' }, 'images'); // '/v2/images?marker=b'
 */
export function nextPageHref(
  body: unknown,
  itemsKey: string,
  headers?: Pick<Headers, 'get'>,
): string | undefined {
  if (isRecord(body)) {
    const fromLinks = nextFromLinks(body[`${itemsKey}_links`]);
    if (fromLinks !== undefined) return fromLinks;
    if (typeof body.next === 'string' && body.next !== '') return body.next;
    if (isRecord(body.links) && typeof body.links.next === 'string') return body.links.next;
  }
  return nextFromLinkHeader(headers?.get('link') ?? null);
}

function itemsOf<TItem>(response: CloudResponse, itemsKey: string): TItem[] {
  const body: unknown = response.body;
  // Gnocchi answers lists as a bare JSON array.
  if (Array.isArray(body)) return body as TItem[];
  if (isRecord(body) && Array.isArray(body[itemsKey])) return body[itemsKey] as TItem[];
  throw createCloudError({
    code: 'invalid_response',
    status: response.status,
    message: `Unexpected list response: no "${itemsKey}" array.`,
  });
}

/**
 * Walks a collection with `limit`/`marker` (OpenStack's pagination): requests a page, yields
 * its items, and goes on with the marker of the `next` link (else the last item's id) while the
 * service says more follow. The marker is always sent to our own URL (the link's host may be
 * the cloud's internal one, behind the sandbox's proxy). Stops on an empty page; a marker that
 * repeats rejects with `invalid_response` instead of looping.
 *
 * @example
 * for await (const server of listPages(client, { service: 'compute', path: '/v2.1/servers/detail', itemsKey: 'servers', limit: 300 })) {
 *   console.log(server.id);
 * }
 */
export async function* listPages<TItem>(
  client: CloudClient,
  collection: PagedCollection<TItem>,
  options: RequestOptions = {},
): AsyncGenerator<TItem, void, undefined> {
  const markerOf = collection.markerOf ?? ((item: TItem) => (item as { id: string }).id);
  const seen = new Set<string>();
  let marker: string | undefined;
  for (;;) {
    const response = await sendCloudRequest(
      client,
      {
        method: 'GET',
        service: collection.service,
        path: collection.path,
        query: { ...collection.query, limit: collection.limit, marker },
      },
      options,
    );
    const items = itemsOf<TItem>(response, collection.itemsKey);
    for (const item of items) yield item;
    const next = nextPageHref(response.body, collection.itemsKey, response.headers);
    const last = items[items.length - 1];
    if (last === undefined) return;
    // No link: the last page, except for Gnocchi's bare arrays, which never link (a full page
    // there means "ask again").
    if (next === undefined && (!Array.isArray(response.body) || items.length < collection.limit))
      return;
    marker = (next === undefined ? undefined : markerFromHref(next)) ?? markerOf(last);
    if (seen.has(marker)) {
      throw createCloudError({
        code: 'invalid_response',
        status: response.status,
        message: `The ${collection.itemsKey} list repeated the page after ${marker}.`,
      });
    }
    seen.add(marker);
  }
}

/**
 * Collects every item of an async iterable (every page of a list).
 *
 * @example
 * const all = await collectAll(listServers(client));
 */
export async function collectAll<TItem>(items: AsyncIterable<TItem>): Promise<TItem[]> {
  const all: TItem[] = [];
  for await (const item of items) all.push(item);
  return all;
}
