import type { Notification } from '@cloud-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { renderPortalStory, type PortalStoryArgs } from '../../storybook/portalStoryRender.tsx';
import type { StoryApi } from '../../storybook/storyApi.ts';
import { storyRegions } from '../../storybook/storyApi.ts';
import { jsonResponse } from '../../test/fixtures.ts';

// The notification banners of the public site (§3 Notification, §4 Notifications), on the home
// page: one at a time over the bottom of the viewport, with previous and next when there are more
// (PublicBanners, issue 15). Checks use the banners' `data-notification-id` and the pager's
// `aria-controls`, so they hold in every language.

const FIRST_RENDER = { timeout: 15_000 };

const notification = (
  id: number,
  alertType: Notification['alert_type'],
  message: string,
  extra: Partial<Notification> = {},
): Notification => ({
  id,
  message,
  message_en: null,
  message_ru: null,
  message_zh: null,
  alert_type: alertType,
  permanent: false,
  high_priority: false,
  time_start: null,
  time_end: null,
  visible_control_panel: true,
  visible_main_page: true,
  ...extra,
});

/** One notification of each alert type, one permanent; and one for the control panel only. */
const storyNotifications: Notification[] = [
  notification(1, 'INFO', 'New region: Frankfurt (eu-central1) is open, billed in euros.', {
    message_ru: 'Открыт новый регион Франкфурт (eu-central1) с оплатой в евро.',
    message_zh: '新区域法兰克福（eu-central1）已开放，以欧元计费。',
  }),
  notification(2, 'PROMO', 'Snapshots are free until the end of the year.'),
  notification(3, 'SUCCESS', 'The storage upgrade in eu-west2 is finished.'),
  notification(4, 'ERROR', 'Payments by card are delayed: we are working on it.', {
    permanent: true,
    high_priority: true,
  }),
  notification(5, 'WARNING', 'Maintenance of eu-west2 on Sunday 02:00–04:00 UTC.'),
  notification(6, 'INFO', 'Only in the control panel.', { visible_main_page: false }),
];

/** The regions of the home page, and `notifications` (or a failure) for `GET notifications`. */
const apiWith =
  (notifications: Notification[] | 'down'): StoryApi =>
  (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/notifications'))
      return notifications === 'down'
        ? jsonResponse({ code: 'unavailable', message: 'Service unavailable' }, 503)
        : jsonResponse(notifications);
    if (pathname.endsWith('/regions/')) return jsonResponse(storyRegions);
    return jsonResponse({ code: 'not_found', message: 'Not found' }, 404);
  };

const shownIds = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('[data-notification-id]')].map(
    (banner) => banner.dataset.notificationId,
  );

/** The pager's buttons, previous then next (they control the banner on screen). */
const pager = (canvasElement: HTMLElement) => {
  const banner = canvasElement.querySelector<HTMLElement>('[data-notification-id]');
  return banner
    ? [...canvasElement.querySelectorAll<HTMLButtonElement>(`button[aria-controls="${banner.id}"]`)]
    : [];
};

const meta = {
  title: 'Portal/Global UI/Notification banners',
  render: renderPortalStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/', api: apiWith(storyNotifications) },
} satisfies Meta<PortalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every alert type, one at a time: the permanent high-priority one first and without a dismiss
 * button; next steps through the others in the API's order and comes round again.
 */
export const AllAlertTypes: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shownIds(canvasElement)).toEqual(['4']), FIRST_RENDER);
    const permanent = canvasElement.querySelector<HTMLElement>('[data-notification-id="4"]')!;
    await expect(within(permanent).queryByRole('button')).toBeNull();
    const [previous, next] = pager(canvasElement);
    await expect(previous).toBeEnabled();
    const seen: (string | undefined)[] = [];
    for (let step = 0; step < 5; step += 1) {
      seen.push(...shownIds(canvasElement));
      await userEvent.click(next!);
    }
    await expect(seen).toEqual(['4', '1', '2', '3', '5']);
    await expect(shownIds(canvasElement)).toEqual(['4']);
    await userEvent.click(previous!);
    await expect(shownIds(canvasElement)).toEqual(['5']);
    await userEvent.click(previous!);
    await userEvent.click(previous!);
    const promo = canvasElement.querySelector<HTMLElement>('[data-notification-id="2"]')!;
    await expect(within(promo).getByRole('button')).toBeEnabled();
  },
};

/** A single notification: the banner alone, no counter and no previous or next. */
export const OneNotification: Story = {
  args: { api: apiWith(storyNotifications.slice(1, 2)) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shownIds(canvasElement)).toEqual(['2']), FIRST_RENDER);
    await expect(pager(canvasElement)).toEqual([]);
  },
};

/** No notifications: no overlay. */
export const NoNotifications: Story = {
  args: { api: apiWith([]) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_RENDER)).toBeVisible();
    await expect(shownIds(canvasElement)).toEqual([]);
  },
};

/** The call fails: banners are extra information, so the page shows without them, no error. */
export const ApiDown: Story = {
  args: { api: apiWith('down') },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_RENDER)).toBeVisible();
    await expect(shownIds(canvasElement)).toEqual([]);
  },
};
