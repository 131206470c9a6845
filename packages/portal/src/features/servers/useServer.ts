import { isServerInTransition, serverDisplayStatus } from '@cloud-portal/domain/servers';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import type { CloudServer } from '../cloud/regionResources.ts';
import { findServer, useAllServers } from './allServers.ts';
import { useGetServerQuery } from './serverActionsApi.ts';

/** How often a server is re-read while it changes by itself (building, resizing, …). */
export const SERVER_TRANSITION_POLL_MS = 2000;

/** One server as the screens about it show it. */
export interface ServerById {
  /** The newest of the region list's entry and the server's own read; undefined while unknown. */
  server: CloudServer | undefined;
  /** The region lists are still loading (the id may yet turn up). */
  loading: boolean;
  /** The cloud answered 404 for it: deleted, or never the customer's. */
  gone: boolean;
}

/**
 * The newer of two reads of one server (by Nova's `updated`; the first on a tie): a server's own
 * read and its region list's entry each go stale while the other moves on.
 * @example const server = newerServer(live.data, listed);
 */
export function newerServer(
  first: CloudServer | undefined,
  second: CloudServer | undefined,
): CloudServer | undefined {
  if (!first || !second) return first ?? second;
  return first.updated >= second.updated ? first : second;
}

/**
 * One server by id, for the screens about it (its page, the upgrade and reinstall screens): found
 * in the region lists, then read on its own, and read again every 2 s while its status is a
 * transition, so a screen never acts on a status the region list caught mid-change (a server
 * whose resize was confirmed looked "resizing" to the reinstall screen until the list's next
 * refresh).
 * @example const { server, loading, gone } = useServer(id);
 */
export function useServer(id: string): ServerById {
  const { servers, loading } = useAllServers();
  const listed = findServer(servers, id);
  const region = listed?.region;
  const [polling, setPolling] = useState(false);
  const { data: fresh, error } = useGetServerQuery(region ? { region, serverId: id } : skipToken, {
    pollingInterval: polling ? SERVER_TRANSITION_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const server = newerServer(fresh, listed);
  const changing = server !== undefined && isServerInTransition(serverDisplayStatus(server));
  // Polls while the shown status is a transition; updating own state during render is React's
  // way to derive it (the render restarts before anything is committed).
  if (changing !== polling) setPolling(changing);
  const gone = error !== undefined && 'status' in error && error.status === 404;
  return { server, loading, gone };
}
