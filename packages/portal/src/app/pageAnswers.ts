/** The id of the `<script type="application/json">` a page rendered with data carries. */
export const PAGE_ANSWERS_ID = 'portal-answers';

/**
 * One product-API answer a page was rendered with (issue 15): the RTK Query endpoint and the
 * arguments it was asked with, and its data. The client puts it in the store's cache before the
 * page hydrates, so its first render is the page's HTML and nothing is fetched again.
 */
export interface PageAnswer {
  endpoint: string;
  args: unknown;
  data: unknown;
}

function isPageAnswer(value: unknown): value is PageAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { endpoint?: unknown }).endpoint === 'string' &&
    'args' in value &&
    'data' in value
  );
}

/**
 * The answers the document's page was rendered with, or `undefined` for a page rendered without
 * data (its sections show their loading state until the store fetches them) or a carrier that
 * does not parse (then the page hydrates as one without data would: React renders it anew).
 * @example const answers = readPageAnswers(document);
 */
export function readPageAnswers(document: Document): PageAnswer[] | undefined {
  const text = document.getElementById(PAGE_ANSWERS_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.length > 0 && parsed.every(isPageAnswer)
      ? parsed
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The carrier of `answers` for a page's HTML: JSON in a script element that is never run (so the
 * CSP, which allows no inline script, does not apply), with every `<` escaped so no text in the
 * data can close the element.
 * @example html.replace('</body>', `${pageAnswersScript(answers)}</body>`)
 */
export function pageAnswersScript(answers: readonly PageAnswer[]): string {
  const json = JSON.stringify(answers)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_ANSWERS_ID}">${json}</script>`;
}
