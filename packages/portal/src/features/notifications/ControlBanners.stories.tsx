import type { Notification } from '@cloud-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ComponentStory } from '../../storybook/ComponentStory.tsx';
import { FIRST_RENDER } from '../../storybook/portalStoryRender.tsx';
import type { StoryApi } from '../../storybook/storyApi.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import { BANNER_OFFSET_PROPERTY } from './bannerOffset.ts';
import { ControlBanners } from './ControlBanners.tsx';

// The control area's banners (§4 Notifications): the notifications flagged for the control
// panel, one at a time over the bottom of the main column (issue 15), their height published as
// the room the page keeps at its end.

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
  visible_main_page: false,
  ...extra,
});

const apiWith =
  (list: Notification[]): StoryApi =>
  (request) =>
    new URL(request.url).pathname.endsWith('/notifications')
      ? jsonResponse(list)
      : jsonResponse({ code: 'not_found', message: 'Not found' }, 404);

const controlNotifications = apiWith([
  notification(1, 'WARNING', 'Keep your contact email up to date', {
    permanent: true,
    high_priority: true,
    message_ru: 'Держите контактный адрес почты актуальным',
    message_zh: '请保持联系邮箱为最新',
  }),
  notification(2, 'INFO', 'Maintenance of eu-west2 on Sunday 02:00–04:00 UTC.'),
  notification(3, 'PROMO', 'Public site only', {
    visible_control_panel: false,
    visible_main_page: true,
  }),
]);

const meta = {
  title: 'Portal/Global UI/Control banners',
  component: ControlBanners,
  parameters: { layout: 'fullscreen' },
  render: (_args, context) => (
    <ComponentStory globals={context.globals} api={controlNotifications} namespaces={['account']}>
      <main>
        <ControlBanners />
        <p>The content of the screen starts below the banners.</p>
      </main>
    </ComponentStory>
  ),
} satisfies Meta<typeof ControlBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

const shownIds = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('[data-notification-id]')].map(
    (banner) => banner.dataset.notificationId,
  );

/**
 * The permanent warning first, then (next) the maintenance notice; the public-site one not at all.
 */
export const ControlPanelNotifications: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shownIds(canvasElement)).toEqual(['1']), FIRST_RENDER);
    const banner = canvasElement.querySelector<HTMLElement>('[data-notification-id]')!;
    const [, next] = canvasElement.querySelectorAll<HTMLButtonElement>(
      `button[aria-controls="${banner.id}"]`,
    );
    await userEvent.click(next!);
    await expect(shownIds(canvasElement)).toEqual(['2']);
    await userEvent.click(next!);
    await expect(shownIds(canvasElement)).toEqual(['1']);
    const stack = canvasElement.querySelector<HTMLElement>('[data-control-banners]')!;
    // The offset follows the stack's height (re-measured every 3 s and when it resizes).
    await waitFor(() =>
      expect(
        canvasElement.ownerDocument.documentElement.style.getPropertyValue(BANNER_OFFSET_PROPERTY),
      ).toBe(`${String(Math.ceil(stack.getBoundingClientRect().height))}px`),
    );
  },
};
