import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createI18n } from '../../../app/i18n.ts';
import { makeStore } from '../../../app/store.ts';
import { fakeCloud, type FakeCloudCall } from '../../../test/fakeCloud.ts';
import { fakeApiClient, jsonResponse } from '../../../test/fixtures.ts';
import { createCloudConnection } from '../../cloud/cloudConnection.ts';
import type { CloudServer } from '../../cloud/regionResources.ts';
import { ServerChartsTab } from './ServerChartsTab.tsx';

const consumer = {
  id: '8d2c7a10-0000-4000-8000-000000000004',
  name: 'default_consumer',
  os_user: 'u',
  os_password: 'p',
  os_project: 'project',
  os_domain: 'Default',
  created_at: '2030-01-01T00:00:00Z',
};
const SERVER_ID = 'b1d0c2a4-6f1e-4a57-8d3c-2e9f0a7b6c51';
const MEASURES = /\/metric\/([^/]+)\/measures$/;
const server = {
  id: SERVER_ID,
  name: 'web-1',
  region: 'eu-west2',
  status: 'ACTIVE',
  flavor: { vcpus: 2, ram: 4096, disk: 40 },
} as unknown as CloudServer;

// visx sizes a chart to its container: jsdom has no layout, so every container is 600 px wide.
class FixedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = { width: 600, height: 220, top: 0, left: 0 } as DOMRectReadOnly;
    queueMicrotask(() =>
      this.callback([{ target, contentRect } as ResizeObserverEntry], this as never),
    );
  }
  unobserve() {}
  disconnect() {}
}

let stop: (() => void) | undefined;
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FixedResizeObserver);
});
afterEach(() => {
  cleanup();
  stop?.();
  vi.unstubAllGlobals();
});

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

/** Three points 5 minutes apart ending now, in Gnocchi's shape. */
function recent(values: number[]) {
  const step = 300_000;
  const last = Math.floor(Date.now() / step) * step;
  return values.map((value, index) => [
    new Date(last - (values.length - 1 - index) * step).toISOString().replace('.000Z', '+00:00'),
    300,
    value,
  ]);
}

async function renderTab(answer: (metric: string, call: FakeCloudCall) => Response, search = '') {
  const calls: FakeCloudCall[] = [];
  const cloud = fakeCloud({
    intercept: (call) => {
      const match = MEASURES.exec(call.path);
      if (!match) return undefined;
      calls.push(call);
      return answer(decodeURIComponent(match[1] ?? ''), call);
    },
  });
  const api = fakeApiClient(() => jsonResponse([consumer]));
  const connection = createCloudConnection({ baseUrl: '', fetch: cloud.fetch });
  const store = makeStore({ apiClient: api.apiClient, cloud: connection });
  await connection.start();
  stop = () => connection.stop();
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['servers']);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter
          initialEntries={[`/control/servers/page/${SERVER_ID}/server-charts${search}`]}
        >
          <ServerChartsTab server={server} />
          <Location />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { calls };
}

