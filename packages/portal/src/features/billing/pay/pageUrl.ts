/**
 * The payment or card page url of an API answer, resolved against this origin, when it is a web
 * page (http or https); `undefined` for anything else. A `javascript:` or `data:` url set as the
 * location of our own blank popup, or of this tab, would run in the portal's origin.
 * @example pageUrl('/sandbox/payments/1') // 'http://portal.test/sandbox/payments/1'
 * @example pageUrl('javascript:alert(1)') // undefined
 */
export function pageUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    // Not a url at all: treated as no page.
    return undefined;
  }
}
