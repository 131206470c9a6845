import { createApiClient } from '@cloud-portal/api-client';
import { isLanguage, type Language } from '@cloud-portal/i18n';
import { useEffect, useState } from 'react';
import type { BrandConfig } from '../brand/brand.types.ts';
import { createPortal, PortalView, type Portal } from '../app/createPortal.tsx';
import type { StoryApi } from './storyApi.ts';

/** What a portal story renders: a route of the real portal with a fake product API. */
export interface PortalStoryProps {
  /** The URL path the story opens. */
  path: string;
  /** The brand variant (Storybook's brand toolbar). */
  brand: BrandConfig;
  /** The interface language (Storybook's language toolbar); a language the brand lacks falls back to the brand's first. */
  language: string;
  /** Answers the product-API requests. */
  api: StoryApi;
}

const languageFor = (brand: BrandConfig, requested: string): Language =>
  isLanguage(requested) && brand.languages.includes(requested)
    ? requested
    : (brand.languages[0] ?? 'en');

/**
 * Renders a route of the portal, with its layout, store, i18n and router, for Storybook. A new
 * portal is built whenever a prop changes, so toolbar switches show the page as a fresh visit would.
 * @example <PortalStory path="/" brand={storyBrand('rocket')} language="ru" api={storyApiWith(storyRegions)} />
 */
export function PortalStory({ path, brand, language, api }: PortalStoryProps) {
  const [portal, setPortal] = useState<Portal | null>(null);

  useEffect(() => {
    let current = true;
    void createPortal(brand, {
      apiClient: createApiClient({
        baseUrl: 'http://portal.story/api',
        fetch: async (request) => api(request),
      }),
      initialEntries: [path],
      language: languageFor(brand, language),
      regionBucket: 'a',
      ownsDocument: false,
    })
      // The store loads lazily in the app (after the public page); a story shows the page with it
      // ready, so its checks do not race the chunk loading of Storybook's dev server.
      .then(async (created) => {
        await created.loadStore();
        return created;
      })
      .then((created) => {
        if (current) setPortal(created);
      });
    return () => {
      current = false;
    };
  }, [path, brand, language, api]);

  return portal ? <PortalView portal={portal} /> : null;
}
