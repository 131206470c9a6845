import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { fakeApiClient, jsonResponse } from '../../test/fixtures.ts';
import { goalReached } from './goalReached.ts';

const apiClient = () => fakeApiClient(async () => jsonResponse({}, 404)).apiClient;

describe('startAnalytics', () => {
  it('hands each dispatched goal to the adapter, in order', () => {
    const goal = vi.fn();
    const store = makeStore({ apiClient: apiClient(), analytics: { goal } });
    store.dispatch(goalReached('try_payment'));
    store.dispatch(goalReached('success_payment'));
    expect(goal.mock.calls).toEqual([['try_payment'], ['success_payment']]);
  });

  it('keeps the app going when the adapter throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeStore({
      apiClient: apiClient(),
      analytics: {
        goal: () => {
          throw new Error('tag manager gone');
        },
      },
    });
    expect(() => store.dispatch(goalReached('add_service'))).not.toThrow();
    expect(warn).toHaveBeenCalledWith('analytics adapter failed', expect.any(Error));
    warn.mockRestore();
  });
});
