import type { DonatePayment, DonatePaymentRequest } from '@cloud-portal/api-client';
import { productApi } from '../../app/productApi.ts';

/** `POST donate-payment` of one payment attempt. */
export interface CreateDonationArgs {
  body: DonatePaymentRequest;
  /** Same key for every retry of one attempt, so a double click never pays twice (DESIGN). */
  idempotencyKey: string;
}

/** The donation calls of §7 (`POST donate-payment`, `GET donate-payment`), public. */
export const donateApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    createDonatePayment: build.mutation<DonatePayment, CreateDonationArgs>({
      query:
        ({ body, idempotencyKey }) =>
        (client, signal) =>
          client.POST('/donate-payment', {
            body,
            params: { header: { 'Idempotency-Key': idempotencyKey } },
            signal,
          }),
      // The pay-with screen shows the failure next to its button (no toast as well).
      extraOptions: { silent: true },
    }),
    getDonatePayment: build.query<DonatePayment, string>({
      query: (id) => (client, signal) =>
        client.GET('/donate-payment', { params: { query: { id } }, signal }),
    }),
  }),
});

export const { useCreateDonatePaymentMutation, useGetDonatePaymentQuery } = donateApi;
