import { configure } from '@testing-library/react';
import { afterAll } from 'vitest';

// Route screens are lazy chunks that vitest transforms on first use; under a busy CI machine the
// first render can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no ResizeObserver; Radix's switch and checkbox measure themselves with one. A test
// that needs sizes reported stubs its own (the charts tab's tests do).
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  } as unknown as typeof ResizeObserver;
}

// React runs a commit's passive effects from its scheduler, in Node a `setImmediate`. A commit made
// outside act() near a file's end (a store answer landing as its last test finishes) leaves one
// queued; run after the environment is torn down, it reads `window.event` and throws "window is not
// defined", an unhandled error that fails the whole run (CI, useBrandMoney.test.tsx). Let the
// queue run out before the file ends.
afterAll(async () => {
  for (let hop = 0; hop < 5; hop += 1) await new Promise((resolve) => setImmediate(resolve));
});
