import type { Notification } from '@cloud-portal/api-client';
import { readFileSync } from 'node:fs';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createI18n } from '../../app/i18n.ts';
import { makeStore } from '../../app/store.ts';
import { fakeApiClient, jsonResponse } from '../../test/fixtures.ts';
import { BANNER_OFFSET_PROPERTY } from './bannerOffset.ts';
import { PublicBanners } from './PublicBanners.tsx';

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
    visible_control_panel: false,
    visible_main_page: true,
    ...extra,
  }) satisfies Notification;

// jsdom lays nothing out: the overlay's height is what the test says it is.
let overlayHeight = 0;
beforeEach(() => {
  overlayHeight = 0;
  // The test setup's ResizeObserver never reports: measure the way a browser without one does
  // (at once, then every 3 s). A real observer's first report is tested on its own.
  vi.stubGlobal('ResizeObserver', undefined);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const height = this.dataset.publicBanners === undefined ? 0 : overlayHeight;
    return {
      height,
      width: 400,
      top: 0,
      left: 0,
      bottom: height,
      right: 400,
      x: 0,
      y: 0,
    } as DOMRect;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  vi.restoreAllMocks();
  document.documentElement.style.removeProperty(BANNER_OFFSET_PROPERTY);
});

const offset = () => document.documentElement.style.getPropertyValue(BANNER_OFFSET_PROPERTY);

async function renderBanners(list: Notification[]) {
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
          <main>Page content</main>
          <PublicBanners />
        </I18nextProvider>
      </Provider>,
    );
  });
}

describe('PublicBanners (§4 Notifications on the public site, issue 15)', () => {
  test('shows the public-site notifications and publishes the overlay height as the room the page keeps', async () => {
    overlayHeight = 56.2;
    await renderBanners([
      notification(1, 'Maintenance on Sunday'),
      notification(2, 'Control panel only', { visible_main_page: false }),
    ]);
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(region).getByText('Maintenance on Sunday')).toBeTruthy();
    expect(within(region).queryByText('Control panel only')).toBeNull();
    expect(offset()).toBe('57px');
    cleanup();
    expect(offset()).toBe('');
  });

  test('without banners the page keeps no room', async () => {
    await renderBanners([]);
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    expect(offset()).toBe('0px');
  });
});

// jsdom applies no stylesheets: the layout contract of issue 15 is checked in the CSS itself.
// Banners arrive after the page has painted (they need the store and an API call): in the flow
// they pushed `main` down (CLS 0.18). They overlay the bottom of the viewport instead, and the
// page's end (body padding) grows by their height, which moves nothing already on screen.
describe('banner layout: never moves content already on screen', () => {
  const css = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
  const rule = (text: string, selector: string) =>
    new RegExp(`${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(
      text,
    )?.[1] ?? '';

  test.each([
    ['./PublicBanners.module.css', 'public site'],
    ['./ControlBanners.module.css', 'control area'],
  ])('%s (%s): out of the flow, at the bottom of the viewport', (file) => {
    const banners = rule(css(file), '.banners');
    expect(banners).toMatch(/position:\s*fixed/);
    expect(banners).toMatch(/inset-block-end:\s*0/);
  });

  test('the page keeps room at its end for the overlay', () => {
    expect(rule(css('./NotificationBanners.module.css'), ':global(body)')).toMatch(
      new RegExp(`padding-block-end:\\s*var\\(${BANNER_OFFSET_PROPERTY}, 0px\\)`),
    );
  });
});
