import type { Notification } from '@cloud-portal/api-client';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, test } from 'vitest';
import { createPortal } from '../../app/createPortal.tsx';
import { createI18n } from '../../app/i18n.ts';
import { makeStore } from '../../app/store.ts';
import { Provider } from 'react-redux';
import { fakeApiClient, jsonResponse, regionsFixture, testBrand } from '../../test/fixtures.ts';
import { NotificationBanners } from './NotificationBanners.tsx';

const HOUR = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

const base = {
  message_en: null,
  message_ru: null,
  message_zh: null,
  permanent: false,
  high_priority: false,
  time_start: null,
  time_end: null,
  visible_control_panel: true,
  visible_main_page: true,
} satisfies Partial<Notification>;

const notifications: Notification[] = [
  {
    ...base,
    id: 1,
    message: 'New region in Frankfurt',
    message_ru: 'Новый регион',
    alert_type: 'INFO',
  },
  {
    ...base,
    id: 2,
    message: 'Snapshots are free',
    alert_type: 'PROMO',
    time_start: iso(-HOUR),
    time_end: iso(HOUR),
  },
  { ...base, id: 3, message: 'Expired sale', alert_type: 'PROMO', time_end: iso(-HOUR) },
  {
    ...base,
    id: 4,
    message: 'Keep your email up to date',
    alert_type: 'WARNING',
    permanent: true,
    high_priority: true,
    visible_main_page: false,
  },
  { ...base, id: 5, message: 'Starts tomorrow', alert_type: 'ERROR', time_start: iso(24 * HOUR) },
];

const api = (list: Notification[]) =>
  fakeApiClient((request) =>
    new URL(request.url).pathname.endsWith('/notifications')
      ? jsonResponse(list)
      : jsonResponse(regionsFixture),
  );

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  cleanup();
  localStorage.clear();
  document.body.innerHTML = '';
});

async function renderPublicSite(list: Notification[], language: 'en' | 'ru' = 'en') {
  const portal = await createPortal(testBrand, {
    apiClient: api(list).apiClient,
    initialEntries: ['/'],
    browserLanguages: [language],
    regionBucket: 'a',
  });
  const container = document.createElement('div');
  document.body.append(container);
  let root: ReturnType<typeof portal.mount> | undefined;
  await act(async () => {
    root = portal.mount(container);
  });
  unmount = () => root?.unmount();
}

/** The text of the banner on screen (one at a time, issue 15). */
const shownText = (region: HTMLElement) => within(region).getByRole('status').textContent;

/** Every banner's text, in order: the one on screen, then Next until it comes round again. */
async function stepThrough(region: HTMLElement): Promise<string[]> {
  const texts = [shownText(region)];
  const next = within(region).queryByRole('button', { name: 'Next announcement' });
  if (!next) return texts;
  for (let step = 0; step < 10; step += 1) {
    await userEvent.click(next);
    const text = shownText(region);
    if (text === texts[0]) return texts;
    texts.push(text);
  }
  throw new Error('Next never came back to the first banner');
}

