const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text for HTML content and for double- or single-quoted attribute values (server-rendered
 * pages, prerendered documents). Not for URLs, scripts or styles.
 *
 * @example
 * escapeHtml(`<b title='x'>"Tom" & Jerry</b>`);
 * // '&lt;b title=&#39;x&#39;&gt;&quot;Tom&quot; &amp; Jerry&lt;/b&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}
