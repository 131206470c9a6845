import type { Customer } from '@cloud-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  FIRST_RENDER,
  portalPageStory,
  type PortalStoryArgs,
} from '../../storybook/portalStoryRender.tsx';
import type { StoryApi } from '../../storybook/storyApi.ts';
import { customerFixture, jsonResponse } from '../../test/fixtures.ts';

// The control area's shell (§2 Side navigation): what every control screen sits in.

/** A product API with a logged-in customer (`changes` on the fixture) and empty lists. */
const customerApi =
  (changes: Partial<Customer> = {}): StoryApi =>
  (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/customers/')) return jsonResponse([{ ...customerFixture, ...changes }]);
    return jsonResponse([]);
  };

const meta = {
  title: 'Portal/Control/Shell',
  ...portalPageStory,
  args: { path: '/control/servers/list', api: customerApi() },
} satisfies Meta<PortalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An activated account: every item usable, the balance in the top bar. */
export const Activated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Control panel' }, FIRST_RENDER);
    await expect(within(nav).getByRole('link', { name: 'Servers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByTestId('balance')).toHaveTextContent('$10.00');
    // The servers screen settled (no servers): the a11y check after `play` sees the final page,
    // not whichever state a busy machine had reached (it once caught the empty state mid-way).
    await canvas.findByText('No servers yet', {}, FIRST_RENDER);
  },
};

/** Not activated (§2, §6): servers and account disabled, saying why and where to fix it. */
export const NotActivated: Story = {
  args: { path: '/control/support/tickets', api: customerApi({ activated: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Control panel' }, FIRST_RENDER);
    await expect(within(nav).getByRole('link', { name: 'Servers' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Activate your account' })).toBeVisible();
  },
};

/** Suspended for BALANCE: servers disabled until the balance is topped up; a negative balance. */
export const SuspendedForBalance: Story = {
  args: {
    path: '/control/billing/history',
    api: customerApi({ suspended: true, suspend_reason: 'BALANCE', balance: '-3.20' }),
  },
};

/** A path the control area does not have: the not-found state inside the shell. */
export const NotFound: Story = {
  args: { path: '/control/no-such-section', api: customerApi() },
};
