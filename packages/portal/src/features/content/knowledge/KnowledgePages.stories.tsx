import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { renderPortalStory, type PortalStoryArgs } from '../../../storybook/portalStoryRender.tsx';
import { failingApi, pendingApi } from '../../../storybook/storyApi.ts';
import { fakeContentApi } from '../test/contentFixtures.ts';

// The knowledge base as a visitor sees it, in the brand and language of the toolbars. Checks use
// roles, hrefs and the fixture's slugs, so they hold in every language.

// The first story of a cold run waits for Vite to serve the lazy route and text chunks.
const FIRST_RENDER = { timeout: 15_000 };

const meta = {
  title: 'Portal/Pages/Knowledge base',
  render: renderPortalStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/knowledge', api: fakeContentApi() },
} satisfies Meta<PortalStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const articleLinks = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('main a[href^="/knowledge/"]')].map((link) =>
    link.getAttribute('href'),
  );

/** Chapters in order with their articles, and the search box. */
export const Chapters: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('searchbox', {}, FIRST_RENDER);
    await expect(articleLinks(canvasElement)).toEqual([
      '/knowledge/add-ssh-key',
      '/knowledge/connect-over-ssh',
      '/knowledge/firewall-basics',
      '/knowledge/dns-records',
    ]);
  },
};

/** Typing in the search box leaves the articles whose title matches. */
export const Search: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByRole('searchbox', {}, FIRST_RENDER), 'DNS');
    await waitFor(() => expect(articleLinks(canvasElement)).toEqual(['/knowledge/dns-records']));
  },
};

/** A search that matches nothing: the message and a button that clears it. */
export const SearchWithoutMatches: Story = {
  args: { path: '/knowledge?q=kubernetes' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('searchbox', {}, FIRST_RENDER);
    await expect(articleLinks(canvasElement)).toEqual([]);
    await userEvent.click(within(canvasElement.querySelector('main')!).getByRole('button'));
    await waitFor(() => expect(articleLinks(canvasElement)).toHaveLength(4));
  },
};

/** The chapters have not answered yet. */
export const Loading: Story = {
  args: { api: pendingApi },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', {}, FIRST_RENDER)).toBeVisible();
  },
};

/** No articles published. */
export const Empty: Story = {
  args: { api: fakeContentApi({ chapters: [] }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2 }, FIRST_RENDER)).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(articleLinks(canvasElement)).toEqual([]);
  },
};

/** The API is down: an error with a retry button. */
export const LoadError: Story = {
  args: { api: failingApi },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, FIRST_RENDER);
    await expect(within(alert).getByRole('button')).toBeEnabled();
  },
};

/** An article: breadcrumb, sanitised body and the chapter's other articles beside it. */
export const Article: Story = {
  args: { path: '/knowledge/add-ssh-key' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 }, FIRST_RENDER);
    await expect(canvasElement.querySelector('article [onclick]')).toBeNull();
    const current = await waitFor(() => {
      const link = canvasElement.querySelector('main nav a[aria-current="page"]');
      if (!link) throw new Error('the side list has not loaded');
      return link;
    });
    await expect(current).toHaveAttribute('href', '/knowledge/add-ssh-key');
  },
};

/** No such article: the friendly 404 with a link back to the knowledge base. */
export const ArticleNotFound: Story = {
  args: { path: '/knowledge/no-such-article' },
  play: async ({ canvas }) => {
    const section = (await canvas.findByText('404', {}, FIRST_RENDER)).closest('section')!;
    await expect(within(section).getByRole('link')).toHaveAttribute('href', '/knowledge');
  },
};
