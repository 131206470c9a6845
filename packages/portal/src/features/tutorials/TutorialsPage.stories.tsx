import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  FIRST_RENDER,
  portalPageStory,
  storyPageArgs,
  type PortalStoryArgs,
} from '../../storybook/portalStoryRender.tsx';

const meta = {
  title: 'Portal/Pages/Tutorials',
  ...portalPageStory,
  args: storyPageArgs('/tutorials'),
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
