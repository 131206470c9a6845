/** What a User-Agent header says about the device, as far as the common browsers tell. */
export interface UserAgentSummary {
  /** 'Firefox', 'Chrome', 'Safari', 'Edge', 'Opera', 'Yandex Browser'…; null when unknown. */
  browser: string | null;
  /** 'Windows', 'macOS', 'iOS', 'Android', 'Linux', 'ChromeOS'; null when unknown. */
  os: string | null;
}

// Order matters: Edge, Opera and Yandex also say "Chrome", Chrome also says "Safari", and
// iPhones also say "like Mac OS X".
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (rules: ReadonlyArray<readonly [RegExp, string]>, text: string) =>
  rules.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * The browser and operating system named by a User-Agent header (sessions and login history of
 * the account security screen).
 * @example describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')
 * // { browser: 'Firefox', os: 'Linux' }
 */
export function describeUserAgent(userAgent: string): UserAgentSummary {
  return { browser: first(BROWSERS, userAgent), os: first(SYSTEMS, userAgent) };
}
