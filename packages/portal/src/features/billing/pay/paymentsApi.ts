import type {
  ActivationDetails,
  AutoPayment,
  AutoPaymentRequest,
  CardSession,
  CouponActivation,
  Customer,
  Payment,
  PaymentGateway,
  PaymentRequest,
  SavedCard,
} from '@cloud-portal/api-client';
import { productApi } from '../../../app/productApi.ts';

/** A `POST transactions/` of one payment attempt: its body and the attempt's Idempotency-Key. */
export interface CreatePaymentArgs {
  body: PaymentRequest;
  idempotencyKey: string;
}

/** How long one `POST transactions/` may take before it counts as lost (retried, same key). */
export const CREATE_PAYMENT_TIMEOUT_MS = 30_000;

// `Customer` is the session slice's tag (GET customers/): a payment, a coupon or an activation
// changes the balance or `activated`, so those invalidate it and the shell's balance follows.
const withPaymentTags = productApi.enhanceEndpoints({
  addTagTypes: ['Customer', 'CustomerCards', 'AutoPayment'],
});

// The screen shows every failure of these calls itself (form alerts, field errors), so none
// raises the §8 toast as well.
const SHOWN_BY_THE_SCREEN = { silent: true } as const;

/**
 * The money-in calls of §7 Billing for `billing/make-payment/pay-with` (issue 14): payment
 * methods, starting and polling a payment, saved cards and their popup sessions, the weekly
 * auto-payment, coupons and account activation.
 */
export const paymentsApi = withPaymentTags.injectEndpoints({
  endpoints: (build) => ({
    listPaymentGateways: build.query<PaymentGateway[], void>({
      query: () => (client, signal) => client.GET('/payment-gateways', { signal }),
      providesTags: ['CustomerCards'],
    }),
    /** §7 `POST transactions/`: the same key for every retry of one attempt. */
    createPayment: build.mutation<Payment, CreatePaymentArgs>({
      query:
        ({ body, idempotencyKey }) =>
        (client, signal) =>
          client.POST('/transactions/', {
            params: { header: { 'Idempotency-Key': idempotencyKey } },
            body,
            // A lost answer must not hang the Pay button: after the timeout it is a network
            // failure, and the retry sends the same key (the server answers the stored payment).
            signal: AbortSignal.any([signal, AbortSignal.timeout(CREATE_PAYMENT_TIMEOUT_MS)]),
          }),
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    getPayment: build.query<Payment, string>({
      query: (id) => (client, signal) =>
        client.GET('/payments/{id}/', { params: { path: { id } }, signal }),
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    listCustomerCards: build.query<SavedCard[], void>({
      query: () => (client, signal) => client.GET('/customer-cards/', { signal }),
      providesTags: ['CustomerCards'],
    }),
    /** §7 `POST customer-cards/ {method_id}` deletes the card. */
    deleteCustomerCard: build.mutation<unknown, string>({
      query: (methodId) => (client, signal) =>
        client.POST('/customer-cards/', { body: { method_id: methodId }, signal }),
      invalidatesTags: ['CustomerCards', 'AutoPayment', 'Customer'],
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    attachBankCard: build.mutation<CardSession, void>({
      query: () => (client, signal) => client.POST('/attach-bankcard/', { signal }),
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    activateByCard: build.mutation<CardSession, void>({
      query: () => (client, signal) => client.POST('/activate-by-card/', { signal }),
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    getAutoPayment: build.query<AutoPayment, void>({
      query: () => (client, signal) => client.GET('/auto-payments/', { signal }),
      providesTags: ['AutoPayment'],
    }),
    createAutoPayment: build.mutation<CardSession, AutoPaymentRequest>({
      query: (body) => (client, signal) => client.POST('/auto-payments/', { body, signal }),
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    deleteAutoPayment: build.mutation<AutoPayment, void>({
      query: () => (client, signal) => client.DELETE('/auto-payments/', { signal }),
      invalidatesTags: ['AutoPayment', 'CustomerCards'],
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    activateByCoupon: build.mutation<CouponActivation, string>({
      query: (coupon) => (client, signal) =>
        client.POST('/activate-by-coupon/', { body: { coupon }, signal }),
      invalidatesTags: ['Customer'],
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    activateWithDetails: build.mutation<Customer, ActivationDetails>({
      query: (body) => (client, signal) => client.POST('/activate-with-details/', { body, signal }),
      invalidatesTags: ['Customer'],
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
  }),
});

export const {
  useListPaymentGatewaysQuery,
  useCreatePaymentMutation,
  useGetPaymentQuery,
  useListCustomerCardsQuery,
  useDeleteCustomerCardMutation,
  useAttachBankCardMutation,
  useActivateByCardMutation,
  useGetAutoPaymentQuery,
  useCreateAutoPaymentMutation,
  useDeleteAutoPaymentMutation,
  useActivateByCouponMutation,
  useActivateWithDetailsMutation,
} = paymentsApi;
