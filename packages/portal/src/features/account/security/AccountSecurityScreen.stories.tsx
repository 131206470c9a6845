import type { ActiveSession, Customer, LoginEvent } from '@cloud-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  FIRST_RENDER,
  portalPageStory,
  type PortalStoryArgs,
} from '../../../storybook/portalStoryRender.tsx';
import type { StoryApi } from '../../../storybook/storyApi.ts';
import { customerFixture, jsonResponse } from '../../../test/fixtures.ts';

// account/security (§2; §5 password and code rules; §6 no TOTP for social-login accounts; §7
// change-password, TOTP, sessions, login history) inside the control shell, answered by a fake
// product API, in the brand and language of the toolbars. Checks use roles and data, so they
// hold in every language.

const PAGE = '/control/account/security';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const SESSIONS: ActiveSession[] = [
  {
    id: 'session-laptop',
    created_at: '2026-11-21T12:00:00Z',
    last_seen_at: '2026-11-21T12:07:00Z',
    ip: '198.51.100.2',
    user_agent: FIREFOX,
    current: true,
  },
  {
    id: 'session-phone',
    created_at: '2026-11-21T12:05:00Z',
    last_seen_at: '2026-11-21T12:06:00Z',
    ip: '203.0.113.7',
    user_agent: SAFARI,
    current: false,
  },
];

const HISTORY: LoginEvent[] = [
  {
    id: 2,
    created_at: '2026-11-21T12:05:00Z',
    ip: '203.0.113.7',
    user_agent: SAFARI,
    outcome: 'success',
    method: 'totp',
  },
  {
    id: 1,
    created_at: '2026-11-21T12:04:00Z',
    ip: '203.0.113.7',
    user_agent: SAFARI,
    outcome: 'failure',
    method: 'password',
  },
];

type Lists = 'filled' | 'empty' | 'pending' | 'fail';

/** The customer (`changes` on the fixture); sessions and login history as `lists` says. */
const securityApi =
  (lists: Lists = 'filled', changes: Partial<Customer> = {}): StoryApi =>
  (request) => {
    const { pathname } = new URL(request.url);
    const customer = { ...customerFixture, ...changes };
    if (pathname.endsWith('/customers/')) return jsonResponse([customer]);
    if (pathname.endsWith('/totp/status/'))
      return jsonResponse({
        enabled: customer.totp_enabled,
        available: customer.social_provider === null,
      });
    if (pathname.endsWith('/totp/recovery-codes/'))
      return jsonResponse({ remaining: 9, total: 10 });
    if (pathname.endsWith('/sessions/') || pathname.endsWith('/login-history/')) {
      if (lists === 'pending') return new Promise<Response>(() => undefined);
      if (lists === 'fail')
        return jsonResponse({ code: 'unavailable', message: 'Service unavailable' }, 503);
      if (lists === 'empty')
        return jsonResponse(pathname.endsWith('/sessions/') ? SESSIONS.slice(0, 1) : []);
      return jsonResponse(pathname.endsWith('/sessions/') ? SESSIONS : HISTORY);
    }
    return jsonResponse([]);
  };

const meta = {
  title: 'Portal/Control/Account/Security',
  ...portalPageStory,
  args: { path: PAGE, api: securityApi() },
} satisfies Meta<PortalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two sessions (this one and a phone), a login history, two-factor off: the checklist says so. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main', {}, FIRST_RENDER));
    await expect((await main.findAllByText('203.0.113.7', {}, FIRST_RENDER))[0]).toBeVisible();
    await expect(main.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
  },
};

/** Two-factor on, only this session, no sign-ins recorded yet. */
export const Default: Story = {
  args: { api: securityApi('empty', { totp_enabled: true }) },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main', {}, FIRST_RENDER));
    await expect((await main.findAllByText('198.51.100.2', {}, FIRST_RENDER))[0]).toBeVisible();
    await expect(main.queryByText('203.0.113.7')).toBeNull();
  },
};

/** A social-login account: no password to change here, no two-factor (§6). */
export const SocialLogin: Story = {
  args: { api: securityApi('filled', { social_provider: 'google' }) },
};

/** The sessions and the login history are on their way. */
export const Loading: Story = {
  args: { api: securityApi('pending') },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main', {}, FIRST_RENDER));
    await expect(await main.findAllByRole('heading', { level: 2 }, FIRST_RENDER)).not.toHaveLength(
      0,
    );
    await expect(main.queryByText('203.0.113.7')).toBeNull();
  },
};

/** The sessions and the login history could not be loaded: each says so, with a retry. */
export const ListsFailed: Story = {
  args: { api: securityApi('fail') },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main', {}, FIRST_RENDER));
    const alerts = await main.findAllByRole('alert', {}, FIRST_RENDER);
    await expect(alerts.length).toBeGreaterThanOrEqual(2);
  },
};
