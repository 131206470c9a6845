import { TIMINGS } from '@cloud-portal/domain/session';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, withChunkTimeout } from './chunkLoad.ts';

describe('withChunkTimeout (§8, §9 chunk timeout 120 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('a chunk that never arrives fails at 120 s, not a moment before', async () => {
    const outcome = vi.fn();
    withChunkTimeout(new Promise<never>(() => undefined)).catch(outcome);

    await vi.advanceTimersByTimeAsync(TIMINGS.chunkLoadTimeoutMs - 1);
    expect(outcome).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledTimes(1);
    const error: unknown = outcome.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(isChunkLoadError(error)).toBe(true);
  });

  test('a chunk that arrives in time resolves with it and leaves no timer behind', async () => {
    const load = withChunkTimeout(
      new Promise<string>((resolve) => setTimeout(() => resolve('module'), 5_000)),
    );
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(load).resolves.toBe('module');
    expect(vi.getTimerCount()).toBe(0);
  });

  test("a failed load rejects with the browser's own error at once", async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(withChunkTimeout(Promise.reject(failure))).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('takes another limit', async () => {
    const outcome = vi.fn();
    withChunkTimeout(new Promise<never>(() => undefined), 50).catch(outcome);
    await vi.advanceTimersByTimeAsync(50);
    expect(outcome).toHaveBeenCalledWith(expect.any(ChunkLoadError));
  });
});

describe('isChunkLoadError', () => {
  test.each([
    [
      'Chromium',
      new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'),
    ],
    ['Firefox', new TypeError('error loading dynamically imported module: https://x/assets/a.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['a stylesheet (Vite preload)', new Error('Unable to preload CSS for /assets/Page-1a2b.css')],
    ['webpack-style JS', new Error('Loading chunk 42 failed.')],
    ['webpack-style CSS', new Error('Loading CSS chunk servers failed.')],
    ['the 120 s timeout', new ChunkLoadError('timeout', 'late')],
  ])('%s: yes', (_source, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  test.each([
    [
      'an error thrown by a loaded screen',
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    ],
    ['a failed API call', new Error('Failed to fetch')],
    ['a string', 'Failed to fetch dynamically imported module'],
    ['nothing', undefined],
  ])('%s: no', (_source, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
