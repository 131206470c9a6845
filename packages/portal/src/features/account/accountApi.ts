import type {
  ActiveSession,
  Customer,
  CustomerProfile,
  LoginEvent,
  RecoveryCodes,
  SessionsRevoked,
  TotpSetup,
  TotpStatus,
} from '@cloud-portal/api-client';
import { productApi } from '../../app/productApi.ts';

/** `PUT /customers/{id}/`: a new email address, confirmed with the password (and a TOTP code). */
export interface EmailChange {
  id: string;
  email: string;
  current_password: string;
  totp_code?: string;
}

const withAccountTags = productApi.enhanceEndpoints({
  addTagTypes: ['Customer', 'CustomerProfile', 'Totp', 'Sessions', 'LoginHistory'],
});

// The account info and security screens show every failure next to the form that caused it
// (§7: the account and TOTP calls raise no global toast), so every call here is silent.
const SHOWN_BY_THE_SCREEN = { silent: true } as const;

/**
 * The calls of the account `info` and `security` screens (§7 Account and auth, TOTP): profile,
 * email and password changes, TOTP setup and recovery codes, sessions and login history.
 * The customer itself is `sessionApi.getCustomer` (tag `Customer`, refreshed after an email change).
 */
export const accountApi = withAccountTags.injectEndpoints({
  endpoints: (build) => ({
    getCustomerProfile: build.query<CustomerProfile, void>({
      query: () => (client, signal) => client.GET('/customers/profile/', { signal }),
      providesTags: ['CustomerProfile'],
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    updateCustomerProfile: build.mutation<CustomerProfile, CustomerProfile>({
      query: (body) => (client, signal) => client.PUT('/customers/profile/', { body, signal }),
      invalidatesTags: ['CustomerProfile'],
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    changeEmail: build.mutation<Customer, EmailChange>({
      query:
        ({ id, ...body }) =>
        (client, signal) =>
          client.PUT('/customers/{id}/', { params: { path: { id } }, body, signal }),
      // The other sessions are signed out by the change.
      invalidatesTags: ['Customer', 'Sessions'],
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    changePassword: build.mutation<unknown, { old_password: string; password: string }>({
      query: (body) => (client, signal) =>
        client.POST('/customers/change-password', { body, signal }),
      invalidatesTags: ['Sessions'],
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    getTotpStatus: build.query<TotpStatus, void>({
      query: () => (client, signal) => client.GET('/totp/status/', { signal }),
      providesTags: ['Totp'],
    }),
    setupTotp: build.mutation<TotpSetup, { password: string }>({
      query: (body) => (client, signal) => client.POST('/totp/setup/', { body, signal }),
    }),
    verifyTotpSetup: build.mutation<RecoveryCodes, { code: string }>({
      query: (body) => (client, signal) => client.POST('/totp/verify-setup/', { body, signal }),
      invalidatesTags: ['Totp', 'Customer'],
    }),
    disableTotp: build.mutation<TotpStatus, { password: string }>({
      query: (body) => (client, signal) => client.POST('/totp/disable/', { body, signal }),
      invalidatesTags: ['Totp', 'Customer'],
    }),
    getRecoveryCodesLeft: build.query<{ remaining: number; total: number }, void>({
      query: () => (client, signal) => client.GET('/totp/recovery-codes/', { signal }),
      providesTags: ['Totp'],
    }),
    regenerateRecoveryCodes: build.mutation<RecoveryCodes, { password: string }>({
      query: (body) => (client, signal) =>
        client.POST('/totp/recovery-codes/regenerate/', { body, signal }),
      invalidatesTags: ['Totp'],
    }),
    listSessions: build.query<ActiveSession[], void>({
      query: () => (client, signal) => client.GET('/sessions/', { signal }),
      providesTags: ['Sessions'],
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    revokeSession: build.mutation<unknown, string>({
      query: (id) => (client, signal) =>
        client.DELETE('/sessions/{id}/', { params: { path: { id } }, signal }),
      invalidatesTags: ['Sessions'],
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    revokeOtherSessions: build.mutation<SessionsRevoked, void>({
      query: () => (client, signal) => client.POST('/sessions/revoke-others/', { signal }),
      invalidatesTags: ['Sessions'],
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    listLoginHistory: build.query<LoginEvent[], void>({
      query: () => (client, signal) => client.GET('/login-history/', { signal }),
      providesTags: ['LoginHistory'],
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
  }),
});

export const {
  useGetCustomerProfileQuery,
  useUpdateCustomerProfileMutation,
  useChangeEmailMutation,
  useChangePasswordMutation,
  useGetTotpStatusQuery,
  useSetupTotpMutation,
  useVerifyTotpSetupMutation,
  useDisableTotpMutation,
  useGetRecoveryCodesLeftQuery,
  useRegenerateRecoveryCodesMutation,
  useListSessionsQuery,
  useRevokeSessionMutation,
  useRevokeOtherSessionsMutation,
  useListLoginHistoryQuery,
} = accountApi;
