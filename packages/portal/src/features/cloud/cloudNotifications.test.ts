import { createToaster } from '@cloud-portal/ui';
import { describe, expect, test } from 'vitest';
import { notifyCloudFailure } from './cloudNotifications.ts';

const translate = (key: string) => `text of ${key}`;

describe('§8 cloud request notifications', () => {
  test.each([
    [401, 'errors:cloud.unauthorized'],
    [403, 'errors:cloud.unauthorized'],
    [500, 'errors:cloud.serverError'],
    [503, 'errors:cloud.serverError'],
    [504, 'errors:cloud.busy'],
  ])('%i raises the translated %s as an error toast', (status, key) => {
    const toaster = createToaster();
    expect(notifyCloudFailure({ status }, toaster, translate)).toBeDefined();
    expect(toaster.getSnapshot()).toMatchObject([{ level: 'error', message: `text of ${key}` }]);
  });

  test.each([400, 404, 409, 502, 0])('%i raises nothing (the screen shows it)', (status) => {
    const toaster = createToaster();
    expect(notifyCloudFailure({ status }, toaster, translate)).toBeUndefined();
    expect(toaster.getSnapshot()).toEqual([]);
  });

  test('the same message is shown once while visible; another message gets its own toast', () => {
    const toaster = createToaster();
    for (const status of [503, 500, 503, 503]) notifyCloudFailure({ status }, toaster, translate);
    notifyCloudFailure({ status: 401 }, toaster, translate);
    notifyCloudFailure({ status: 403 }, toaster, translate);
    expect(toaster.getSnapshot().map((toast) => toast.message)).toEqual([
      'text of errors:cloud.serverError',
      'text of errors:cloud.unauthorized',
    ]);
  });
});