describe('ServerChartsTab', () => {
  test('the y axis shows every tick in the unit of the top one (0.5 MB/s, not 512 KB/s)', async () => {
    // Disk and network at 0.5, 1 and 1.5 MB/s (bytes per 300 s step): ticks 0 to 2 MB/s.
    const perStep = (megabytes: number) => megabytes * 1024 ** 2 * 300;
    await renderTab((metric) =>
      metric === 'cpu' || metric === 'memory.usage'
        ? jsonResponse(recent([1, 2, 3]))
        : jsonResponse(recent([perStep(0.5), perStep(1), perStep(1.5)])),
    );
    const disk = await screen.findByRole('img', { name: 'Disk, last 24 hours' });
    await vi.waitFor(() => expect(disk.querySelector('svg path[d^="M"]')).not.toBeNull());
    const labels = [...disk.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(labels).toEqual(
      expect.arrayContaining(['0\u00a0MB/s', '0.5\u00a0MB/s', '1\u00a0MB/s', '2\u00a0MB/s']),
    );
    expect(labels.some((label) => label?.includes('KB'))).toBe(false);
  });

  test('draws the four charts with a text summary; the period is kept in ?range=', async () => {
    const { calls } = await renderTab((metric) => {
      if (metric === 'cpu') return jsonResponse(recent([150e9, 300e9, 600e9]));
      if (metric === 'memory.usage') return jsonResponse(recent([1024, 2048, 3072]));
      return jsonResponse(recent([300_000, 600_000, 900_000]));
    });
    expect(screen.getByText('Loading charts…')).toBeDefined();

    const cpu = await screen.findByRole('img', { name: 'CPU, last 24 hours' });
    // The line: an SVG path through the three points (visx draws once the width is known).
    await vi.waitFor(() =>
      expect(cpu.querySelector('svg path[d^="M"]')?.getAttribute('d')).toMatch(/^M[^L]+L[^L]+L/),
    );
    expect(screen.getByRole('heading', { name: 'Memory' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Disk' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Network' })).toBeDefined();
    // 2 vCPUs: 150e9 ns per 300 s is 25 %, 300e9 50 %, 600e9 100 %.
    expect(screen.getByText('CPU: latest 100 %, average 58.3 %, maximum 100 %.')).toBeDefined();
    expect(screen.getByText('Used: latest 3 GB, average 2 GB, maximum 3 GB.')).toBeDefined();
    expect(
      screen.getByText('Read: latest 2.9 KB/s, average 2 KB/s, maximum 2.9 KB/s.'),
    ).toBeDefined();
    expect(
      document.getElementById(cpu.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain('CPU: latest 100 %');
    expect(calls.every((call) => call.query.get('granularity') === '300')).toBe(true);

    const period = screen.getByRole('radiogroup', { name: 'Period' });
    fireEvent.click(within(period).getByRole('radio', { name: '7 d' }));
    expect(screen.getByTestId('location').textContent).toBe('?range=7d');
    await screen.findByRole('img', { name: 'CPU, last 7 days' });
    expect(calls.slice(6).map((call) => call.query.get('granularity'))).toEqual(
      Array.from({ length: 6 }, () => '3600'),
    );
  });

  test('a lone sample is drawn as a dot (a server minutes old has one)', async () => {
    await renderTab((metric) =>
      metric === 'memory.usage' ? jsonResponse(recent([2048])) : jsonResponse(recent([1, 2, 3])),
    );
    const memory = await screen.findByRole('img', { name: 'Memory, last 24 hours' });
    await vi.waitFor(() => expect(memory.querySelector('svg circle')).not.toBeNull());
    expect(Number(memory.querySelector('svg circle')?.getAttribute('r'))).toBeGreaterThan(2);
    expect(memory.querySelector('svg path[d^="M"]')).toBeNull();
  });

  test('404 or 502 from every measure is "no data yet", not a failure (§8)', async () => {
    await renderTab(
      (metric) =>
        metric === 'cpu'
          ? new Response('Bad Gateway', { status: 502 })
          : jsonResponse({ code: 404, description: 'no such metric' }, 404),
      '?range=1h',
    );
    expect(await screen.findByRole('heading', { name: 'No data yet' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Period' }))
        .getByRole('radio', { name: '1 h' })
        .getAttribute('aria-checked'),
    ).toBe('true');
  });

  test('one chart without data says so; the others draw', async () => {
    await renderTab((metric) =>
      metric.startsWith('network')
        ? jsonResponse({ code: 404, description: 'no such metric' }, 404)
        : jsonResponse(recent([1, 2])),
    );
    await screen.findByRole('img', { name: 'CPU, last 24 hours' });
    const network = screen.getByRole('figure', { name: 'Network' });
    expect(within(network).getByText('No data yet for this period.')).toBeDefined();
    expect(within(network).queryByRole('img')).toBeNull();
  });

  test('other failures say what went wrong and retry', async () => {
    let failing = true;
    await renderTab((metric) =>
      failing && metric === 'memory.usage'
        ? jsonResponse({ code: 500, description: 'Gnocchi is down' }, 500)
        : jsonResponse(recent([1, 2])),
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(/The charts could not be loaded/)).toBeDefined();
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('img', { name: 'Memory, last 24 hours' })).toBeDefined();
  });
});
