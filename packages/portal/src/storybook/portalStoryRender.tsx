import type { Meta, StoryContext } from '@storybook/react-vite';
import { PortalStory } from './PortalStory.tsx';
import { storyApiWith, storyRegions, type StoryApi } from './storyApi.ts';
import { storyBrand } from './storyBrands.ts';

/** The args of a portal story: which route, and how the product API answers. */
export interface PortalStoryArgs {
  /** The URL path the story opens. */
  path: string;
  /** Answers the product-API requests. */
  api: StoryApi;
}

/**
 * `render` for portal stories: the route of `args.path` in the brand and language chosen in
 * Storybook's toolbars (`globals.brand`, `globals.language`).
 * @example const meta = { render: renderPortalStory, args: { path: '/', api: failingApi } };
 */
export function renderPortalStory(args: PortalStoryArgs, context: Pick<StoryContext, 'globals'>) {
  return (
    <PortalStory
      path={args.path}
      api={args.api}
      brand={storyBrand(context.globals.brand)}
      language={String(context.globals.language ?? 'en')}
    />
  );
}

/**
 * The meta every portal page story shares: rendered with `renderPortalStory`, full width (the
 * page brings its own header and margins). Spread it into the meta next to a literal `title`
 * (Storybook reads the title without running the file).
 * @example const meta = { title: 'Portal/Pages/Tutorials', ...portalPageStory, args: storyPageArgs('/tutorials') } satisfies Meta<PortalStoryArgs>;
 */
export const portalPageStory = {
  render: renderPortalStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<PortalStoryArgs>;

/**
 * The args of a page story: `path`, answered by `api` (by default the story regions, so the
 * header, the home and the company pages show data centers).
 * @example args: storyPageArgs('/company/about')
 */
export function storyPageArgs(
  path: string,
  api: StoryApi = storyApiWith(storyRegions),
): PortalStoryArgs {
  return { path, api };
}

/**
 * Wait for a story's first checks: the first story of a cold run waits for Vite to serve the lazy
 * route and text chunks, which on a busy CI machine takes longer than Testing Library's 1 s.
 * @example await canvas.findByRole('heading', { level: 1 }, FIRST_RENDER);
 */
export const FIRST_RENDER = { timeout: 15_000 };
