import { describe, expect, test } from 'vitest';
import { pageUrl } from './pageUrl.ts';

describe('pageUrl', () => {
  test('web pages, relative ones resolved against this origin', () => {
    expect(pageUrl('/sandbox/cards/1')).toBe(`${window.location.origin}/sandbox/cards/1`);
    expect(pageUrl('https://pay.example/checkout?id=1')).toBe('https://pay.example/checkout?id=1');
  });

  test('script and data urls are no page', () => {
    expect(pageUrl('javascript:alert(1)')).toBeUndefined();
    expect(pageUrl(' JavaScript:alert(1)')).toBeUndefined();
    expect(pageUrl('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(pageUrl('http://[bad')).toBeUndefined();
  });
});
