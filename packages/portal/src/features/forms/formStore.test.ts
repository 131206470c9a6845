import { describe, expect, test } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { fakeApiClient, jsonResponse } from '../../test/fixtures.ts';
import { sessionApi } from '../session/sessionApi.ts';
import {
  formDraftDiscarded,
  formFieldTyped,
  formSubmitted,
  selectTypedFields,
} from './formStore.ts';

function storeAnswering(answer: (path: string) => Response) {
  const { apiClient } = fakeApiClient((request) => answer(new URL(request.url).pathname));
  return makeStore({ apiClient });
}

const typeSome = (store: ReturnType<typeof makeStore>) => {
  store.dispatch(formFieldTyped({ field: 'amount', value: '25' }));
  store.dispatch(formFieldTyped({ field: 'couponName', value: 'WELCOME5' }));
  store.dispatch(formFieldTyped({ field: 'companyName', value: 'Romashka' }));
};

describe('§3 form store', () => {
  test('starts empty, keeps what is typed, and a submitted form lets go of its own fields only', () => {
    const store = storeAnswering(() => jsonResponse({}));
    expect(selectTypedFields(store.getState())).toEqual({});
    typeSome(store);
    store.dispatch(formFieldTyped({ field: 'amount', value: '30' }));
    expect(selectTypedFields(store.getState())).toEqual({
      amount: '30',
      couponName: 'WELCOME5',
      companyName: 'Romashka',
    });
    store.dispatch(formSubmitted(['couponName']));
    expect(selectTypedFields(store.getState())).toEqual({ amount: '30', companyName: 'Romashka' });
    store.dispatch(formDraftDiscarded(['companyName']));
    expect(selectTypedFields(store.getState())).toEqual({ amount: '30' });
  });

  test('a sign-out empties it, whatever the logout call answers', async () => {
    for (const status of [200, 500]) {
      const store = storeAnswering(() => jsonResponse({}, status));
      typeSome(store);
      await store.dispatch(sessionApi.endpoints.logout.initiate());
      expect(selectTypedFields(store.getState())).toEqual({});
    }
  });

  test('a session the server refuses (401) empties it; a failed poll (5xx) does not', async () => {
    const refused = storeAnswering(() => jsonResponse({ code: 'unauthorized' }, 401));
    typeSome(refused);
    await refused.dispatch(sessionApi.endpoints.getCustomer.initiate());
    expect(selectTypedFields(refused.getState())).toEqual({});

    const failing = storeAnswering(() => jsonResponse({ code: 'boom' }, 502));
    typeSome(failing);
    await failing.dispatch(sessionApi.endpoints.getCustomer.initiate());
    expect(selectTypedFields(failing.getState())).toHaveProperty('companyName', 'Romashka');
  });
});
