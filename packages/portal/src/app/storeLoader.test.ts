import { describe, expect, test, vi } from 'vitest';
import { createStoreLoader, type StoreRuntime } from './storeLoader.ts';

const runtime = { store: {}, Provider: () => null } as unknown as StoreRuntime;

describe('createStoreLoader', () => {
  test('creates the store once, on the first load, and tells subscribers', async () => {
    const create = vi.fn(async () => runtime);
    const loader = createStoreLoader(create);
    const listener = vi.fn();
    loader.subscribe(listener);

    expect(create).not.toHaveBeenCalled();
    expect(loader.current()).toBeUndefined();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);

    expect(first).toBe(runtime);
    expect(second).toBe(runtime);
    expect(create).toHaveBeenCalledTimes(1);
    expect(loader.current()).toBe(runtime);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('a failed load is rethrown by current() for the error boundary', async () => {
    const loader = createStoreLoader(() => Promise.reject(new Error('chunk failed')));
    const listener = vi.fn();
    loader.subscribe(listener);
    await expect(loader.load()).rejects.toThrow('chunk failed');
    expect(() => loader.current()).toThrow('chunk failed');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('an unsubscribed listener is not called', async () => {
    const loader = createStoreLoader(async () => runtime);
    const kept = vi.fn();
    const dropped = vi.fn();
    loader.subscribe(kept);
    const unsubscribe = loader.subscribe(dropped);
    unsubscribe();
    await loader.load();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });
});
