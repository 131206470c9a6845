import { Spinner } from '@cloud-portal/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createI18n } from './i18n.ts';
import { createStoreLoader, type StoreRuntime } from './storeLoader.ts';
import { StoreLoaderProvider, WithStore } from './WithStore.tsx';

// The section's content needs no real store here: the Provider only has to pass its children.
const runtime = {
  store: {},
  Provider: ({ children }: { children: ReactNode }) => <>{children}</>,
} as unknown as StoreRuntime;

/** A store creation that the test settles: each call waits for `succeed()` or `fail()`. */
function controlledCreate() {
  const pending: { resolve: (value: StoreRuntime) => void; reject: (error: Error) => void }[] = [];
  const create = vi.fn(
    () =>
      new Promise<StoreRuntime>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return {
    create,
    succeed: () => act(async () => pending.shift()?.resolve(runtime)),
    /** Resolves the creation outside act(): React schedules what follows itself. */
    release: () => pending.shift()?.resolve(runtime),
    fail: () => act(async () => pending.shift()?.reject(new Error('chunk failed'))),
  };
}

async function renderWithStore(create: () => Promise<StoreRuntime>, sections: ReactNode) {
  const loader = createStoreLoader(create);
  const i18n = await createI18n('en');
  render(
    <StoreLoaderProvider value={loader}>
      <I18nextProvider i18n={i18n}>
        <h1>Page heading</h1>
        {sections}
      </I18nextProvider>
    </StoreLoaderProvider>,
  );
  return loader;
}

/** A section that needs the store, with a spinner as its fallback. */
const renderRegions = (create: () => Promise<StoreRuntime>) =>
  renderWithStore(
    create,
    <WithStore fallback={<Spinner label="Loading regions" />}>
      <p>Regions</p>
    </WithStore>,
  );

afterEach(cleanup);

describe('WithStore', () => {
  test('shows the fallback while the store loads, then the section', async () => {
    const { create, succeed } = controlledCreate();
    await renderRegions(create);
    expect(screen.getByRole('status').textContent).toBe('Loading regions');
    await succeed();
    expect(screen.getByText('Regions')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
  });

  test('the store arriving renders the section in a later task, not in the one that brought it', async () => {
    const { create, release } = controlledCreate();
    const loader = await renderRegions(create);
    // Outside act(): React's own scheduling decides when the section renders (issue 15: a
    // synchronous render of every section here was one long task on a phone).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      expect(create).toHaveBeenCalledTimes(1);
      // Resolve the creation and let every microtask run (a synchronous re-render happens there).
      release();
      for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
      expect(loader.state().status).toBe('loaded');
      expect(screen.queryByText('Regions')).toBeNull();
      expect(screen.getByRole('status').textContent).toBe('Loading regions');
      // Then, a task later, the section with the store.
      await waitFor(() => expect(screen.getByText('Regions')).toBeTruthy());
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  test('a section mounted once the store has loaded shows its content in its first commit', async () => {
    const loader = createStoreLoader(async () => runtime);
    await loader.load();
    const i18n = await createI18n('en');
    const commits: string[] = [];
    function Probe({ name }: { name: string }) {
      useLayoutEffect(() => {
        commits.push(name);
      }, [name]);
      return <p>{name}</p>;
    }
    render(
      <StoreLoaderProvider value={loader}>
        <I18nextProvider i18n={i18n}>
          <WithStore fallback={<Probe name="fallback" />}>
            <Probe name="Regions" />
          </WithStore>
        </I18nextProvider>
      </StoreLoaderProvider>,
    );
    // A client navigation to a page with a store section: no spinner flashes first.
    expect(commits).toEqual(['Regions']);
  });

  test('a failed load is a retry message in the section; Try again loads the store again', async () => {
    const { create, succeed, fail } = controlledCreate();
    await renderRegions(create);
    await fail();

    // The page stays; the section says what happened (not the route's error page).
    expect(screen.getByRole('heading', { name: 'Page heading' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'This part of the page could not be loaded.',
    );
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(screen.queryByText('Regions')).toBeNull();

    await userEvent.click(retry);
    expect(create).toHaveBeenCalledTimes(2);
    // While the second attempt runs the message stays, its button busy (and still focused).
    expect(retry.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(retry);

    await succeed();
    expect(screen.getByText('Regions')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a second failure shows the message again, ready for another try', async () => {
    const { create, fail } = controlledCreate();
    await renderRegions(create);
    await fail();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await fail();
    expect(screen.getByRole('button', { name: 'Try again' }).getAttribute('aria-busy')).toBeNull();
    expect(create).toHaveBeenCalledTimes(2);
  });

  test('a guest fallback stays when the store fails; an explicit failure replaces it', async () => {
    const { create, fail } = controlledCreate();
    await renderWithStore(
      create,
      <>
        <WithStore fallback={<a href="/login">Sign in</a>}>
          <p>Signed in as Ann</p>
        </WithStore>
        <WithStore fallback={null} failure={<p>Notices are unavailable</p>}>
          <p>Notices</p>
        </WithStore>
      </>,
    );
    expect(screen.queryByText('Notices are unavailable')).toBeNull();
    await fail();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('Notices are unavailable')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('every section that needs the store retries through the one button pressed', async () => {
    const { create, succeed, fail } = controlledCreate();
    await renderWithStore(
      create,
      <>
        <WithStore fallback={<Spinner label="Loading regions" />}>
          <p>Regions</p>
        </WithStore>
        <WithStore fallback={<Spinner label="Loading plans" />}>
          <p>Plans</p>
        </WithStore>
      </>,
    );
    await fail();
    const buttons = screen.getAllByRole('button', { name: 'Try again' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    await succeed();
    expect(screen.getByText('Regions')).toBeTruthy();
    expect(screen.getByText('Plans')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(2);
  });

  describe('hydrateLoaded, on a page rendered with its answers (issue 15)', () => {
    async function renderHydrateLoaded(create: () => Promise<StoreRuntime>) {
      const loader = createStoreLoader(create, { hydratesLoaded: true });
      void loader.load().catch(() => undefined); // as createPortal does for such a page
      const i18n = await createI18n('en');
      // Rendered inside an async act, as a browser would: the retry after the suspended render is
      // scheduled from there (a synchronous act render never gets it in this test environment).
      await act(async () => {
        render(
          <StoreLoaderProvider value={loader}>
            <I18nextProvider i18n={i18n}>
              <WithStore
                fallback={<Spinner label="Loading the article" />}
                failure={<p>The article is unavailable</p>}
                hydrateLoaded
              >
                <p>Article</p>
              </WithStore>
            </I18nextProvider>
          </StoreLoaderProvider>,
        );
      });
      return loader;
    }

    test('a client render waits for the store behind the fallback, then shows the section', async () => {
      const { create, succeed } = controlledCreate();
      await renderHydrateLoaded(create);
      expect(screen.getByRole('status').textContent).toBe('Loading the article');
      await succeed();
      expect(await screen.findByText('Article')).toBeTruthy();
      expect(create).toHaveBeenCalledTimes(1);
    });

    test('a store that fails ends the wait in the failure state, not an error', async () => {
      const { create, fail } = controlledCreate();
      await renderHydrateLoaded(create);
      await fail();
      expect(await screen.findByText('The article is unavailable')).toBeTruthy();
      expect(screen.queryByText('Article')).toBeNull();
    });
  });
});
