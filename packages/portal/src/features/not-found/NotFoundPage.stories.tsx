import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { renderPortalStory, type PortalStoryArgs } from '../../storybook/portalStoryRender.tsx';
import { storyApiWith, storyRegions } from '../../storybook/storyApi.ts';

const meta = {
  title: 'Portal/Pages/Not found',
  render: renderPortalStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/no-such-page', api: storyApiWith(storyRegions) },
} satisfies Meta<PortalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A path no route matches: the 404 page inside the public layout, with a way home. */
export const UnknownPath: Story = {
  play: async ({ canvas }) => {
    // A cold run waits for Vite to serve the lazy route and text chunks (15 s, not 1 s).
    await expect(
      await canvas.findByRole('heading', { level: 1 }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('/no-such-page')).toBeVisible();
    const homeLinks = canvas
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === '/');
    await expect(homeLinks.length).toBeGreaterThan(0);
  },
};
