import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(`<b title='x'>"Tom" & Jerry</b>`)).toBe(
      '&lt;b title=&#39;x&#39;&gt;&quot;Tom&quot; &amp; Jerry&lt;/b&gt;',
    );
  });

  it('leaves other text alone, including non-Latin scripts', () => {
    expect(escapeHtml('Привет, 世界 / path?a=1')).toBe('Привет, 世界 / path?a=1');
  });

  it('never leaves a raw special character and decodes back to the input', () => {
    const decode = (html: string) =>
      html
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&quot;', '"')
        .replaceAll('&#39;', "'")
        .replaceAll('&amp;', '&');
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(decode(escaped)).toBe(text);
      }),
    );
  });
});
