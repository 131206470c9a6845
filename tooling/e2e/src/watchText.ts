import type { Page } from '@playwright/test';

/**
 * Records whether the main area ever shows `text` from now on, for a state that lasts a few
 * seconds (a server building) and may be over before an assertion polls for it. The observer
 * lives in the document: it keeps watching across client-side navigations, not across loads.
 * @example const sawBuilding = await watchForText(page, 'Building'); … expect(await sawBuilding()).toBe(true);
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.evaluate((wanted) => {
    const holder = window as unknown as { __seenTexts?: string[] };
    const seen = (holder.__seenTexts ??= []);
    const check = () => {
      if (document.querySelector('main')?.textContent?.includes(wanted)) seen.push(wanted);
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, text);
  return () =>
    page.evaluate(
      (wanted) =>
        ((window as unknown as { __seenTexts?: string[] }).__seenTexts ?? []).includes(wanted),
      text,
    );
}
