import { startTransition, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseServerListQuery,
  serverListSearchParams,
  type ServerListQuery,
} from './serverListQuery.ts';

/** A URL write waiting for the next paint. */
interface PendingWrite {
  frame: number;
  timer?: ReturnType<typeof setTimeout>;
}

const cancelPendingWrite = (write: PendingWrite | undefined) => {
  if (!write) return;
  cancelAnimationFrame(write.frame);
  clearTimeout(write.timer);
};

/**
 * The list's search, filters and sort: kept in the URL (issue 13: a filtered list can be
 * reloaded, shared and reached with Back), but rendered from local state first. A keystroke or a
 * header click repaints the list at once; the URL follows after that paint (the latest query only,
 * in a transition), because a new location re-renders the whole control shell. A URL changed by anything else (Back, a link, the side
 * nav's "Servers") replaces the local query.
 * @example const [query, setQuery] = useServerListQuery(); setQuery({ sort: 'name', direction: 'ascending' });
 */
export function useServerListQuery(): [ServerListQuery, (patch: Partial<ServerListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const current = params.toString();
  const [state, setState] = useState(() => ({
    query: parseServerListQuery(params),
    /** The URL query last rendered. */
    seen: current,
    /**
     * URL queries this hook wrote that the router has not shown yet (a transition can land an
     * older one while newer keystrokes are on their way): seeing one of them is no outside change.
     */
    written: [] as string[],
  }));
  if (current !== state.seen) {
    const index = state.written.indexOf(current);
    setState({
      query: index === -1 ? parseServerListQuery(params) : state.query,
      seen: current,
      // Writes up to this one have landed (an outside change: the rest are superseded).
      written: index === -1 ? [] : state.written.slice(index + 1),
    });
  }

  // The URL write waits for the frame that shows the new rows: an animation frame, then a task.
  const pendingWrite = useRef<PendingWrite>(undefined);
  const cancelWrite = () => cancelPendingWrite(pendingWrite.current);
  useEffect(() => () => cancelPendingWrite(pendingWrite.current), []);

  const setQuery = (patch: Partial<ServerListQuery>) => {
    const next = { ...state.query, ...patch };
    const nextParams = serverListSearchParams(next);
    setState((previous) => ({
      ...previous,
      query: next,
      written: [...previous.written, nextParams.toString()],
    }));
    cancelWrite();
    const write: PendingWrite = { frame: 0 };
    write.frame = requestAnimationFrame(() => {
      write.timer = setTimeout(() => {
        pendingWrite.current = undefined;
        startTransition(() => setParams(nextParams, { replace: true }));
      });
    });
    pendingWrite.current = write;
  };
  return [state.query, setQuery];
}
