// The server list's rows: each server with what its columns show, computed once per data change
// (300 servers re-sort and re-filter on every keystroke; the cells only read these fields).
import type { GroupableImage } from '@cloud-portal/domain/images';
import {
  deriveServerFields,
  serverDisplayStatus,
  type ServerDisplayStatus,
} from '@cloud-portal/domain/servers';
import type { CloudServer } from '../../cloud/regionResources.ts';
import type { ServerListQuery, ServerSortColumn } from './serverListQuery.ts';

/** One row of the server list. */
export interface ServerRow {
  id: string;
  name: string;
  region: string;
  status: ServerDisplayStatus;
  /** The first address (§3 derived field), if any. */
  address: string | undefined;
  /** The OS logo (§3 imageSrc), if known. */
  imageSrc: string | undefined;
  /** §3 systemName, with 'Unknown image' already translated. */
  os: string;
  /** The flavor's name (the plan). */
  plan: string;
  /** Pending charge of this server (§3 charges), undefined when none is known. */
  charges: number | undefined;
  /** ISO date-time. */
  created: string;
  server: CloudServer;
  /** Lower-cased text the search matches. */
  haystack: string;
}

/** What rows are made from besides the servers. */
export interface ServerRowContext {
  /** Each region's images (to name the OS of servers created from them). */
  imagesByRegion: Readonly<Record<string, readonly GroupableImage[] | undefined>>;
  /** Pending charge per server id. */
  charges?: ReadonlyMap<string, number> | undefined;
  /** The translated 'Unknown image'. */
  unknownImage: string;
}

/**
 * The list's rows from the servers of every region.
 * @example toServerRows(servers, { imagesByRegion: { 'eu-west2': images }, unknownImage: 'Unknown image' })
 */
export function toServerRows(
  servers: readonly CloudServer[],
  context: ServerRowContext,
): ServerRow[] {
  return servers.map((server) => {
    const fields = deriveServerFields(server, { images: context.imagesByRegion[server.region] });
    const os =
      fields.systemName.source === 'unknown' ? context.unknownImage : fields.systemName.text;
    const plan = server.flavor.original_name ?? server.flavor.id ?? '';
    return {
      id: server.id,
      name: server.name,
      region: server.region,
      status: serverDisplayStatus(server),
      address: fields.address,
      imageSrc: fields.imageSrc,
      os,
      plan,
      charges: context.charges?.get(server.id),
      created: server.created,
      server,
      haystack: [server.name, server.id, fields.address ?? '', os, plan, server.region]
        .join('\n')
        .toLowerCase(),
    };
  });
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const COMPARE: Readonly<Record<ServerSortColumn, (a: ServerRow, b: ServerRow) => number>> = {
  name: (a, b) => collator.compare(a.name, b.name),
  status: (a, b) => collator.compare(a.status, b.status),
  address: (a, b) => collator.compare(a.address ?? '', b.address ?? ''),
  os: (a, b) => collator.compare(a.os, b.os),
  plan: (a, b) => collator.compare(a.plan, b.plan),
  region: (a, b) => collator.compare(a.region, b.region),
  charges: (a, b) => (a.charges ?? -1) - (b.charges ?? -1),
  created: (a, b) => (a.created < b.created ? -1 : a.created > b.created ? 1 : 0),
};

/**
 * The rows the query shows, in its order: every search word must match (name, id, address, OS,
 * plan, region), each filter must equal; ties keep name order.
 * @example visibleServerRows(rows, { search: 'web ams', region: null, status: 'running', os: null, sort: 'name', direction: 'ascending' })
 */
export function visibleServerRows(rows: readonly ServerRow[], query: ServerListQuery): ServerRow[] {
  const words = query.search.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = rows.filter(
    (row) =>
      (query.region === null || row.region === query.region) &&
      (query.status === null || row.status === query.status) &&
      (query.os === null || row.os === query.os) &&
      words.every((word) => row.haystack.includes(word)),
  );
  const compare = COMPARE[query.sort];
  const sign = query.direction === 'ascending' ? 1 : -1;
  return shown.sort((a, b) => sign * compare(a, b) || COMPARE.name(a, b));
}

/**
 * The distinct values of a column, sorted, for a filter's options.
 * @example distinctValues(rows, (row) => row.os) // ['Debian', 'Ubuntu']
 */
export function distinctValues(
  rows: readonly ServerRow[],
  pick: (row: ServerRow) => string,
): string[] {
  return [...new Set(rows.map(pick))].sort((a, b) => collator.compare(a, b));
}
