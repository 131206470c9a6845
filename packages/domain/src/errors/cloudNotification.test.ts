import { describe, expect, test } from 'vitest';
import { cloudNotification } from './cloudNotification.ts';

describe('cloudNotification (§8 cloud request notifications)', () => {
  test.each([
    { status: 401, key: 'errors:cloud.unauthorized' },
    { status: 403, key: 'errors:cloud.unauthorized' },
    { status: 500, key: 'errors:cloud.serverError' },
    { status: 503, key: 'errors:cloud.serverError' },
    { status: 504, key: 'errors:cloud.busy' },
  ])('$status → $key', ({ status, key }) => {
    expect(cloudNotification(status)).toEqual({ key, params: {} });
  });

  test.each([0, 200, 400, 404, 409, 429, 501, 502])('%i → no notification', (status) => {
    expect(cloudNotification(status)).toBeUndefined();
  });
});
