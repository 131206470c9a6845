import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, test } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { BrandProvider } from '../../brand/BrandContext.tsx';
import type { BrandConfig } from '../../brand/brand.types.ts';
import { fakeApiClient, jsonResponse, testBrand } from '../../test/fixtures.ts';
import { useBrandMoney } from './useBrandMoney.ts';

/** The hook on a brand whose `rates/` answers `rates`; its rates/ calls. */
function renderMoney(brand: BrandConfig, rates: unknown[]) {
  const { apiClient, calls } = fakeApiClient(() => jsonResponse(rates));
  const store = makeStore({ apiClient });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <BrandProvider brand={brand}>{children}</BrandProvider>
    </Provider>
  );
  return { ...renderHook(() => useBrandMoney(), { wrapper }), calls, store };
}

/** The store's API calls still waiting for their answer. */
const pendingCalls = (store: ReturnType<typeof makeStore>) =>
  Object.values(store.getState().productApi.queries).filter((query) => query?.status === 'pending');

describe('useBrandMoney', () => {
  test('a dollar brand keeps dollars and does not ask for rates', () => {
    const { result, calls } = renderMoney(testBrand, []);
    expect(result.current(0.42)).toEqual({ amount: 0.42, currency: 'usd', roubleIntegers: false });
    expect(calls).toEqual([]);
  });

  test('a rouble brand converts at the rates/ rate, with its rouble variant', async () => {
    const rocket: BrandConfig = { ...testBrand, currency: 'rub', roubleIntegers: true };
    const { result } = renderMoney(rocket, [{ curr_from: 'usd', curr_to: 'rub', rate: 100 }]);
    await waitFor(() =>
      expect(result.current(0.42)).toEqual({ amount: 42, currency: 'rub', roubleIntegers: true }),
    );
  });

  test('a euro brand without a euro rate stays in dollars rather than guessing', async () => {
    const euro: BrandConfig = { ...testBrand, currency: 'eur' };
    const { result, calls, store } = renderMoney(euro, []);
    await waitFor(() => expect(calls).toContain('GET /api/rates/'));
    // The answer is in, and what it renders rendered inside the test: React's work left for after
    // the file ran where jsdom's window was gone (an unhandled error that failed a CI run).
    await waitFor(() => expect(pendingCalls(store)).toEqual([]));
    expect(result.current(3)).toEqual({ amount: 3, currency: 'usd', roubleIntegers: false });
  });
});
