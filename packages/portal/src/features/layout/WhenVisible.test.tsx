import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { VisibilityGroup, WhenVisible } from './WhenVisible.tsx';

// jsdom has no IntersectionObserver: a fake one the test drives, section by section.
interface FakeObserver {
  callback: IntersectionObserverCallback;
  targets: Element[];
  disconnected: boolean;
}
let observers: FakeObserver[] = [];
class FakeIntersectionObserver {
  private readonly record: FakeObserver;
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, targets: [], disconnected: false };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}
/** Tells the live observers of the section holding `text` whether it is near the viewport. */
const intersect = (text: string, isIntersecting: boolean) =>
  act(() => {
    for (const observer of observers) {
      if (observer.disconnected) continue;
      if (!observer.targets.some((target) => target.textContent?.includes(text))) continue;
      observer.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        {} as unknown as IntersectionObserver,
      );
    }
  });

const IDLE_MS = 50;
let readyState: DocumentReadyState = 'complete';
beforeEach(() => {
  observers = [];
  readyState = 'complete';
  vi.useFakeTimers();
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // The browser's first idle moment, IDLE_MS from now.
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, IDLE_MS));
  vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const section = (
  <WhenVisible fallback={<p>Loading data centers</p>}>
    <p>Data centers</p>
  </WhenVisible>
);

describe('WhenVisible (issue 15: data sections start when the visitor nears them)', () => {
  test('the server render is the fallback (the prerendered loading state)', () => {
    expect(renderToString(section)).toContain('Loading data centers');
    expect(renderToString(section)).not.toContain('<p>Data centers</p>');
  });

  test('shows the fallback off screen, the children once near the viewport', () => {
    readyState = 'loading'; // no idle start yet: only the observer can start it
    render(section);
    expect(screen.getByText('Loading data centers')).toBeTruthy();
    intersect('Loading data centers', false);
    expect(screen.queryByText('Data centers')).toBeNull();
    intersect('Loading data centers', true);
    expect(screen.getByText('Data centers')).toBeTruthy();
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  test('on a loaded page it starts at the first idle moment, with no fixed delay', () => {
    render(section);
    expect(screen.queryByText('Data centers')).toBeNull();
    act(() => vi.advanceTimersByTime(IDLE_MS));
    expect(screen.getByText('Data centers')).toBeTruthy();
  });

  test('while the page is still loading it waits for the load event, then an idle moment', () => {
    readyState = 'loading';
    render(section);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Data centers')).toBeNull();
    readyState = 'complete';
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(screen.queryByText('Data centers')).toBeNull();
    act(() => vi.advanceTimersByTime(IDLE_MS));
    expect(screen.getByText('Data centers')).toBeTruthy();
  });

  test('without IntersectionObserver it renders the children right after mounting', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(section);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('Data centers')).toBeTruthy();
  });
});

describe('VisibilityGroup (issue 15: the home asks for the regions once)', () => {
  const page = (prepare?: () => Promise<unknown>) => (
    <VisibilityGroup prepare={prepare}>
      <WhenVisible fallback={<p>Loading plans</p>}>
        <p>Plans</p>
      </WhenVisible>
      <p>Images and features</p>
      <WhenVisible fallback={<p>Loading data centers</p>}>
        <p>Data centers</p>
      </WhenVisible>
    </VisibilityGroup>
  );

  test('one section nearing the viewport starts both, in the same render', () => {
    readyState = 'loading';
    // What the page shows when each section's children commit: both, if they commit together.
    const seen: string[][] = [];
    function Probe({ children }: { children: string }) {
      useLayoutEffect(() => {
        seen.push(['Plans', 'Data centers'].filter((text) => screen.queryByText(text)));
      }, []);
      return <p>{children}</p>;
    }
    render(
      <VisibilityGroup>
        <WhenVisible fallback={<p>Loading plans</p>}>
          <Probe>Plans</Probe>
        </WhenVisible>
        <p>Images and features</p>
        <WhenVisible fallback={<p>Loading data centers</p>}>
          <Probe>Data centers</Probe>
        </WhenVisible>
      </VisibilityGroup>,
    );
    intersect('Loading data centers', true);
    expect(seen).toEqual([
      ['Plans', 'Data centers'],
      ['Plans', 'Data centers'],
    ]);
  });

  test('prepare runs once, and the sections show only after it has finished', async () => {
    readyState = 'loading';
    let finish = () => {};
    const prepare = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(page(prepare));
    intersect('Loading plans', true);
    intersect('Loading data centers', true);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading plans')).toBeTruthy();
    expect(screen.getByText('Loading data centers')).toBeTruthy();
    await act(async () => finish());
    expect(screen.getByText('Plans')).toBeTruthy();
    expect(screen.getByText('Data centers')).toBeTruthy();
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  test('a failing prepare still starts the sections (they meet the failure themselves)', async () => {
    render(page(() => Promise.reject(new Error('chunk failed'))));
    await act(async () => vi.advanceTimersByTimeAsync(IDLE_MS));
    expect(screen.getByText('Plans')).toBeTruthy();
    expect(screen.getByText('Data centers')).toBeTruthy();
  });

  test('a section mounting after the start (a later lazy chunk) shows its children at once', () => {
    readyState = 'loading';
    const home = (withPlans: boolean) => (
      <VisibilityGroup>
        <WhenVisible fallback={<p>Loading data centers</p>}>
          <p>Data centers</p>
        </WhenVisible>
        {withPlans ? (
          <WhenVisible fallback={<p>Loading plans</p>}>
            <p>Plans</p>
          </WhenVisible>
        ) : null}
      </VisibilityGroup>
    );
    const { rerender } = render(home(false));
    intersect('Loading data centers', true);
    rerender(home(true));
    expect(screen.getByText('Plans')).toBeTruthy();
  });
});
