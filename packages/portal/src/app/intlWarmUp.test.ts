import { afterEach, describe, expect, test, vi } from 'vitest';
import { warmUpIntl } from './intlWarmUp.ts';

/** A stand-in for the browser's Worker: records what the page does with it. */
class FakeWorker {
  static made: FakeWorker[] = [];
  static fail = false;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    if (FakeWorker.fail) throw new DOMException('blocked by the CSP', 'SecurityError');
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
  FakeWorker.fail = false;
});

describe('warmUpIntl', () => {
  test('where there are no workers it resolves at once', async () => {
    vi.stubGlobal('Worker', undefined);
    await expect(warmUpIntl('en')).resolves.toBeUndefined();
  });

  test('sends the language to a module worker and resolves, ending it, when it is done', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    let settled = false;
    const warm = warmUpIntl('ru').then(() => (settled = true));
    const [worker] = FakeWorker.made;
    expect(worker?.options.type).toBe('module');
    expect(worker?.url.pathname).toMatch(/intlWarmUp\.worker\.ts$/);
    expect(worker?.sent).toEqual(['ru']);
    await Promise.resolve();
    expect(settled).toBe(false);
    worker?.onmessage?.();
    await warm;
    expect(worker?.terminated).toBe(true);
  });

  test('a worker that fails, or cannot be made, still resolves (the page loads the data itself)', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const failing = warmUpIntl('zh');
    FakeWorker.made[0]?.onerror?.();
    await expect(failing).resolves.toBeUndefined();
    FakeWorker.fail = true;
    await expect(warmUpIntl('zh')).resolves.toBeUndefined();
  });
});

test('warms each language once per page: a second portal in it starts no worker', async () => {
  vi.stubGlobal('Worker', FakeWorker);
  const first = warmUpIntl('de');
  FakeWorker.made[0]?.onmessage?.();
  await first;
  await warmUpIntl('de');
  expect(FakeWorker.made).toHaveLength(1);
});

describe('the worker', () => {
  test('builds the formatters in the language it is sent, says so and ends', async () => {
    const posted: unknown[] = [];
    const close = vi.fn();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const scope = globalThis as unknown as { onmessage: unknown };
    vi.stubGlobal('postMessage', (message: unknown) => posted.push(message));
    vi.stubGlobal('close', close);
    const before = scope.onmessage;
    try {
      await import('./intlWarmUp.worker.ts');
      (scope.onmessage as (event: { data: string }) => void)({ data: 'ru' });
      expect(made).toHaveBeenCalledWith('ru', { dateStyle: 'long' });
      expect(posted).toEqual(['warm']);
      expect(close).toHaveBeenCalledOnce();
    } finally {
      scope.onmessage = before;
      made.mockRestore();
    }
  });
});
