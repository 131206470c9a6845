import { expect, test } from 'vitest';
import { REGION_BUCKET_STORAGE_KEY, sessionRegionBucket } from './regionBucket.ts';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
};

test('draws a bucket once and keeps it for the session', () => {
  const storage = memoryStorage();
  expect(sessionRegionBucket(storage, () => 0.9)).toBe('b');
  expect(storage.items.get(REGION_BUCKET_STORAGE_KEY)).toBe('b');
  expect(sessionRegionBucket(storage, () => 0.1)).toBe('b');
});

test('a stored value that is not a bucket is replaced by a new draw', () => {
  const storage = memoryStorage();
  storage.setItem(REGION_BUCKET_STORAGE_KEY, 'zzz');
  expect(sessionRegionBucket(storage, () => 0.1)).toBe('a');
});

test('works without storage', () => {
  expect(sessionRegionBucket(undefined, () => 0.2)).toBe('a');
  const throwing = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('denied');
    },
  };
  expect(sessionRegionBucket(throwing, () => 0.7)).toBe('b');
});
