import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { createPortal } from '../../app/createPortal.tsx';
import type { BrandConfig } from '../../brand/brand.types.ts';
import {
  customerFixture,
  fakeApiClient,
  jsonResponse,
  regionsFixture,
  setSessionCookie,
  testBrand,
} from '../../test/fixtures.ts';

let unmount: (() => void) | undefined;

afterEach(() => {
  setSessionCookie(false);
  act(() => unmount?.());
  unmount = undefined;
  localStorage.clear();
  document.body.innerHTML = '';
});

async function renderHeader(
  brand: BrandConfig = testBrand,
  apiClient = fakeApiClient(() => jsonResponse(regionsFixture)).apiClient,
) {
  const portal = await createPortal(brand, {
    apiClient,
    initialEntries: ['/'],
    browserLanguages: ['en-US'],
    regionBucket: 'a',
  });
  const container = document.createElement('div');
  document.body.append(container);
  let root: ReturnType<typeof portal.mount> | undefined;
  await act(async () => {
    root = portal.mount(container);
  });
  unmount = () => root?.unmount();
  // The store (and the colour-scheme switch with it) loads after the first render: let it settle.
  await act(async () => {
    await portal.loadStore();
  });
  const header = await screen.findByRole('banner');
  return { portal, header };
}

describe('the public header (§2)', () => {
  test('a logged-in visitor gets a control panel button instead of sign in and sign up', async () => {
    setSessionCookie(true);
    const { apiClient, calls } = fakeApiClient((request) =>
      new URL(request.url).pathname.endsWith('/customers/')
        ? jsonResponse([customerFixture])
        : jsonResponse(regionsFixture),
    );
    const portal = await createPortal(testBrand, {
      apiClient,
      initialEntries: ['/'],
      browserLanguages: ['en-US'],
      regionBucket: 'a',
    });
    const container = document.createElement('div');
    document.body.append(container);
    let root: ReturnType<typeof portal.mount> | undefined;
    await act(async () => {
      root = portal.mount(container);
    });
    unmount = () => root?.unmount();
    const header = await screen.findByRole('banner');
    const control = await within(header).findByRole('link', { name: 'Control panel' });
    expect(control.getAttribute('href')).toBe('/control');
    expect(within(header).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(calls).toContain('GET /api/customers/');
  });

  test('a visitor without a session keeps sign in and sign up once the session is known', async () => {
    const { apiClient, calls } = fakeApiClient(() => jsonResponse(regionsFixture));
    const { header } = await renderHeader(testBrand, apiClient);
    await waitFor(() => expect(calls).toContain('GET /api/regions/')); // the store has loaded
    expect(within(header).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'Control panel' })).toBeNull();
    // No session cookie: the customer is not asked for on a public page.
    expect(calls).not.toContain('GET /api/customers/');
  });

  test("shows the brand's logo, decorative beside the site name", async () => {
    const { header } = await renderHeader({ ...testBrand, logo: '/brand-logo.svg' });
    const home = within(header).getByRole('link', { name: 'Test Cloud home' });
    const logo = home.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/brand-logo.svg');
    expect(logo?.getAttribute('alt')).toBe('');
  });

  test('has the menu, the home link, sign in and sign up, and the language dropdown', async () => {
    const { header } = await renderHeader();
    expect(within(header).getByRole('link', { name: 'Test Cloud home' }).getAttribute('href')).toBe(
      '/',
    );
    const nav = within(header).getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Products', 'Support', 'About']) {
      expect(within(nav).getByRole('button', { name }).getAttribute('aria-expanded')).toBe('false');
    }
    expect(within(nav).getByRole('link', { name: 'News' }).getAttribute('href')).toBe('/news');
    expect(within(nav).getByRole('link', { name: 'Data centers' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(within(header).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/register',
    );
    const language = within(header).getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect(language.value).toBe('en');
    expect(within(language).getByRole('option', { name: '中文' }).getAttribute('lang')).toBe('zh');
  });

  test('follows the brand: no news, no sign-up, its own login path, one language', async () => {
    const { header } = await renderHeader({
      ...testBrand,
      languages: ['en'],
      loginPath: '/sign-in',
      features: { ...testBrand.features, news: false, signUp: false },
    });
    expect(within(header).queryByRole('link', { name: 'News' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(within(header).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/sign-in',
    );
    expect(within(header).queryByRole('combobox', { name: 'Language' })).toBeNull();
  });

  test('a menu link navigates in the router, closes its group and marks the current page', async () => {
    const { portal, header } = await renderHeader();
    const about = within(header).getByRole('button', { name: 'About' });
    await userEvent.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(within(header).getByRole('link', { name: 'Jobs' }));
    // Routes are lazy: the navigation settles after the route's chunk loads.
    await waitFor(() => expect(portal.router.location.pathname).toBe('/company/jobs'));
    // The router's state changes before React renders the header again.
    await waitFor(() => expect(about.getAttribute('aria-expanded')).toBe('false'));

    await userEvent.click(within(header).getByRole('link', { name: 'News' }));
    await waitFor(() => expect(portal.router.location.pathname).toBe('/news'));
    await waitFor(() =>
      expect(within(header).getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    );
  });

  test('navigation from elsewhere (back) closes an open group', async () => {
    const { portal, header } = await renderHeader();
    await userEvent.click(within(header).getByRole('link', { name: 'Data centers' }));
    await waitFor(() =>
      expect(portal.router.location.pathname).toBe('/company/data-center-locations'),
    );
    // The header has rendered the new path (router updates render in a transition, late on a busy run).
    await waitFor(() =>
      expect(
        within(header).getByRole('link', { name: 'Data centers' }).getAttribute('aria-current'),
      ).toBe('page'),
    );
    const support = within(header).getByRole('button', { name: 'Support' });
    await userEvent.click(support);
    expect(support.getAttribute('aria-expanded')).toBe('true');
    await act(async () => {
      await portal.router.navigate(-1);
    });
    expect(portal.router.location.pathname).toBe('/');
    await waitFor(() => expect(support.getAttribute('aria-expanded')).toBe('false'));
  });
});
