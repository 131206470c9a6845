import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yieldToMain.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('yieldToMain', () => {
  it('resolves in a later task (after a timer queued before it), not in a microtask', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    await Promise.resolve();
    expect(order).toEqual([]); // not a microtask
    await yielded;
    expect(order).toEqual(['task queued before', 'after the yield']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    vi.useFakeTimers();
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
