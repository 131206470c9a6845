import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compareImageVersions } from './compareImageVersions.ts';

describe('compareImageVersions', () => {
  test.each([
    ['24.04', '22.04'],
    ['22.04', '9'],
    ['2022', '2019'],
    ['8.10', '8.9'],
    ['9 stream', '9'],
    ['24.04.1', '24.04'],
    ['10', 'beta'],
    ['Stream', 'rolling'],
    ['1', ''],
    ['123456789012345678901234567890', '123456789012345678901234567889'],
  ])('%j is newer than %j', (newer, older) => {
    expect(compareImageVersions(newer, older)).toBe(1);
    expect(compareImageVersions(older, newer)).toBe(-1);
  });

  test.each([
    ['22.04', '22.04'],
    ['22.04', '22-04'],
    ['22.04', '22.4'],
    ['9 Stream', '9-stream'],
    ['', '...'],
  ])('%j and %j are the same version', (a, b) => {
    expect(compareImageVersions(a, b)).toBe(0);
  });

  test('sorts a mixed list oldest first', () => {
    expect(['22.04', '24.04', '9', '', '9 stream', '20.04'].sort(compareImageVersions)).toEqual([
      '',
      '9',
      '9 stream',
      '20.04',
      '22.04',
      '24.04',
    ]);
  });

  const version = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.stringMatching(/^[0-9]{1,3}([.\- ][0-9a-z]{1,3}){0,3}$/),
  );

  test('property: antisymmetric and reflexive', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareImageVersions(a, a)).toBe(0);
        expect(compareImageVersions(a, b)).toBe(-compareImageVersions(b, a) || 0);
      }),
    );
  });

  test('property: transitive', () => {
    fc.assert(
      fc.property(version, version, version, (a, b, c) => {
        const sorted = [a, b, c].sort(compareImageVersions);
        expect(compareImageVersions(sorted[0]!, sorted[2]!)).toBeLessThanOrEqual(0);
        expect(compareImageVersions(sorted[0]!, sorted[1]!)).toBeLessThanOrEqual(0);
        expect(compareImageVersions(sorted[1]!, sorted[2]!)).toBeLessThanOrEqual(0);
      }),
    );
  });

  test('property: numeric versions compare like numbers', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        expect(compareImageVersions(String(a), String(b))).toBe(Math.sign(a - b));
      }),
    );
  });
});
