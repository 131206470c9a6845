import type { TemporaryTransaction } from '@cloud-portal/api-client';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, test } from 'vitest';
import { makeStore } from '../../../app/store.ts';
import { fakeApiClient, jsonResponse } from '../../../test/fixtures.ts';
import { serverBillingApi } from './serverBillingApi.ts';
import { useServerCharges } from './useServerCharges.ts';

const transaction = (externalId: string, amount: string, currency = 'usd') =>
  ({
    external_id: externalId,
    type: 'server',
    region: 'eu-west2',
    currency,
    amount,
    price_hourly: '0.0164',
    period_start: '2026-11-21T05:00:00.000Z',
    next_deduction_at: '2026-11-22T05:00:00.000Z',
  }) as TemporaryTransaction;

function Charges() {
  const { byServer, loading, failed } = useServerCharges();
  return (
    <p>
      {loading
        ? 'loading'
        : `${failed ? 'failed ' : ''}${[...byServer]
            .map(([id, charge]) => `${id}=${charge.amount} ${charge.currency}`)
            .join(', ')}`}
    </p>
  );
}

afterEach(() => {
  cleanup();
});

describe('useServerCharges (§3 Server charges)', () => {
  test('maps each server id to its pending amount, from one call, and follows new answers', async () => {
    let answer = [
      transaction('a', '0.0820'),
      transaction('b', '7.5615', 'rub'),
      transaction('c', '1.0000', 'gbp'),
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
      </Provider>,
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    // A currency the portal does not show is left out rather than shown wrongly.
    expect(await screen.findAllByText('a=0.082 usd, b=7.5615 rub')).toHaveLength(2);
    expect(api.calls).toEqual(['GET /api/transactions/temporary/']);

    answer = [transaction('a', '0.0984')];
    await act(async () => {
      store.dispatch(serverBillingApi.util.invalidateTags(['ServerCharges']));
    });
    expect(await screen.findAllByText('a=0.0984 usd')).toHaveLength(2);

    // A failed read keeps the last answer and says so.
    failing = true;
    await act(async () => {
      store.dispatch(serverBillingApi.util.invalidateTags(['ServerCharges']));
    });
    expect(await screen.findAllByText('failed a=0.0984 usd')).toHaveLength(2);
  });
});
