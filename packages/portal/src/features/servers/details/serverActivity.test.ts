import { describe, expect, test } from 'vitest';
import { activityResult, newestFirst, shortUserId, toActivityEntry } from './serverActivity.ts';

const done = (result: string | null, finished = true) => ({
  result,
  finish_time: finished ? '2030-01-01T00:00:01Z' : null,
});

describe('the activity timeline rules', () => {
  test("an action's result comes from its events: one Error fails it, an unfinished one runs", () => {
    expect(activityResult({ message: null }, [done('Success'), done('Success')])).toBe('success');
    expect(activityResult({ message: null }, [done('Success'), done('Error')])).toBe('error');
    expect(activityResult({ message: null }, [done('Success'), done(null, false)])).toBe('running');
    expect(activityResult({ message: null }, [done('Success', false)])).toBe('running');
  });

  test('without events only a failure is known (the list says Error)', () => {
    expect(activityResult({ message: 'Error' }, undefined)).toBe('error');
    expect(activityResult({ message: null }, undefined)).toBe('unknown');
    expect(activityResult({ message: null }, [])).toBe('unknown');
  });

  test('entries newest first; equal times keep their order', () => {
    const entry = (requestId: string, startedAt: string) =>
      toActivityEntry(
        {
          action: 'stop',
          instance_uuid: 's',
          request_id: requestId,
          user_id: 'u',
          project_id: 'p',
          start_time: startedAt,
          message: null,
        },
        undefined,
      );
    expect(
      newestFirst([
        entry('a', '2030-01-01T10:00:00Z'),
        entry('b', '2030-01-01T12:00:00Z'),
        entry('c', '2030-01-01T10:00:00Z'),
      ]).map((item) => item.requestId),
    ).toEqual(['b', 'a', 'c']);
  });

  test('user ids are shortened to 8 characters', () => {
    expect(shortUserId('0f1e2d3c4b5a69788796a5b4c3d2e1f0')).toBe('0f1e2d3c…');
    expect(shortUserId('user-1')).toBe('user-1');
  });
});
