import type { Notification } from '@cloud-portal/api-client';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createI18n } from '../../app/i18n.ts';
import { makeStore } from '../../app/store.ts';
import { fakeApiClient, jsonResponse } from '../../test/fixtures.ts';
import { BANNER_OFFSET_PROPERTY } from './bannerOffset.ts';
import { ControlBanners } from './ControlBanners.tsx';

const notification = (id: number, message: string, extra: Partial<Notification> = {}) =>
  ({
    id,
    message,
    message_en: null,
    message_ru: null,
    message_zh: null,
    alert_type: 'INFO',
    permanent: false,
    high_priority: false,
    time_start: null,
    time_end: null,
    visible_control_panel: true,
    visible_main_page: true,
    ...extra,
  }) satisfies Notification;

const list = [
  notification(1, 'Maintenance on Sunday'),
  notification(2, 'Public site only', { visible_control_panel: false }),
  notification(3, 'Keep your email up to date', { permanent: true, visible_main_page: false }),
];

// jsdom lays nothing out: the stack's height is what the test says it is.
let stackHeight = 0;
beforeEach(() => {
  stackHeight = 0;
  // The test setup's ResizeObserver never reports: measure the way a browser without one does
  // (at once, then every 3 s). A real observer's first report is tested on its own.
  vi.stubGlobal('ResizeObserver', undefined);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const height = this.dataset.controlBanners === undefined ? 0 : stackHeight;
    return {
      height,
      width: 800,
      top: 0,
      left: 0,
      bottom: height,
      right: 800,
      x: 0,
      y: 0,
    } as DOMRect;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.documentElement.style.removeProperty(BANNER_OFFSET_PROPERTY);
});

async function renderBanners() {
  const { apiClient } = fakeApiClient((request) =>
    new URL(request.url).pathname.endsWith('/notifications')
      ? jsonResponse(list)
      : jsonResponse([]),
  );
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['account']);
  await act(async () => {
    render(
      <Provider store={makeStore({ apiClient })}>
        <I18nextProvider i18n={i18n}>
          <ControlBanners />
        </I18nextProvider>
      </Provider>,
    );
  });
}

const offset = () => document.documentElement.style.getPropertyValue(BANNER_OFFSET_PROPERTY);

describe('ControlBanners (§4 Notifications in the control area)', () => {
  test('shows the notifications flagged for the control panel only', async () => {
    await renderBanners();
    const region = await screen.findByRole('region', { name: 'Announcements' });
    // One at a time (issue 15): the first, then the next; the public-site one is not among them.
    expect(within(region).getByText('1 of 2')).toBeTruthy();
    expect(within(region).getByText('Maintenance on Sunday')).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Next announcement' }));
    expect(within(region).getByText('Keep your email up to date')).toBeTruthy();
    expect(within(region).queryByText('Public site only')).toBeNull();
  });

  test('publishes the stack height, measured again every 3 s and on resize', async () => {
    stackHeight = 48;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await renderBanners();
    expect(offset()).toBe('48px');

    stackHeight = 96.4; // a banner text wrapped onto another line
    act(() => vi.advanceTimersByTime(2_999));
    expect(offset()).toBe('48px');
    act(() => vi.advanceTimersByTime(1));
    expect(offset()).toBe('97px');

    stackHeight = 20;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(offset()).toBe('20px');
  });

  test('where the browser has a ResizeObserver, the first height is its report, not a layout forced in the render', async () => {
    stackHeight = 48;
    const observers: { report: () => void; observed: Element[] }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observed: Element[] = [];
        constructor(callback: () => void) {
          observers.push({ report: callback, observed: this.observed });
        }
        observe(element: Element) {
          this.observed.push(element);
        }
        disconnect() {}
      },
    );
    try {
      await renderBanners();
      expect(offset()).toBe(''); // not measured in the task that rendered the banners
      expect(observers).toHaveLength(1);
      expect(observers[0]?.observed).toHaveLength(1);
      act(() => observers[0]?.report());
      expect(offset()).toBe('48px');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('takes the offset away when it goes', async () => {
    stackHeight = 48;
    await renderBanners();
    expect(offset()).toBe('48px');
    cleanup();
    expect(offset()).toBe('');
  });
});
