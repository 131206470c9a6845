import { createApiClient } from '@cloud-portal/api-client';
import { isLanguage, type Namespace } from '@cloud-portal/i18n';
import type { StoryContext } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../app/i18n.ts';
import { makeStore, type AppStore } from '../app/store.ts';
import { BrandProvider } from '../brand/BrandContext.tsx';
import { storyApiWith, storyRegions, type StoryApi } from './storyApi.ts';
import { storyBrand } from './storyBrands.ts';

/** What a component story provides around its component. */
export interface ComponentStoryProps {
  /** The component, rendered once the providers are ready. */
  children: ReactNode;
  /** Storybook's globals: the brand and language of the toolbars. */
  globals: StoryContext['globals'];
  /** Answers the product-API requests of the component's store. Default: the story regions. */
  api?: StoryApi;
  /** The URL the component's router is at. Default `/`. */
  path?: string;
  /** Namespaces the component's texts are in, loaded before it renders. Default none. */
  namespaces?: readonly Namespace[];
}

/**
 * A portal component outside a route, for its story: the toolbar's language (its namespaces
 * loaded first), the toolbar's brand, a store over a fake product API, and a router at `path`.
 * @example <ComponentStory globals={context.globals} namespaces={['account']}><DebugToast /></ComponentStory>
 */
export function ComponentStory({
  children,
  globals,
  api = storyApiWith(storyRegions),
  path = '/',
  namespaces = [],
}: ComponentStoryProps) {
  const brand = storyBrand(globals.brand);
  const requested = String(globals.language ?? 'en');
  const language = isLanguage(requested) && brand.languages.includes(requested) ? requested : 'en';
  const [ready, setReady] = useState<{ i18n: i18n; store: AppStore } | null>(null);
  const namespaceList = namespaces.join(',');

  useEffect(() => {
    let current = true;
    void (async () => {
      const instance = await createI18n(language);
      if (namespaceList) await instance.loadNamespaces(namespaceList.split(','));
      const store = makeStore({
        apiClient: createApiClient({
          baseUrl: 'http://portal.story/api',
          fetch: async (request) => api(request),
        }),
      });
      if (current) setReady({ i18n: instance, store });
    })();
    return () => {
      current = false;
    };
  }, [language, api, namespaceList]);

  if (!ready) return null;
  return (
    <Provider store={ready.store}>
      <I18nextProvider i18n={ready.i18n}>
        <BrandProvider brand={brand}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </Provider>
  );
}
