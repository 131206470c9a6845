import { act, cleanup, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createPortal } from '../../app/createPortal.tsx';
import { fakeApiClient, jsonResponse, regionsFixture, testBrand } from '../../test/fixtures.ts';

// jsdom has no IntersectionObserver: a fake one the test drives, so the visitor's scrolling
// decides which data section comes near the viewport first.
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeIntersectionObserver {
  private readonly record: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, targets: [] };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    observers.splice(observers.indexOf(this.record), 1);
  }
}
/** The visitor scrolls near the section `#id`. */
const scrollNear = (id: string) =>
  act(() => {
    for (const observer of [...observers])
      if (observer.targets.some((target) => target.closest(`#${id}`)))
        observer.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as unknown as IntersectionObserver,
        );
  });

let unmount: (() => void) | undefined;
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // The page is still loading: no idle start, only scrolling starts the sections.
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  cleanup();
  document.body.innerHTML = '';
  observers.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('home data sections (issue 15: one regions call for the page)', () => {
  test('scrolling to the plans first, a failing regions call is asked once, and one retry recovers both sections', async () => {
    let regionsUp = false;
    const api = fakeApiClient((request) => {
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('/regions/'))
        return regionsUp
          ? jsonResponse(regionsFixture)
          : jsonResponse({ code: 'unavailable', message: 'down' }, 503);
      if (pathname.endsWith('/plans/')) return jsonResponse({ plans: [] });
      return jsonResponse([]);
    });
    const regionCalls = () => api.calls.filter((call) => call === 'GET /api/regions/').length;
    const portal = await createPortal(testBrand, {
      apiClient: api.apiClient,
      initialEntries: ['/'],
      browserLanguages: ['en'],
      regionBucket: 'a',
    });
    const container = document.createElement('div');
    document.body.append(container);
    let root: ReturnType<typeof portal.mount> | undefined;
    await act(async () => {
      root = portal.mount(container);
    });
    unmount = () => root?.unmount();

    // The plans come first on the way down; their chunk (HomeSections) arrives after the page.
    await waitFor(() =>
      expect(observers.some((o) => o.targets.some((t) => t.closest('#plans')))).toBe(true),
    );
    scrollNear('plans');
    const plans = () => within(document.querySelector<HTMLElement>('#plans')!);
    const dataCenters = () => within(document.querySelector<HTMLElement>('#data-centers')!);
    await waitFor(() =>
      expect(
        plans().getByText('The data centers could not be loaded, so no prices can be shown.'),
      ).toBeTruthy(),
    );
    // Then the data centers: they started with the plans and show the same failure, without a
    // call of their own (started on their own, after the failure, they asked again).
    scrollNear('data-centers');
    await waitFor(() =>
      expect(dataCenters().getByText('The list of data centers could not be loaded.')).toBeTruthy(),
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(regionCalls()).toBe(1);

    regionsUp = true;
    await userEvent.click(dataCenters().getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(dataCenters().getByRole('list', { name: 'Data centers' })).toBeTruthy(),
    );
    await waitFor(() => expect(plans().getByRole('combobox')).toBeTruthy());
    expect(regionCalls()).toBe(2);
  });
});
