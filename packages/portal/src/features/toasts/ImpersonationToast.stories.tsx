import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { renderPortalStory, type PortalStoryArgs } from '../../storybook/portalStoryRender.tsx';
import { storyApiWith, storyRegions } from '../../storybook/storyApi.ts';
import { LOGGED_AS_CLIENT_COOKIE } from './impersonation.ts';

// The logged-in-as-client toast (§4): what a staff member sees on the site while impersonating.

const meta = {
  title: 'Portal/Global UI/Logged in as client toast',
  render: renderPortalStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/', api: storyApiWith(storyRegions) },
  // The marker cookie the impersonation sets; removed after the story.
  beforeEach: () => {
    document.cookie = `${LOGGED_AS_CLIENT_COOKIE}=ada%40example.test; path=/`;
    return () => {
      document.cookie = `${LOGGED_AS_CLIENT_COOKIE}=; Max-Age=0; path=/`;
    };
  },
} satisfies Meta<PortalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toast names the customer and offers the sign-out action and a close button. */
export const Impersonating: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const toast = await body.findByText(/ada@example\.test/, {}, { timeout: 15_000 });
    const region = toast.closest('section')!;
    await expect(within(region).getAllByRole('button')).toHaveLength(2);
  },
};
