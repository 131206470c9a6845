import { describe, expect, it } from 'vitest';
import { hasVisibleText, sanitizeTicketHtml } from './sanitizeBody.ts';

describe('sanitizeTicketHtml', () => {
  it('keeps basic formatting and lists', () => {
    expect(
      sanitizeTicketHtml('<p>Hi <strong>there</strong>, <em>see</em>:</p><ul><li>one</li></ul>'),
    ).toBe('<p>Hi <strong>there</strong>, <em>see</em>:</p><ul><li>one</li></ul>');
  });

  it('gives links rel="noopener nofollow" and drops their other attributes', () => {
    expect(
      sanitizeTicketHtml('<a href="https://example.org/x" onclick="steal()" rel="opener">x</a>'),
    ).toBe('<a rel="noopener nofollow" href="https://example.org/x" target="_blank">x</a>');
    expect(sanitizeTicketHtml('<a href="/knowledge">kb</a>')).toBe(
      '<a rel="noopener nofollow" href="/knowledge">kb</a>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<p onmouseover="alert(1)">ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<iframe src="https://evil.test"></iframe>ok', 'ok'],
    ['<p style="background:url(javascript:alert(1))">ok</p>', '<p>ok</p>'],
    ['<form action="https://evil.test"><input name="x"></form>ok', 'ok'],
  ])('removes %s', (dirty, clean) => {
    expect(sanitizeTicketHtml(dirty)).toBe(clean);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.test/x',
  ])('drops the href %s', (href) => {
    const clean = sanitizeTicketHtml(`<a href="${href}">x</a>`);
    expect(clean).not.toContain('href');
    expect(clean).toContain('>x</a>');
  });

  it('escapes plain text that looks like markup', () => {
    expect(sanitizeTicketHtml('1 < 2 & "quotes"')).toBe('1 &lt; 2 &amp; "quotes"');
  });
});

describe('hasVisibleText', () => {
  it('tells an empty body from one with words', () => {
    expect(hasVisibleText(sanitizeTicketHtml('<script>x</script><p> </p>'))).toBe(false);
    expect(hasVisibleText(sanitizeTicketHtml('<p>&nbsp;</p>'))).toBe(false);
    expect(hasVisibleText(sanitizeTicketHtml('<p>hi</p>'))).toBe(true);
  });
});
