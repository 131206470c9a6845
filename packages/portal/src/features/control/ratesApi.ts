import type { ExchangeRate as WireRate } from '@cloud-portal/api-client';
import { parseCurrency, type ExchangeRate } from '@cloud-portal/domain/money';
import { productApi } from '../../app/productApi.ts';

/** §7 `GET rates/`, mapped to domain rates (unknown currencies dropped). */
export const ratesApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    getRates: build.query<ExchangeRate[], void>({
      query: () => (client, signal) => client.GET('/rates/', { signal }),
      transformResponse: (rates: WireRate[] | undefined) =>
        (rates ?? []).flatMap((rate) => {
          const from = parseCurrency(rate.curr_from);
          const to = parseCurrency(rate.curr_to);
          return from && to ? [{ from, to, rate: rate.rate }] : [];
        }),
    }),
  }),
});

export const { useGetRatesQuery } = ratesApi;
