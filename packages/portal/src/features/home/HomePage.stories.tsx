import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { renderPortalStory, type PortalStoryArgs } from '../../storybook/portalStoryRender.tsx';
import { failingApi, pendingApi, storyApiWith, storyRegions } from '../../storybook/storyApi.ts';

// The public home as a visitor sees it, in the brand and language of the toolbars. Assertions use
// roles, the section's URL anchor and the API's data (city names), so they hold in every language.

// The first story of a cold run waits for Vite to serve the lazy route and text chunks; on a busy
// CI machine that takes longer than Testing Library's 1 s default.
const FIRST_RENDER = { timeout: 15_000 };

/** The data-centers section (its id is the `/#data-centers` link target). */
const dataCenters = async (canvasElement: HTMLElement) => {
  await waitFor(
    () => expect(canvasElement.querySelector('#data-centers')).not.toBeNull(),
    FIRST_RENDER,
  );
  return within(canvasElement.querySelector<HTMLElement>('#data-centers')!);
};
const meta = {
  title: 'Portal/Pages/Home',
  render: renderPortalStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/', api: storyApiWith(storyRegions) },
} satisfies Meta<PortalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every region state: available, maintenance, out of stock. */
export const WithDataCenters: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_RENDER)).toBeVisible();
    for (const region of storyRegions) {
      await expect(
        await canvas.findByRole('heading', { level: 3, name: region.city }, FIRST_RENDER),
      ).toBeVisible();
    }
  },
};

/** The regions call has not answered yet. */
export const Loading: Story = {
  args: { api: pendingApi },
  play: async ({ canvasElement }) => {
    const section = await dataCenters(canvasElement);
    await expect(await section.findByRole('status', {}, FIRST_RENDER)).toBeVisible();
    await expect(section.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  },
};

/** The regions call failed: an error with a retry button, not a blank section. */
export const ApiDown: Story = {
  args: { api: failingApi },
  play: async ({ canvasElement }) => {
    const section = await dataCenters(canvasElement);
    const alert = await section.findByRole('alert', {}, FIRST_RENDER);
    await expect(within(alert).getByRole('button')).toBeEnabled();
  },
};

/** The API lists no regions: the empty text instead of a list. */
export const NoDataCenters: Story = {
  args: { api: storyApiWith([]) },
  play: async ({ canvasElement }) => {
    const section = await dataCenters(canvasElement);
    await waitFor(() => expect(section.queryByRole('status')).toBeNull());
    await expect(section.queryByRole('alert')).toBeNull();
    await expect(section.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    await expect(section.queryByRole('list')).toBeNull();
  },
};
