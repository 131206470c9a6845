import type { TemporaryTransaction } from '@cloud-portal/api-client';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, test } from 'vitest';
import { makeStore } from '../../../app/store.ts';
import { fakeApiClient, jsonResponse } from '../../../test/fixtures.ts';
import { serverBillingApi } from './serverBillingApi.ts';
import { useServerCharge, useServerCharges } from './useServerCharges.ts';

const transaction = (externalId: string, amount: string, currency = 'usd') =>
  ({
    external_id: externalId,
    type: 'server',
    region: 'eu-west2',
    currency,
    amount,
    period_start: '2026-11-21T05:00:00.000Z',
    next_deduction_at: '2026-11-22T05:00:00.000Z',
  }) as TemporaryTransaction;

function Charges() {
  const charges = useServerCharges();
  return (
    <p>
      {charges === undefined
        ? 'loading'
        : [...charges].map(([id, amount]) => `${id}=${amount}`).join(', ')}
    </p>
  );
}

function OneCharge({ id }: { id: string }) {
  const { charge, loading, failed } = useServerCharge(id);
  return (
    <p>
      {loading ? 'one loading' : `${failed ? 'failed ' : ''}${id}: ${charge?.amount ?? 'none'}`}
    </p>
  );
}

afterEach(() => {
  cleanup();
});

describe('useServerCharges / useServerCharge (§3 Server charges)', () => {
  test('maps each server id to its pending dollars, from one call, and follows new answers', async () => {
    let answer = [
      transaction('a', '0.0820'),
      transaction('b', '0.0821'),
      transaction('c', '1.0000', 'rub'),
    ];
    let failing = false;
    const api = fakeApiClient(() =>
      failing ? jsonResponse({ code: 'server_error', message: 'x' }, 500) : jsonResponse(answer),
    );
    const store = makeStore({ apiClient: api.apiClient });
    render(
      <Provider store={store}>
        <Charges />
        <Charges />
        <OneCharge id="a" />
      </Provider>,
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    // The account is kept in dollars; an amount in another currency is left out, not added up.
    expect(await screen.findAllByText('a=0.082, b=0.0821')).toHaveLength(2);
    expect(screen.getByText('a: 0.082')).toBeDefined();
    expect(api.calls).toEqual(['GET /api/transactions/temporary/']);

    answer = [transaction('a', '0.0984')];
    await act(async () => {
      store.dispatch(serverBillingApi.util.invalidateTags(['ServerCharges']));
    });
    expect(await screen.findAllByText('a=0.0984')).toHaveLength(2);

    // A failed read keeps the last answer and says so.
    failing = true;
    await act(async () => {
      store.dispatch(serverBillingApi.util.invalidateTags(['ServerCharges']));
    });
    expect(await screen.findByText('failed a: 0.0984')).toBeDefined();
    expect(screen.getAllByText('a=0.0984')).toHaveLength(2);
  });
});
