// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeWith } from './sanitizeHtml.ts';

// Issue 15: the publish step renders articles in Node. Without a DOM the body is left out (never
// unsanitised); with the jsdom window it is given, the body is cleaned as in a browser.
describe('sanitizeHtml in a server render', () => {
  const body =
    '<p onclick="x()">Hi<script>alert(1)</script> <a href="https://example.org/">out</a> <a href="/knowledge">in</a></p>';

  it('gives nothing without a DOM, then cleans with the window it is given', () => {
    expect(typeof window).toBe('undefined');
    expect(sanitizeHtml(body)).toBe('');

    sanitizeWith(new JSDOM('', { url: 'https://portal.example/' }).window);

    expect(sanitizeHtml(body)).toBe(
      '<p>Hi <a href="https://example.org/" rel="noopener noreferrer">out</a> <a href="/knowledge">in</a></p>',
    );
  });
});
