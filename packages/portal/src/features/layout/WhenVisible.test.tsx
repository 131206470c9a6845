import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { WhenVisible } from './WhenVisible.tsx';

// jsdom has no IntersectionObserver: a fake one the test drives.
let observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observers.push({ callback, disconnected: false });
  }
  observe() {}
  disconnect() {
    const last = observers.at(-1);
    if (last) last.disconnected = true;
  }
}
const intersect = (isIntersecting: boolean) =>
  act(() => {
    for (const observer of observers)
      observer.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
  });

beforeEach(() => {
  observers = [];
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 50));
  vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
    render(section);
    expect(screen.getByText('Loading data centers')).toBeTruthy();
    intersect(false);
    expect(screen.queryByText('Data centers')).toBeNull();
    intersect(true);
    expect(screen.getByText('Data centers')).toBeTruthy();
  });

  test('starts anyway after 2 s and an idle moment, never before', () => {
    render(section);
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByText('Data centers')).toBeNull(); // waiting for the idle moment
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByText('Data centers')).toBeTruthy();
  });

  test('without IntersectionObserver it renders the children right after mounting', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(section);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('Data centers')).toBeTruthy();
  });
});