describe('notification banners of the public site (§3, §4)', () => {
  test('show the main-page notifications inside their time window, in the API order', async () => {
    await renderPublicSite(notifications);
    const region = await screen.findByRole('region', { name: 'Announcements' });
    // The alert type is read out first; the control-panel-only, expired and future ones are not shown.
    expect(await stepThrough(region)).toEqual([
      'Information: New region in Frankfurt',
      'Special offer: Snapshots are free',
    ]);
  });

  test('one at a time: the counter says which, previous and next step through and wrap around', async () => {
    await renderPublicSite(notifications);
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(region).getAllByRole('status')).toHaveLength(1);
    expect(within(region).getByText('1 of 2')).toBeTruthy();
    expect(within(region).queryByText('Snapshots are free')).toBeNull();

    await userEvent.click(within(region).getByRole('button', { name: 'Next announcement' }));
    expect(within(region).getByText('2 of 2')).toBeTruthy();
    expect(within(region).getByText('Snapshots are free')).toBeTruthy();
    expect(within(region).queryByText('New region in Frankfurt')).toBeNull();

    await userEvent.click(within(region).getByRole('button', { name: 'Next announcement' }));
    expect(within(region).getByText('1 of 2')).toBeTruthy();
    expect(within(region).getByText('New region in Frankfurt')).toBeTruthy();

    await userEvent.click(within(region).getByRole('button', { name: 'Previous announcement' }));
    expect(within(region).getByText('2 of 2')).toBeTruthy();
    expect(within(region).getByText('Snapshots are free')).toBeTruthy();
    // Both buttons name the banner they change.
    const banner = within(region).getByRole('status');
    for (const button of within(region).getAllByRole('button', { name: /announcement/ }))
      expect(button.getAttribute('aria-controls')).toBe(banner.id);
  });

  test('a single banner has no counter and no previous or next', async () => {
    await renderPublicSite(notifications.filter((item) => item.id !== 2));
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(region).getByText('New region in Frankfurt')).toBeTruthy();
    expect(within(region).queryByText(/of/)).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Next announcement' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Previous announcement' })).toBeNull();
  });

  test('speak the visitor language (message_{locale}), else the English message', async () => {
    await renderPublicSite(notifications, 'ru');
    const region = await screen.findByRole('region', { name: 'Объявления' });
    expect(within(region).getByText('Новый регион')).toBeTruthy();
    expect(within(region).getByText('1 из 2')).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Следующее объявление' }));
    expect(within(region).getByText('Snapshots are free')).toBeTruthy();
  });

  test('a dismissed banner goes, and stays dismissed on the next visit until it is edited', async () => {
    await renderPublicSite(notifications);
    const region = await screen.findByRole('region', { name: 'Announcements' });
    await userEvent.click(within(region).getByRole('button', { name: 'Next announcement' }));
    const promo = within(region)
      .getByText('Snapshots are free')
      .closest<HTMLElement>('[role=status]')!;
    await userEvent.click(within(promo).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Snapshots are free')).toBeNull());
    // The one left takes its place, alone: no counter any more.
    expect(within(region).getByText('New region in Frankfurt')).toBeTruthy();
    expect(within(region).queryByText(/of/)).toBeNull();

    act(() => unmount?.());
    cleanup();
    document.body.innerHTML = '';
    await renderPublicSite(notifications);
    await screen.findByText('New region in Frankfurt');
    expect(screen.queryByText('Snapshots are free')).toBeNull();

    act(() => unmount?.());
    cleanup();
    document.body.innerHTML = '';
    const edited = notifications.map((item) =>
      item.id === 2 ? { ...item, message: 'Snapshots are free until May' } : item,
    );
    await renderPublicSite(edited);
    const again = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(again).getByText('1 of 2')).toBeTruthy();
    await userEvent.click(within(again).getByRole('button', { name: 'Next announcement' }));
    expect(within(again).getByText('Snapshots are free until May')).toBeTruthy();
  });

  test('nothing is shown when there are no notifications or the call fails', async () => {
    const failing = fakeApiClient((request) =>
      new URL(request.url).pathname.endsWith('/notifications')
        ? jsonResponse({ code: 'unavailable', message: 'down' }, 503)
        : jsonResponse(regionsFixture),
    );
    const portal = await createPortal(testBrand, {
      apiClient: failing.apiClient,
      initialEntries: ['/'],
      browserLanguages: ['en'],
      regionBucket: 'a',
    });
    const container = document.createElement('div');
    document.body.append(container);
    let root: ReturnType<typeof portal.mount> | undefined;
    await act(async () => {
      root = portal.mount(container);
    });
    unmount = () => root?.unmount();
    await waitFor(() => expect(failing.calls).toContain('GET /api/notifications'));
    await screen.findByRole('list', { name: 'Data centers' });
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('notification banners of the control panel', () => {
  test('show the control-panel ones; a permanent one has no dismiss button and comes first', async () => {
    const store = makeStore({ apiClient: api(notifications).apiClient });
    const i18n = await createI18n('en');
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={null}>
            <NotificationBanners area="control" />
          </Suspense>
        </I18nextProvider>
      </Provider>,
    );
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(region).getByText('1 of 3')).toBeTruthy();
    const permanent = within(region).getByRole('status');
    expect(within(permanent).queryByRole('button')).toBeNull();
    expect(await stepThrough(region)).toEqual([
      'Warning: Keep your email up to date',
      'Information: New region in Frankfurt',
      'Special offer: Snapshots are free',
    ]);
  });

  test('dismissing the banner on screen shows the next one in its place', async () => {
    const store = makeStore({ apiClient: api(notifications).apiClient });
    const i18n = await createI18n('en');
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={null}>
            <NotificationBanners area="control" />
          </Suspense>
        </I18nextProvider>
      </Provider>,
    );
    const region = await screen.findByRole('region', { name: 'Announcements' });
    await userEvent.click(within(region).getByRole('button', { name: 'Next announcement' }));
    expect(within(region).getByText('2 of 3')).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(within(region).getByText('2 of 2')).toBeTruthy());
    expect(shownText(region)).toBe('Special offer: Snapshots are free');
    // The last one dismissed: the one before it takes the place.
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(shownText(region)).toBe('Warning: Keep your email up to date'));
    expect(within(region).queryByRole('button', { name: 'Next announcement' })).toBeNull();
  });
});
