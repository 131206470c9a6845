// The part of jsdom's API the server-render tests use (jsdom ships no types and @types/jsdom is not
// a dependency; Vitest's own jsdom environment needs none).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
