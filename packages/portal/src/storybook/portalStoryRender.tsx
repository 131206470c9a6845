import type { StoryContext } from '@storybook/react-vite';
import { PortalStory } from './PortalStory.tsx';
import { storyBrand } from './storyBrands.ts';
import type { StoryApi } from './storyApi.ts';

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
