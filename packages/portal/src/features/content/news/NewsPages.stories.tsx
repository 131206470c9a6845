import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { renderPortalStory, type PortalStoryArgs } from '../../../storybook/portalStoryRender.tsx';
import { failingApi, pendingApi } from '../../../storybook/storyApi.ts';
import { fakeContentApi, newsFixture } from '../test/contentFixtures.ts';

// The news pages as a visitor sees them, in the brand and language of the toolbars. Checks use
// roles and the fixture's data so they hold in every language (the fake API prefixes other
// languages' titles with `[ru]`/`[zh]`, hence the regular expressions).

// The first story of a cold run waits for Vite to serve the lazy route and text chunks.
const FIRST_RENDER = { timeout: 15_000 };

const meta = {
  title: 'Portal/Pages/News',
  render: renderPortalStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/news', api: fakeContentApi() },
} satisfies Meta<PortalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list, newest first, with cover images where the item has a safe one. */
export const List: Story = {
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole(
      'link',
      { name: /Network maintenance|Two-factor|Frankfurt/ },
      FIRST_RENDER,
    );
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/news/5',
      '/news/2',
      '/news/1',
    ]);
  },
};

/** The list has not answered yet. */
export const ListLoading: Story = {
  args: { api: pendingApi },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('status', {}, FIRST_RENDER)).toBeVisible();
    await expect(canvasElement.querySelector('main ol')).toBeNull();
  },
};

/** No news published. */
export const ListEmpty: Story = {
  args: { api: fakeContentApi({ news: [] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2 }, FIRST_RENDER)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.queryAllByRole('link', { name: /Frankfurt/ })).toHaveLength(0);
  },
};

/** The API is down: an error with a retry button. */
export const ListError: Story = {
  args: { api: failingApi },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, FIRST_RENDER);
    await expect(alert.querySelector('button')).toBeEnabled();
  },
};

/** An article whose body carries a script, an onerror handler, a style and a javascript: link. */
export const Article: Story = {
  args: { path: '/news/5' },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole(
      'heading',
      { level: 1, name: new RegExp(newsFixture[2]!.title) },
      FIRST_RENDER,
    );
    await expect(
      canvasElement.querySelector('article script, article [onerror], article [style]'),
    ).toBeNull();
  },
};

/** An article with links inside the site and out of it. */
export const ArticleWithLinks: Story = {
  args: { path: '/news/1' },
  play: async ({ canvas }) => {
    const external = await canvas.findByRole('link', { name: 'DE-CIX' }, FIRST_RENDER);
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The article has not answered yet. */
export const ArticleLoading: Story = {
  args: { path: '/news/1', api: pendingApi },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', {}, FIRST_RENDER)).toBeVisible();
  },
};

/** The article failed to load (not a 404): error with retry and the way back. */
export const ArticleError: Story = {
  args: { path: '/news/1', api: failingApi },
  play: async ({ canvas }) => {
    await canvas.findByRole('alert', {}, FIRST_RENDER);
    await expect(canvas.getByRole('link', { name: /←/ })).toHaveAttribute('href', '/news');
  },
};

/** No such news item: the friendly 404 with a link back to the list. */
export const ArticleNotFound: Story = {
  args: { path: '/news/999' },
  play: async ({ canvas }) => {
    const section = (await canvas.findByText('404', {}, FIRST_RENDER)).closest('section')!;
    await expect(within(section).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(within(section).getByRole('link')).toHaveAttribute('href', '/news');
  },
};
