import { configure } from '@testing-library/react';

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
