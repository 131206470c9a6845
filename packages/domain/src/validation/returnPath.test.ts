import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { safeReturnPath } from './returnPath.ts';

const ORIGIN = 'https://portal.example';

describe('safeReturnPath (no open redirects)', () => {
  test.each([
    ['/', '/'],
    ['/control/servers', '/control/servers'],
    ['/control/servers?tab=network&page=2', '/control/servers?tab=network&page=2'],
    ['/kb/article#section-2', '/kb/article#section-2'],
    ['/a/b/../c', '/a/c'],
    ['/./control', '/control'],
    [
      '/ru/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8',
      '/ru/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8',
    ],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
    ['/..', '/'],
  ])('keeps the same-site path %j as %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  test.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E/%2Fevil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example',
    'http:evil.example',
    'https:/evil.example',
    'evil.example',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%252F%252Fevil.example',
    '/%2525252541',
    '/a%20b',
    '/%C2%85evil.example',
    '/%7F',
    '/%25252F%25252Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%00',
    ' /control',
    '/control ',
    '\u0000/control',
    '/\u00a0/evil.example',
    '/\u2028/evil.example',
    '/％2F/evil.example',
    '/control/%',
    '/control/%zz',
    '/%E0%A4%A',
    '?next=//evil.example',
    '#//evil.example',
    '',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (input) => {
    expect(safeReturnPath(input)).toBe('/');
    expect(safeReturnPath(input, '/control')).toBe('/control');
  });

  test('non-string input gives the fallback', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath(null, '/x')).toBe('/x');
    expect(safeReturnPath(['/control'])).toBe('/');
    expect(safeReturnPath(42)).toBe('/');
  });

  test('property: for ANY string the result stays on the origin', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (input) => {
        expect(new URL(safeReturnPath(input), ORIGIN).origin).toBe(ORIGIN);
      }),
    );
  });

  // Adversarial inputs: redirect-ish prefixes, encodings, mixed case and whitespace, glued
  // together in random order.
  const piece = fc.constantFrom(
    '/',
    '//',
    '\\',
    '/\\',
    '\\\\',
    '%2f',
    '%2F',
    '%5c',
    '%5C',
    '%252f',
    '%25',
    '.',
    '..',
    '%2e',
    '%2E',
    ':',
    '@',
    '?',
    '#',
    '\t',
    '\n',
    '\r',
    ' ',
    '\u0000',
    '\u00a0',
    '\u3000',
    '\uff0f',
    'javascript:',
    'JAVASCRIPT:',
    'jAvAsCrIpT:',
    'http:',
    'https://',
    'evil.example',
    'EVIL.example',
    'control',
    '%09',
    '%0A',
  );
  const adversarial = fc
    .array(piece, { minLength: 1, maxLength: 8 })
    .map((parts) => parts.join(''));

  test('property: adversarial inputs stay on the origin, whatever the base path', () => {
    fc.assert(
      fc.property(
        adversarial,
        fc.constantFrom(ORIGIN, `${ORIGIN}/`, `${ORIGIN}/control/servers/`, `${ORIGIN}/a/b?x#y`),
        (input, base) => {
          expect(new URL(safeReturnPath(input), base).origin).toBe(ORIGIN);
        },
      ),
    );
  });

  test('property: dot segments never climb into a protocol-relative path', () => {
    const segment = fc.constantFrom('..', '.', '%2e%2e', '%2E.', '.%2e', 'a', '');
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 6 }),
        fc.constantFrom('//', '/\\', '/'),
        (segments, join) => {
          const input = `/${segments.join('/')}${join}evil.example/x`;
          const result = safeReturnPath(input);
          expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
          expect(result.startsWith('//')).toBe(false);
        },
      ),
    );
  });

  test('property: results start with exactly one slash, contain no backslash, and are stable', () => {
    fc.assert(
      fc.property(fc.oneof(adversarial, fc.string()), (input) => {
        const result = safeReturnPath(input);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result).not.toContain('\\');
        expect(safeReturnPath(result)).toBe(result);
      }),
    );
  });

  test('property: simple site paths are kept unchanged', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z0-9_-]{1,12}$/), { maxLength: 5 }),
        (segments) => {
          const path = `/${segments.join('/')}`;
          expect(safeReturnPath(path, '/fallback')).toBe(path);
        },
      ),
    );
  });
});
