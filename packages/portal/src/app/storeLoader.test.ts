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
    expect(loader.state()).toEqual({ status: 'idle' });
    const both = Promise.all([loader.load(), loader.load()]);
    expect(loader.state()).toEqual({ status: 'loading', retry: false });
    const [first, second] = await both;

    expect(first).toBe(runtime);
    expect(second).toBe(runtime);
    expect(create).toHaveBeenCalledTimes(1);
    expect(loader.state()).toEqual({ status: 'loaded', runtime });
    expect(listener).toHaveBeenCalledTimes(2); // loading, loaded
    await loader.load();
    expect(create).toHaveBeenCalledTimes(1);
  });

  test('the state object stays the same until the next change (a render snapshot)', async () => {
    const loader = createStoreLoader(async () => runtime);
    expect(loader.state()).toBe(loader.state());
    const loading = loader.load();
    expect(loader.state()).toBe(loader.state());
    await loading;
    expect(loader.state()).toBe(loader.state());
  });

  test('a failed load is a state with its error, and the next load tries again', async () => {
    const error = new Error('chunk failed');
    const create = vi
      .fn<() => Promise<StoreRuntime>>()
      .mockRejectedValueOnce(error)
      .mockResolvedValueOnce(runtime);
    const loader = createStoreLoader(create);
    const listener = vi.fn();
    loader.subscribe(listener);

    await expect(loader.load()).rejects.toThrow('chunk failed');
    expect(loader.state()).toEqual({ status: 'failed', error });

    const retried = loader.load();
    expect(loader.state()).toEqual({ status: 'loading', retry: true });
    expect(await retried).toBe(runtime);
    expect(loader.state()).toEqual({ status: 'loaded', runtime });
    expect(create).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenCalledTimes(4); // loading, failed, loading again, loaded
  });

  test('loads asked for while a retry runs share it', async () => {
    const create = vi
      .fn<() => Promise<StoreRuntime>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(runtime);
    const loader = createStoreLoader(create);
    await loader.load().catch(() => undefined);
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toBe(second);
    expect(create).toHaveBeenCalledTimes(2);
  });

  test('an unsubscribed listener is not called', async () => {
    const loader = createStoreLoader(async () => runtime);
    const kept = vi.fn();
    const dropped = vi.fn();
    loader.subscribe(kept);
    const unsubscribe = loader.subscribe(dropped);
    unsubscribe();
    await loader.load();
    expect(kept).toHaveBeenCalledTimes(2);
    expect(dropped).not.toHaveBeenCalled();
  });
});
