import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createI18n } from '../../app/i18n.ts';
import { makeStore } from '../../app/store.ts';
import { fakeApiClient, jsonResponse } from '../../test/fixtures.ts';
import { RefreshToast } from './RefreshToast.tsx';

const POLL = 20_000;
const PAGE_TITLE = 'Servers — Test Cloud';

/** A sandbox whose deployed key the test changes; `down` makes refresh-status/ fail. */
function deployment() {
  const server = { key: 'build-1', down: false };
  const api = fakeApiClient((request) => {
    if (!new URL(request.url).pathname.endsWith('/refresh-status/')) return jsonResponse([]);
    if (server.down) return jsonResponse({ code: 'unavailable', message: 'down' }, 503);
    return jsonResponse({ refresh_key: server.key });
  });
  return { server, ...api };
}

/**
 * Lets the answers under way arrive: reading a response body takes a few turns of the event loop
 * (real `setImmediate`, which the fake timers leave alone), and the store tells its subscribers
 * in a batch 10 ms later (RTK's auto-batching, a fake timer). The clock moves 20 ms per call;
 * the checks below stay well inside a second.
 */
async function settle() {
  for (let turn = 0; turn < 10; turn += 1) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    if (turn % 5 === 4) await act(() => vi.advanceTimersByTimeAsync(10));
  }
}

/** Moves the clock `ms` on (timers fire on the way), then lets the answers they asked for arrive. */
async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settle();
}

async function renderToast(reload = vi.fn()) {
  const sandbox = deployment();
  const i18n = await createI18n('en');
  // The toast's namespace loads through dynamic imports, which fake timers do not drive.
  await i18n.loadNamespaces(['account']);
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  const store = makeStore({ apiClient: sandbox.apiClient });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RefreshToast reload={reload} />
      </I18nextProvider>
    </Provider>,
  );
  await settle(); // the first poll: the key at load
  return { ...sandbox, reload, store };
}

const toast = () =>
  screen.queryByText(/A new version of the site is available/)?.closest('[role=status]');
const toastTitle = () => within(toast() as HTMLElement).getByText(/^\d+:\d\d$/).textContent;
const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  document.title = PAGE_TITLE;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('RefreshToast (§4 Refresh flow)', () => {
  test('no toast while the key stays the one seen at load; polls every 20 s', async () => {
    const { calls } = await renderToast();
    expect(calls.filter((call) => call.endsWith('/refresh-status/'))).toHaveLength(1);
    await pass(POLL * 3);
    expect(calls.filter((call) => call.endsWith('/refresh-status/'))).toHaveLength(4);
    expect(toast()).toBeFalsy();
    expect(document.title).toBe(PAGE_TITLE);
  });

  test('a new key counts 30 s down in the toast and the title, urgent at 10 s, then reloads', async () => {
    const { server, reload } = await renderToast();
    server.key = 'build-2';
    await pass(POLL);
    expect(toastTitle()).toBe('0:30');
    expect(document.title).toBe(`(0:30) ${PAGE_TITLE}`);
    expect(toast()?.hasAttribute('data-urgent')).toBe(false);

    await pass(1_000);
    expect(toastTitle()).toBe('0:29');
    expect(document.title).toBe(`(0:29) ${PAGE_TITLE}`);

    await pass(18_000); // 11 s left
    expect(toast()?.hasAttribute('data-urgent')).toBe(false);
    await pass(1_000); // 10 s left
    expect(toastTitle()).toBe('0:10');
    expect(toast()?.hasAttribute('data-urgent')).toBe(true);
    expect(reload).not.toHaveBeenCalled();

    await pass(9_000);
    expect(toastTitle()).toBe('0:01');
    expect(reload).not.toHaveBeenCalled();
    await pass(1_000);
    expect(reload).toHaveBeenCalledTimes(1);
    await pass(5_000);
    expect(reload).toHaveBeenCalledTimes(1); // once, however long the page takes to go
  });

  test('cancel is enabled above 5 s, disabled from 5 s on', async () => {
    const { server } = await renderToast();
    server.key = 'build-2';
    await pass(POLL);
    await pass(24_000); // 6 s left
    expect(button('Cancel').hasAttribute('disabled')).toBe(false);
    await pass(1_000); // 5 s left
    expect(toastTitle()).toBe('0:05');
    expect(button('Cancel').hasAttribute('disabled')).toBe(true);
    fireEvent.click(button('Cancel'));
    expect(toast()).toBeTruthy();
  });

  test('cancel stops the countdown, restores the title and never reloads for that key', async () => {
    const { server, reload } = await renderToast();
    server.key = 'build-2';
    await pass(POLL);
    await pass(3_000);
    fireEvent.click(button('Cancel'));
    expect(toast()).toBeFalsy();
    expect(document.title).toBe(PAGE_TITLE);
    await pass(POLL * 3);
    expect(toast()).toBeFalsy();
    expect(reload).not.toHaveBeenCalled();

    // A newer deployment asks again (from the next poll on: the polls keep their own rhythm).
    server.key = 'build-3';
    await pass(POLL);
    expect(toastTitle()).toMatch(/^0:[23]\d$/);
  });

  test('× above 5 s cancels; in the last 5 s it hides the toast and the reload still comes', async () => {
    const { server, reload } = await renderToast();
    server.key = 'build-2';
    await pass(POLL);
    fireEvent.click(button('Close'));
    expect(toast()).toBeFalsy();
    await pass(40_000);
    expect(reload).not.toHaveBeenCalled();
    expect(document.title).toBe(PAGE_TITLE);

    server.key = 'build-3';
    await pass(POLL);
    await pass(26_000); // 4 s left
    fireEvent.click(button('Close'));
    expect(toast()).toBeFalsy();
    expect(document.title).toBe(`(0:04) ${PAGE_TITLE}`);
    await pass(4_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('"refresh now" reloads at once', async () => {
    const { server, reload } = await renderToast();
    server.key = 'build-2';
    await pass(POLL);
    fireEvent.click(button('Refresh now'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('failed polls are ignored silently (§8): no toast, no alert, and the next answer counts', async () => {
    const { server, reload } = await renderToast();
    server.down = true;
    await pass(POLL * 2);
    expect(toast()).toBeFalsy();
    expect(screen.queryByRole('alert')).toBeNull();

    server.down = false;
    server.key = 'build-2';
    await pass(POLL);
    expect(toastTitle()).toBe('0:30');
    expect(reload).not.toHaveBeenCalled();
  });

  test('the title is restored when the component goes away mid-countdown', async () => {
    const { server } = await renderToast();
    server.key = 'build-2';
    await pass(POLL);
    expect(document.title).toBe(`(0:30) ${PAGE_TITLE}`);
    cleanup();
    expect(document.title).toBe(PAGE_TITLE);
  });
});
