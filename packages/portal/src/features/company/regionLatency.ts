import { PING_FAIL_VALUE } from '@cloud-portal/domain/ping';
import { createContext, useContext, useEffect, useState } from 'react';
import { measureLatency, pingSocketUrl } from './measureLatency.ts';

/** What the data-center page shows for one region's latency. */
export type RegionLatency =
  | { readonly state: 'measuring' }
  | { readonly state: 'measured'; readonly ms: number }
  | { readonly state: 'unreachable' };

/**
 * The display state of a measurement result (§4): the fail value -3, any other negative and any
 * non-finite number mean unreachable; anything else is a latency in whole ms.
 * @example regionLatency(41.5) // { state: 'measured', ms: 42 }
 */
export function regionLatency(result: number): RegionLatency {
  if (result === PING_FAIL_VALUE || !Number.isFinite(result) || result < 0) {
    return { state: 'unreachable' };
  }
  return { state: 'measured', ms: Math.round(result) };
}

/** Measures one region: resolves to a §4 result (ms or -3); rejects only when aborted. */
export type LatencyProbe = (regionId: string, signal: AbortSignal) => Promise<number>;

/** The browser's probe: the §4 websocket ping to `/ws/ping/{region}` on the page's origin. */
export const websocketLatencyProbe: LatencyProbe = (regionId, signal) =>
  measureLatency(pingSocketUrl(regionId, globalThis.location.href), { signal });

const LatencyProbeContext = createContext<LatencyProbe>(websocketLatencyProbe);

/** Replaces the latency probe below it (stories and tests measure without a socket). */
export const LatencyProbeProvider = LatencyProbeContext.Provider;

/**
 * Measures every region in parallel once the ids are known (each started in a task of its own),
 * and again after `remeasure()`. The sockets close when the page unmounts or the list changes.
 * @example const { latencies, remeasure } = useRegionLatencies(regions.map((region) => region.id));
 */
export function useRegionLatencies(regionIds: readonly string[]): {
  latencies: Readonly<Record<string, RegionLatency>>;
  remeasure: () => void;
  measuring: boolean;
} {
  const probe = useContext(LatencyProbeContext);
  const [round, setRound] = useState(0);
  const [latencies, setLatencies] = useState<Readonly<Record<string, RegionLatency>>>({});
  const key = regionIds.join('\n');

  useEffect(() => {
    const ids = key === '' ? [] : key.split('\n');
    const controller = new AbortController();
    setLatencies(Object.fromEntries(ids.map((id) => [id, { state: 'measuring' } as const])));
    const measure = (id: string) =>
      probe(id, controller.signal).then(
        (result) => {
          if (!controller.signal.aborted) {
            setLatencies((current) => ({ ...current, [id]: regionLatency(result) }));
          }
        },
        () => {
          // Rejected because we aborted (unmount, new round): nothing to show. Any other failure
          // means the host could not be measured.
          if (!controller.signal.aborted) {
            setLatencies((current) => ({ ...current, [id]: { state: 'unreachable' } }));
          }
        },
      );
    // One region per task (issue 15): opening a websocket is 1-2 ms of main thread here, and the
    // regions' sockets opened together were one long task on a phone (4x CPU), right when the list
    // appears. The first starts now, each next one after a zero-delay timer.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startFrom = (index: number) => {
      const id = ids[index];
      if (id === undefined) return;
      void measure(id);
      timer = setTimeout(() => startFrom(index + 1), 0);
    };
    startFrom(0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, probe, round]);

  return {
    latencies,
    remeasure: () => setRound((value) => value + 1),
    // A region without a result yet (before the effect has started its round) is measuring too.
    measuring: regionIds.some((id) => (latencies[id]?.state ?? 'measuring') === 'measuring'),
  };
}
