import type { Language } from '@cloud-portal/i18n';
import { createToaster } from '@cloud-portal/ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../../app/i18n.ts';
import { makeStore } from '../../app/store.ts';
import { BrandProvider } from '../../brand/BrandContext.tsx';
import { fakeApiClient, jsonResponse, testBrand } from '../../test/fixtures.ts';

/** One fake route: answers `METHOD /api/path` (a function of the request). */
export type FakeRoutes = Record<string, (request: Request) => Response | Promise<Response>>;

/**
 * Renders `screen()` with one store and a fake product API (404 for routes not given), and lets a
 * test take the screen away and bring it back with the same store, as leaving a screen and
 * coming back does (the store outlives the screens; their own state does not).
 */
export async function renderWithStore(
  screen: () => ReactElement,
  { routes = {}, language = 'en' }: { routes?: FakeRoutes; language?: Language } = {},
) {
  const requests: Request[] = [];
  const { apiClient } = fakeApiClient(async (request) => {
    requests.push(request.clone());
    const answer = routes[`${request.method} ${new URL(request.url).pathname}`];
    return answer
      ? answer(request)
      : jsonResponse({ code: 'not_found', message: 'Not found.' }, 404);
  });
  const toaster = createToaster();
  const store = makeStore({ apiClient, toaster });
  const i18n = await createI18n(language);
  await i18n.loadNamespaces(['billing', 'account', 'validation', 'errors', 'auth']);
  const tree = () => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider brand={testBrand}>
          <MemoryRouter>{screen()}</MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </Provider>
  );
  let rendered = render(tree());
  return {
    store,
    requests,
    user: userEvent.setup(),
    /** Takes the screen away (its component state goes) and renders it again. */
    remount() {
      rendered.unmount();
      rendered = render(tree());
    },
  };
}

/** The requests sent to one route. */
export const sentTo = (requests: Request[], route: string) =>
  requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === route);
