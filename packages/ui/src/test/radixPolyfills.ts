// Test-only: jsdom lacks a few browser APIs that Radix primitives (popper positioning, pointer
// handling in menus, scrolling the focused item into view) call. Import this file for its side
// effects at the top of a test that renders a Radix component; it only fills what is missing.

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
}

if (typeof globalThis.DOMRect === 'undefined') {
  globalThis.DOMRect = class DOMRectStub {
    constructor(
      public x = 0,
      public y = 0,
      public width = 0,
      public height = 0,
    ) {}
    get top() {
      return this.y;
    }
    get left() {
      return this.x;
    }
    get right() {
      return this.x + this.width;
    }
    get bottom() {
      return this.y + this.height;
    }
    toJSON() {
      return { x: this.x, y: this.y, width: this.width, height: this.height };
    }
    static fromRect(rect?: DOMRectInit) {
      return new DOMRectStub(rect?.x, rect?.y, rect?.width, rect?.height);
    }
  } as unknown as typeof DOMRect;
}

// Methods the DOM types say always exist, so check them on an untyped view of the prototype.
const elementPrototype = globalThis.Element?.prototype as unknown as
  Record<string, unknown> | undefined;
if (elementPrototype) {
  const noop = () => undefined;
  for (const name of ['setPointerCapture', 'releasePointerCapture', 'scrollIntoView']) {
    if (typeof elementPrototype[name] !== 'function') elementPrototype[name] = noop;
  }
  if (typeof elementPrototype.hasPointerCapture !== 'function') {
    elementPrototype.hasPointerCapture = () => false;
  }
}

export {};
