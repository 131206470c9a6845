import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { waitForCloudToken } from './tokenWait.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function source(initial?: string) {
  let token = initial;
  let gaveUp = false;
  const reads: number[] = [];
  const requestRenewal = vi.fn();
  return {
    requestRenewal,
    reads,
    set: (value: string | undefined) => (token = value),
    giveUp: () => (gaveUp = true),
    source: {
      read: () => {
        reads.push(Date.now());
        return token;
      },
      requestRenewal,
      gaveUp: () => gaveUp,
    },
  };
}

describe('waitForCloudToken (§4 Request layer)', () => {
  test('a ready token is used at once, without asking for a renewal', async () => {
    const fake = source('tok-1');
    await expect(waitForCloudToken(fake.source)).resolves.toBe('tok-1');
    expect(fake.requestRenewal).not.toHaveBeenCalled();
  });

  test('a missing token asks for one renewal and is looked at every 200 ms until it comes', async () => {
    const fake = source();
    const start = Date.now();
    const waiting = waitForCloudToken(fake.source);
    expect(fake.requestRenewal).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    fake.set('tok-2');
    await vi.advanceTimersByTimeAsync(200);
    await expect(waiting).resolves.toBe('tok-2');
    expect(fake.reads.map((time) => time - start)).toEqual([0, 200, 400, 600, 800, 1000, 1200]);
    expect(fake.requestRenewal).toHaveBeenCalledTimes(1);
  });

  test('after 10 s without a token it rejects with a 401 CloudError (nothing is sent)', async () => {
    const fake = source();
    const waiting = waitForCloudToken(fake.source);
    const settled = waiting.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_800);
    expect(fake.reads).toHaveLength(50); // the first look and 49 polls: still waiting
    await vi.advanceTimersByTimeAsync(200);
    await expect(settled).resolves.toMatchObject({
      name: 'CloudError',
      status: 401,
      code: 'unauthorized',
    });
    expect(fake.reads).toHaveLength(51);
  });

  test('stops waiting as soon as the renewal it asked for has failed', async () => {
    const fake = source();
    const settled = waitForCloudToken(fake.source).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(400);
    fake.giveUp();
    await vi.advanceTimersByTimeAsync(200);
    await expect(settled).resolves.toMatchObject({ status: 401 });
    expect(fake.reads).toHaveLength(4);
  });
});
