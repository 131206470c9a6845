import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { validateContainerName } from './containerName.ts';

const LENGTH = { key: 'storage:validation.containerNameLength', params: { min: 3, max: 63 } };

describe('validateContainerName (§5 object storage container names)', () => {
  test.each([
    'abc',
    'backups-2024',
    'my.site.assets',
    '123',
    'a-b',
    'a'.repeat(63),
    'docexamplebucket1',
  ])('%s is valid', (name) => {
    expect(validateContainerName(name)).toBeNull();
  });

  test('longer than 2 and shorter than 64 characters', () => {
    expect(validateContainerName('ab')).toEqual(LENGTH);
    expect(validateContainerName('a'.repeat(64))).toEqual(LENGTH);
  });

  test.each(['My-Bucket', 'my bucket', 'my_bucket', 'bucket!', 'ведро', 'a/b', 'a:b'])(
    '%j has forbidden characters (uppercase, spaces, …)',
    (name) => {
      expect(validateContainerName(name)).toEqual({
        key: 'storage:validation.containerNameCharacters',
      });
    },
  );

  test.each(['-abc', 'abc-', '.abc', 'abc.'])(
    '%j must start and end with a letter or digit',
    (name) => {
      expect(validateContainerName(name)).toEqual({ key: 'storage:validation.containerNameEdges' });
    },
  );

  test.each(['a..b', 'a.-b', 'a-.b'])('%j has a dot next to a dot or hyphen', (name) => {
    expect(validateContainerName(name)).toEqual({ key: 'storage:validation.containerNameDots' });
  });

  test('not an IP address', () => {
    expect(validateContainerName('192.168.5.4')).toEqual({
      key: 'storage:validation.containerNameIp',
    });
    expect(validateContainerName('192.168.5.4.5')).toBeNull();
  });

  test.each([
    ['xn--bucket', 'xn--'],
    ['sthree-bucket', 'sthree-'],
    ['amzn-s3-demo-bucket', 'amzn-s3-demo-'],
    ['bucket-s3alias', '-s3alias'],
    ['bucket--ol-s3', '--ol-s3'],
    ['bucket.mrap', '.mrap'],
    ['bucket--x-s3', '--x-s3'],
    ['bucket--table-s3', '--table-s3'],
  ])('%s uses the reserved %s', (name, part) => {
    expect(validateContainerName(name)).toEqual({
      key: 'storage:validation.containerNameReserved',
      params: { part },
    });
  });

  test('empty is required', () => {
    expect(validateContainerName('')).toEqual({ key: 'validation:required' });
  });

  test('property: every valid name is 3–63 lowercase letters, digits, dots, hyphens', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (name) => {
        if (validateContainerName(name) === null) {
          expect(name).toMatch(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/);
          expect(name).not.toContain('..');
        }
      }),
    );
  });

  test('property: lowercase alphanumeric names of 3–63 characters pass', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9]{2,62}$/), (name) => {
        fc.pre(!name.startsWith('xn') && !name.startsWith('sthree'));
        expect(validateContainerName(name)).toBeNull();
      }),
    );
  });
});
