import type {
  Customer,
  LoginRequest,
  LoginSuccess,
  SessionTokens,
  SignUpRequest,
  SocialLoginRequest,
  SocialProvider,
  TotpRequired,
} from '@cloud-portal/api-client';
import { productApi } from '../../app/productApi.ts';

/** Body of `POST /totp/verify/`: the login's email and a 6-digit or recovery code. */
export interface TotpVerifyRequest {
  email: string;
  code: string;
}

/** `POST /login-{provider}/` of one provider. */
export interface SocialLoginArgs {
  provider: SocialProvider;
  body: SocialLoginRequest;
}

const withCustomer = productApi.enhanceEndpoints({ addTagTypes: ['Customer'] });

// The forms of these calls show their failures themselves (FailureAlert), so they raise no §8
// toast as well; the background jwt refresh neither (a lost session shows as the customer poll's
// 401). Logout toasts: "any status accepted" means the logout goes on, and a failure there is
// worth telling (the server may not have ended the session).
const SHOWN_BY_THE_SCREEN = { silent: true } as const;

/**
 * The account calls of §7 (login, TOTP step, social login, sign-up, logout, reset, jwt refresh,
 * the customer), injected into the one product-API slice.
 */
export const sessionApi = withCustomer.injectEndpoints({
  endpoints: (build) => ({
    /** §7 `GET customers/`: a list whose first element is the logged-in customer. */
    getCustomer: build.query<Customer | null, void>({
      query: () => (client, signal) => client.GET('/customers/', { signal }),
      transformResponse: (list: Customer[] | undefined) => list?.[0] ?? null,
      providesTags: ['Customer'],
    }),
    login: build.mutation<LoginSuccess | TotpRequired, LoginRequest>({
      query: (body) => (client, signal) => client.POST('/login/', { body, signal }),
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    verifyTotp: build.mutation<LoginSuccess, TotpVerifyRequest>({
      query: (body) => (client, signal) => client.POST('/totp/verify/', { body, signal }),
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    socialLogin: build.mutation<LoginSuccess, SocialLoginArgs>({
      query:
        ({ provider, body }) =>
        (client, signal) => {
          switch (provider) {
            case 'google':
              return client.POST('/login-google/', { body, signal });
            case 'vk':
              return client.POST('/login-vk/', { body, signal });
            case 'yandex':
              return client.POST('/login-yandex/', { body, signal });
            case 'github':
              return client.POST('/login-github/', { body, signal });
            case 'linkedin':
              return client.POST('/login-linkedin/', { body, signal });
            default:
              return provider satisfies never;
          }
        },
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    signUp: build.mutation<unknown, SignUpRequest>({
      query: (body) => (client, signal) => client.POST('/customers/', { body, signal }),
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    logout: build.mutation<unknown, void>({
      query: () => (client, signal) => client.POST('/logout/', { signal }),
    }),
    refreshJwt: build.mutation<SessionTokens, void>({
      query: () => (client, signal) => client.POST('/jwt-refresh/', { signal }),
      // A background call nobody asked for: no toast.
      extraOptions: { silent: true },
    }),
    requestPasswordReset: build.mutation<unknown, { email: string }>({
      query: (body) => (client, signal) =>
        client.POST('/customers/request-reset-password', { body, signal }),
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
    resetPassword: build.mutation<unknown, { token: string; password: string }>({
      query: (body) => (client, signal) =>
        client.POST('/customers/reset-password', { body, signal }),
      extraOptions: SHOWN_BY_THE_SCREEN,
    }),
  }),
});

export const {
  useGetCustomerQuery,
  useLoginMutation,
  useVerifyTotpMutation,
  useSocialLoginMutation,
  useSignUpMutation,
  useLogoutMutation,
  useRefreshJwtMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} = sessionApi;
