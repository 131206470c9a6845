/** A server as the metric emulator sees it (given by the compute emulator). */
export interface MeteredServer {
  serverId: string;
  projectId: string;
  region: string;
  name: string;
  createdAt: string;
  deletedAt: string | null;
  flavor: { vcpus: number; ramMb: number; diskGb: number };
  /** Power intervals, oldest first: running between from and to (to null = still running). */
  running: { from: string; to: string | null }[];
}

/** How the metric module finds servers (the compute module wires its own). */
export interface MeteredServerLookup {
  /** The project's servers in the region (deleted ones too, while Gnocchi keeps them). */
  list(region: string, projectId: string): MeteredServer[];
  find(region: string, serverId: string): MeteredServer | undefined;
}

/**
 * A lookup over a fixed list, for tests (and until compute wires its own: empty).
 *
 * @example
 * const servers = memoryServerLookup([{ serverId, projectId, region: 'eu-west2', ... }]);
 * metricModule(platform, { tokens: identity.service, servers });
 */
export function memoryServerLookup(servers: readonly MeteredServer[] = []): MeteredServerLookup {
  return {
    list: (region, projectId) =>
      servers.filter((server) => server.region === region && server.projectId === projectId),
    find: (region, serverId) =>
      servers.find((server) => server.region === region && server.serverId === serverId),
  };
}
