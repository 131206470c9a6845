import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createI18n } from '../../../app/i18n.ts';
import { makeStore } from '../../../app/store.ts';
import { fakeCloud, type FakeCloudCall } from '../../../test/fakeCloud.ts';
import { fakeApiClient, jsonResponse } from '../../../test/fixtures.ts';
import { createCloudConnection } from '../../cloud/cloudConnection.ts';
import type { CloudServer } from '../../cloud/regionResources.ts';
import { ServerConsoleTab } from './ServerConsoleTab.tsx';

/** noVNC stand-in: what the tab did to it, and its events to fire. */
class FakeRfb extends EventTarget {
  static instances: FakeRfb[] = [];
  readonly url: string;
  readonly keys: [number, string | null][] = [];
  scaleViewport = false;
  background = '';
  ctrlAltDel = 0;
  disconnected = false;
  constructor(_target: HTMLElement, url: string) {
    super();
    this.url = url;
    FakeRfb.instances.push(this);
  }
  sendKey(keysym: number, code: string | null) {
    this.keys.push([keysym, code]);
  }
  sendCtrlAltDel() {
    this.ctrlAltDel += 1;
  }
  focus() {}
  disconnect() {
    this.disconnected = true;
  }
  fire(type: string, detail?: unknown) {
    act(() => {
      this.dispatchEvent(new CustomEvent(type, { detail }));
    });
  }
}

vi.mock('./loadRfb.ts', () => ({ loadRfb: async () => FakeRfb }));

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

const server = (status: string, vmState: string, taskState: string | null = null) =>
  ({
    id: SERVER_ID,
    name: 'web-1',
    region: 'eu-west2',
    status,
    'OS-EXT-STS:vm_state': vmState,
    'OS-EXT-STS:task_state': taskState,
    'OS-EXT-STS:power_state': vmState === 'active' ? 1 : 4,
  }) as unknown as CloudServer;

let stop: (() => void) | undefined;
beforeEach(() => {
  FakeRfb.instances = [];
});
afterEach(() => {
  cleanup();
  stop?.();
});

/** Renders the tab; `answer` says what each remote-console call gets. */
async function renderTab(answer: (call: number) => Response, initial = server('ACTIVE', 'active')) {
  let calls = 0;
  const cloud = fakeCloud({
    intercept: (call: FakeCloudCall) => {
      if (!call.path.endsWith('/remote-consoles')) return undefined;
      calls += 1;
      return answer(calls);
    },
  });
  const api = fakeApiClient(() => jsonResponse([consumer]));
  const connection = createCloudConnection({ baseUrl: '', fetch: cloud.fetch });
  const store = makeStore({ apiClient: api.apiClient, cloud: connection });
  await connection.start();
  stop = () => connection.stop();
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['servers']);
  const view = (props: CloudServer) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ServerConsoleTab server={props} />
      </I18nextProvider>
    </Provider>
  );
  const result = render(view(initial));
  return { rerender: (next: CloudServer) => result.rerender(view(next)), calls: () => calls };
}

const consoleLink = (token: string) =>
  jsonResponse({
    remote_console: {
      protocol: 'vnc',
      type: 'novnc',
      url: `/cloud/eu-west2/console/vnc_auto.html?path=${encodeURIComponent(`/cloud/eu-west2/console/websockify?token=${token}`)}`,
    },
  });

const lastRfb = async (count: number) => {
  await vi.waitFor(() => expect(FakeRfb.instances).toHaveLength(count));
  return FakeRfb.instances[count - 1] as FakeRfb;
};

describe('ServerConsoleTab', () => {
  test('connects noVNC to the console websocket; keys, Ctrl-Alt-Del and typed text reach it', async () => {
    await renderTab((call) => consoleLink(`t${call}`));
    expect(screen.getByText('Opening the console…')).toBeDefined();
    const rfb = await lastRfb(1);
    expect(rfb.url).toBe(
      `${window.location.origin.replace(/^http/, 'ws')}/cloud/eu-west2/console/websockify?token=t1`,
    );
    expect(rfb.scaleViewport).toBe(true);
    expect(screen.getByText('Connecting…')).toBeDefined();
    const f1 = screen.getByRole('button', { name: 'Send F1' });
    expect(f1).toHaveProperty('disabled', true);

    rfb.fire('connect');
    expect(screen.getByText('Connected')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Send F1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send Up arrow' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send Esc' }));
    expect(rfb.keys).toEqual([
      [0xffbe, 'F1'],
      [0xff52, 'ArrowUp'],
      [0xff1b, 'Escape'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Send Ctrl-Alt-Del' }));
    expect(rfb.ctrlAltDel).toBe(1);

    fireEvent.click(screen.getByRole('switch', { name: 'Scale to fit' }));
    expect(rfb.scaleViewport).toBe(false);

    rfb.keys.length = 0;
    fireEvent.change(screen.getByLabelText('Text to type'), { target: { value: 'id\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Type it' }));
    await vi.waitFor(() =>
      expect(rfb.keys).toEqual([
        [0x69, null],
        [0x64, null],
        [0xff0d, 'Enter'],
      ]),
    );
  });

  test('an expired link says so; reconnect opens a new link and a new connection', async () => {
    const { calls } = await renderTab((call) => consoleLink(`t${call}`));
    const first = await lastRfb(1);
    first.fire('securityfailure', {
      status: 1,
      reason: 'Console token expired: open the console again.',
    });
    first.fire('disconnect', { clean: false });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The console link has expired.');
    expect(screen.getByText('Not connected')).toBeDefined();

    fireEvent.click(within(alert).getByRole('button', { name: 'Reconnect' }));
    const second = await lastRfb(2);
    expect(first.disconnected).toBe(true);
    expect(second.url).toMatch(/token=t2$/);
    expect(calls()).toBe(2);
    second.fire('connect');
    expect(screen.queryByRole('alert')).toBeNull();

    second.fire('disconnect', { clean: true });
    expect(screen.getByRole('alert').textContent).toContain('The console connection was closed.');
    expect(screen.getByText('Disconnected')).toBeDefined();
  });

  test('a 409 (building) waits and connects by itself when the server moves on', async () => {
    const { rerender, calls } = await renderTab(
      (call) =>
        call === 1
          ? jsonResponse({ conflictingRequest: { code: 409, message: 'not ready' } }, 409)
          : consoleLink('t2'),
      server('BUILD', 'building', 'spawning'),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The console opens once the server is ready.',
    );
    expect(screen.getByText(/The server is being built/)).toBeDefined();
    rerender(server('ACTIVE', 'active'));
    const rfb = await lastRfb(1);
    expect(rfb.url).toMatch(/token=t2$/);
    expect(calls()).toBe(2);
  });

  test('a server that is gone has no reconnect; a stopped one gets a notice', async () => {
    await renderTab(
      () => jsonResponse({ itemNotFound: { code: 404, message: 'gone' } }, 404),
      server('SHUTOFF', 'stopped'),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This server no longer exists');
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(screen.getByText(/The server is stopped/)).toBeDefined();
    expect(screen.getByText('Not connected')).toBeDefined();
  });
});
