import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { renderPortalStory, type PortalStoryArgs } from '../../storybook/portalStoryRender.tsx';
import { storyApiWith, storyRegions } from '../../storybook/storyApi.ts';

const FIRST_RENDER = { timeout: 15_000 };

const meta = {
  title: 'Portal/Pages/Tutorials',
  render: renderPortalStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/tutorials', api: storyApiWith(storyRegions) },
} satisfies Meta<PortalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six curated guides, each linking to a knowledge-base search. */
export const Guides: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_RENDER)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(6);
    const knowledge = canvas
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/knowledge?q='));
    await expect(knowledge).toHaveLength(6);
  },
};
