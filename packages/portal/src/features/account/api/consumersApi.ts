import { BILLING_TOKEN, BILLING_TOKEN_HEADER, type Consumer } from '@cloud-portal/api-client';
import { productApi } from '../../../app/productApi.ts';

/**
 * The customer's consumers with their cloud credentials (§7 `GET consumers/`, with §6's fixed
 * billing-token header), for the command-line credentials of `account/api`. The cloud session
 * reads the same list on its own (features/cloud/consumer.ts) and keeps the password in memory
 * only; this screen shows it to the customer on purpose.
 */
export const consumersApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    listConsumers: build.query<Consumer[], void>({
      query: () => (client, signal) =>
        client.GET('/consumers/', {
          params: { header: { [BILLING_TOKEN_HEADER]: BILLING_TOKEN } },
          signal,
        }),
    }),
  }),
});

export const { useListConsumersQuery } = consumersApi;
