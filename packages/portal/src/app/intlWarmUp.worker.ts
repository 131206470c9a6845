// The worker of `warmUpIntl` (intlWarmUp.ts): builds one of each Intl formatter the public pages
// use at once, in the language it is sent, then says so and ends. The locale data it loads is
// cached by the browser's ICU for the whole renderer process, so the page's own first formatters
// are built in a fraction of a millisecond instead of 20-30 ms of the main thread.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage(message: unknown): void;
  close(): void;
};

scope.onmessage = ({ data: language }) => {
  try {
    new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(0);
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
    new Intl.NumberFormat(language).format(1234.5);
    new Intl.NumberFormat(language, { style: 'percent' }).format(0.5);
    new Intl.PluralRules(language).select(2);
    new Intl.DisplayNames([language], { type: 'region' }).of('US');
  } finally {
    scope.postMessage('warm');
    scope.close();
  }
};

// A module (the worker is started with `type: module`), with nothing to export.
export {};
