import { PING_FAIL_VALUE } from '@cloud-portal/domain/ping';
import { act, render, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  LatencyProbeProvider,
  regionLatency,
  useRegionLatencies,
  type LatencyProbe,
} from './regionLatency.ts';

test('regionLatency: the fail value and other non-latencies are unreachable; ms are rounded', () => {
  expect(regionLatency(PING_FAIL_VALUE)).toEqual({ state: 'unreachable' });
  expect(regionLatency(-1)).toEqual({ state: 'unreachable' });
  expect(regionLatency(Number.NaN)).toEqual({ state: 'unreachable' });
  expect(regionLatency(0)).toEqual({ state: 'measured', ms: 0 });
  expect(regionLatency(41.5)).toEqual({ state: 'measured', ms: 42 });
});

function Latencies({ ids }: { ids: string[] }) {
  const { latencies, remeasure, measuring } = useRegionLatencies(ids);
  return (
    <div>
      <p data-testid="measuring">{String(measuring)}</p>
      {ids.map((id) => {
        const latency = latencies[id];
        return (
          <p key={id} data-testid={id}>
            {latency?.state === 'measured' ? `${latency.ms} ms` : (latency?.state ?? 'none')}
          </p>
        );
      })}
      <button type="button" onClick={remeasure}>
        again
      </button>
    </div>
  );
}

test('useRegionLatencies: measuring, then each result; remeasure starts over; unmount aborts', async () => {
  const pending = new Map<string, { resolve: (ms: number) => void; signal: AbortSignal }>();
  const probe: LatencyProbe = (id, signal) =>
    new Promise((resolve) => pending.set(id, { resolve, signal }));
  const view = render(
    <LatencyProbeProvider value={probe}>
      <Latencies ids={['a', 'b', 'c']} />
    </LatencyProbeProvider>,
  );
  expect(screen.getByTestId('a').textContent).toBe('measuring');
  expect(screen.getByTestId('measuring').textContent).toBe('true');
  await waitFor(() => expect([...pending.keys()]).toEqual(['a', 'b', 'c']));

  await act(async () => {
    pending.get('a')?.resolve(12.4);
    pending.get('b')?.resolve(PING_FAIL_VALUE);
  });
  expect(screen.getByTestId('a').textContent).toBe('12 ms');
  expect(screen.getByTestId('b').textContent).toBe('unreachable');
  expect(screen.getByTestId('c').textContent).toBe('measuring');

  const firstRound = pending.get('c')!.signal;
  await act(async () => screen.getByRole('button').click());
  expect(firstRound.aborted).toBe(true);
  expect(screen.getByTestId('a').textContent).toBe('measuring');
  await waitFor(() => expect(pending.get('c')?.signal).not.toBe(firstRound));
  await act(async () => pending.get('a')?.resolve(30));
  expect(screen.getByTestId('a').textContent).toBe('30 ms');

  const secondRound = pending.get('b')!.signal;
  view.unmount();
  expect(secondRound.aborted).toBe(true);
});

test('useRegionLatencies: a probe that fails for another reason shows unreachable', async () => {
  const probe: LatencyProbe = () => Promise.reject(new Error('socket blocked'));
  render(
    <LatencyProbeProvider value={probe}>
      <Latencies ids={['a']} />
    </LatencyProbeProvider>,
  );
  expect(await screen.findByText('unreachable')).toBeTruthy();
});

test('useRegionLatencies: one region starts per task, and none after unmount', async () => {
  const started: string[] = [];
  const probe: LatencyProbe = (id) => {
    started.push(id);
    return new Promise<number>(() => undefined);
  };
  const view = render(
    <LatencyProbeProvider value={probe}>
      <Latencies ids={['a', 'b', 'c']} />
    </LatencyProbeProvider>,
  );
  // The effect has run (render flushes it) and started only the first region.
  expect(started).toEqual(['a']);
  await waitFor(() => expect(started).toEqual(['a', 'b', 'c']));

  started.length = 0;
  const again = render(
    <LatencyProbeProvider value={probe}>
      <Latencies ids={['x', 'y', 'z']} />
    </LatencyProbeProvider>,
  );
  expect(started).toEqual(['x']);
  again.unmount();
  view.unmount();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(started).toEqual(['x']);
});
