import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { fakeApiClient, jsonResponse, regionsFixture, testBrand } from '../test/fixtures.ts';
import { createPortal, isPrerenderedFor, type PortalOptions } from './createPortal.tsx';
import { LANGUAGE_STORAGE_KEY } from './i18n.ts';

let unmount: (() => void) | undefined;

afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  localStorage.clear();
  document.body.innerHTML = '';
});

async function renderPortal(options: PortalOptions) {
  const portal = await createPortal(testBrand, {
    browserLanguages: ['en-US'],
    regionBucket: 'a',
    ...options,
  });
  const container = document.createElement('div');
  document.body.append(container);
  let root: ReturnType<typeof portal.mount> | undefined;
  await act(async () => {
    root = portal.mount(container);
  });
  unmount = () => root?.unmount();
  return portal;
}

/** The home page's data-centers section (its id is the `/#data-centers` link target). */
async function dataCenters() {
  await waitFor(() => expect(document.querySelector('#data-centers')).not.toBeNull());
  return within(document.querySelector<HTMLElement>('#data-centers')!);
}

describe('createPortal', () => {
  test('renders the home page with the regions from the product API', async () => {
    const { apiClient, calls } = fakeApiClient(() => jsonResponse(regionsFixture));
    await renderPortal({ apiClient, initialEntries: ['/'] });

    const list = await screen.findByRole('list', { name: 'Data centers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('heading', { name: 'Amsterdam' })).toBeTruthy();
    expect(within(list).getByText('Under maintenance')).toBeTruthy();
    expect(within(list).getByText('Free IPv4 addresses: 120')).toBeTruthy();
    // The regions once, and the layout's notification banners (§4). The banners ask on their
    // own schedule (the page renders in a transition), not before the data centers: wait.
    expect(calls.filter((call) => call.includes('/regions/'))).toEqual(['GET /api/regions/']);
    await waitFor(() => expect(calls).toContain('GET /api/notifications'));
    await waitFor(() => expect(document.title).toBe('Test Cloud — cloud servers in minutes'));
  });

  test('shows an error with a retry when the regions call fails, and recovers', async () => {
    let healthy = false;
    const { apiClient } = fakeApiClient(() =>
      healthy
        ? jsonResponse(regionsFixture)
        : jsonResponse({ code: 'unavailable', message: 'down' }, 503),
    );
    await renderPortal({ apiClient, initialEntries: ['/'] });

    // The plans section fails too (same fake API) with its own retry: look inside data centers.
    const section = await dataCenters();
    expect(await section.findByText('The list of data centers could not be loaded.')).toBeTruthy();
    healthy = true;
    await userEvent.click(section.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Data centers' })).toBeTruthy();
  });

  test('a failing regions call is asked once for both sections of the home, and so is a retry', async () => {
    let healthy = false;
    const { apiClient, calls } = fakeApiClient((request) =>
      healthy || !request.url.includes('/regions/')
        ? jsonResponse(request.url.includes('/regions/') ? regionsFixture : [])
        : jsonResponse({ code: 'unavailable', message: 'down' }, 503),
    );
    const regionCalls = () => calls.filter((call) => call.includes('/regions/'));
    await renderPortal({ apiClient, initialEntries: ['/'] });

    const section = await dataCenters();
    expect(await section.findByText('The list of data centers could not be loaded.')).toBeTruthy();
    // The plans' chunk arrives after the data centers have failed: they show that failure.
    const plans = within(document.querySelector<HTMLElement>('#plans')!);
    expect(
      await plans.findByText('The data centers could not be loaded, so no prices can be shown.'),
    ).toBeTruthy();
    expect(regionCalls()).toEqual(['GET /api/regions/']);

    // The plans' retry (they joined the failure, with no request of their own) recovers both.
    healthy = true;
    await userEvent.click(plans.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Data centers' })).toBeTruthy();
    expect(await plans.findByRole('combobox', { name: 'Data center' })).toBeTruthy();
    expect(regionCalls()).toHaveLength(2);
  });

  test('a retry of the regions keeps the message with a busy button until the answer', async () => {
    let answer: ((response: Response) => void) | undefined;
    // The first regions call fails; the next one waits for the test to answer it.
    const { apiClient, calls } = fakeApiClient((request) =>
      request.url.includes('/regions/') &&
      calls.filter((call) => call.includes('/regions/')).length > 1
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : jsonResponse({ code: 'unavailable', message: 'down' }, 503),
    );
    await renderPortal({ apiClient, initialEntries: ['/'] });
    const section = await dataCenters();
    expect(await section.findByText('The list of data centers could not be loaded.')).toBeTruthy();
    const retry = section.getByRole('button', { name: 'Try again' });

    await userEvent.click(retry);
    await waitFor(() => expect(retry.getAttribute('aria-busy')).toBe('true'));
    // The same button, busy, next to the same message: no spinner in their place.
    expect(retry.isConnected).toBe(true);
    expect(section.getByRole('button', { name: 'Try again' })).toBe(retry);
    expect(section.getByText('The list of data centers could not be loaded.')).toBeTruthy();
    expect(section.queryByRole('status')).toBeNull();

    await act(async () => answer?.(jsonResponse(regionsFixture)));
    expect(await screen.findByRole('list', { name: 'Data centers' })).toBeTruthy();
  });

  test('shows the empty state when there are no regions', async () => {
    const { apiClient } = fakeApiClient(() => jsonResponse([]));
    await renderPortal({ apiClient, initialEntries: ['/'] });
    const section = await dataCenters();
    expect(await section.findByText('No data centers are available right now.')).toBeTruthy();
  });

  test('renders the 404 page for an unknown path', async () => {
    const { apiClient } = fakeApiClient(() => jsonResponse(regionsFixture));
    await renderPortal({ apiClient, initialEntries: ['/no/such/page'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('/no/such/page')).toBeTruthy();
  });

  test('starts in the browser language and switches language from the header', async () => {
    const { apiClient } = fakeApiClient(() => jsonResponse(regionsFixture));
    const portal = await renderPortal({
      apiClient,
      initialEntries: ['/'],
      browserLanguages: ['ru-RU'],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Облачные серверы, готовые за минуту' }),
    ).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Язык' }), 'zh');
    expect(
      await screen.findByRole('heading', { level: 1, name: '一分钟即可就绪的云服务器' }),
    ).toBeTruthy();
    expect(portal.i18n.language).toBe('zh');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh');
    expect(document.documentElement.lang).toBe('zh');
  });

  test('a stored language choice wins over the browser preference', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh');
    const { apiClient } = fakeApiClient(() => jsonResponse(regionsFixture));
    await renderPortal({ apiClient, initialEntries: ['/'], browserLanguages: ['ru-RU'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: '一分钟即可就绪的云服务器' }),
    ).toBeTruthy();
  });

  test('an explicit language wins over the stored one, and a guest portal leaves <html> alone', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh');
    document.documentElement.lang = 'xx';
    document.documentElement.dataset.brand = 'host';
    delete document.documentElement.dataset.theme;
    const { apiClient } = fakeApiClient(() => jsonResponse(regionsFixture));
    await renderPortal({ apiClient, initialEntries: ['/'], language: 'ru', ownsDocument: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Облачные серверы, готовые за минуту' }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('xx');
    expect(document.documentElement.dataset.brand).toBe('host');
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});

describe('isPrerenderedFor', () => {
  const prerendered = (language: string, path: string, content = '<main>page</main>') => {
    const container = document.createElement('div');
    container.dataset.prerenderedLanguage = language;
    container.dataset.prerenderedPath = path;
    container.innerHTML = content;
    return container;
  };
  test('hydrates only prerendered HTML of the same language and path', () => {
    expect(isPrerenderedFor(prerendered('en', '/'), 'en', '/')).toBe(true);
    expect(isPrerenderedFor(prerendered('en', '/'), 'ru', '/')).toBe(false);
    expect(isPrerenderedFor(prerendered('en', '/404'), 'en', '/no-such-page')).toBe(false);
    expect(isPrerenderedFor(prerendered('en', '/', ''), 'en', '/')).toBe(false);
    expect(isPrerenderedFor(document.createElement('div'), 'en', '/')).toBe(false);
  });

  test('a page prerendered as a pattern hydrates every whole path it matches (issue 15)', () => {
    const shell = prerendered('en', '/news/:id');
    expect(isPrerenderedFor(shell, 'en', '/news/6')).toBe(true);
    expect(isPrerenderedFor(shell, 'en', '/news/anything-else')).toBe(true);
    expect(isPrerenderedFor(shell, 'ru', '/news/6')).toBe(false);
    expect(isPrerenderedFor(shell, 'en', '/news')).toBe(false);
    expect(isPrerenderedFor(shell, 'en', '/news/6/comments')).toBe(false);
    expect(isPrerenderedFor(shell, 'en', '/knowledge/6')).toBe(false);
    expect(isPrerenderedFor(shell, 'en', '/News/6')).toBe(false);
    // A plain path is not a pattern: only itself.
    expect(isPrerenderedFor(prerendered('en', '/news'), 'en', '/news/6')).toBe(false);
  });
});
