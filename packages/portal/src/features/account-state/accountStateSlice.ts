import type { Customer } from '@cloud-portal/api-client';
import { normaliseSuspendReason, type AuthState } from '@cloud-portal/domain/account';
import { createAction, createSlice, isAnyOf, type Draft } from '@reduxjs/toolkit';
import { isApiFailure } from '../../app/productApi.ts';
import { sessionApi } from '../session/sessionApi.ts';

// §4 Account: "Auth state has loggedIn, activated, suspended and suspendReason. Each change emits
// an event with the previous and new value." The state is derived from the customer polls
// (`GET customers/`): a customer → logged in with its fields; an empty list, a 401/403 or a logout
// → logged out. Other failures (network, 5xx) change nothing: the account is what it was. Before
// the first answer every field is null ("nothing"), so the first customer counts as a change.

/** Before any customer answer: nothing known. */
export const UNKNOWN_AUTH_STATE: AuthState = {
  loggedIn: null,
  activated: null,
  suspended: null,
  suspendReason: null,
};

/** Logged out: the account fields are not known any more (a logout is not an unsuspension). */
export const LOGGED_OUT_AUTH_STATE: AuthState = {
  loggedIn: false,
  activated: null,
  suspended: null,
  suspendReason: null,
};

/**
 * The auth state a `GET customers/` answer says (`null`: no customer, logged out).
 * @example authStateOfCustomer({ ...customer, suspended: true, suspend_reason: 'balance' });
 * // { loggedIn: true, activated: true, suspended: true, suspendReason: 'BALANCE' }
 */
export function authStateOfCustomer(customer: Customer | null): AuthState {
  if (customer === null) return LOGGED_OUT_AUTH_STATE;
  return {
    loggedIn: true,
    activated: customer.activated,
    suspended: customer.suspended,
    suspendReason: customer.suspended ? normaliseSuspendReason(customer.suspend_reason) : null,
  };
}

/**
 * Dispatched when the account becomes activated (§4 "a background service starts"), also on the
 * first load of an activated account: the cloud start-up listens to it.
 * @example startListening({ actionCreator: accountActivated, effect: startCloud });
 */
export const accountActivated = createAction('accountState/activated');

const isUnauthorised = (payload: unknown) =>
  isApiFailure(payload) && (payload.status === 401 || payload.status === 403);

export const accountStateSlice = createSlice({
  name: 'accountState',
  initialState: UNKNOWN_AUTH_STATE,
  reducers: {},
  extraReducers: (builder) => {
    // Field by field: an unchanged answer leaves the state object as it was (no change event).
    const become = (state: Draft<AuthState>, next: AuthState) => {
      state.loggedIn = next.loggedIn;
      state.activated = next.activated;
      state.suspended = next.suspended;
      state.suspendReason = next.suspendReason;
    };
    builder
      .addMatcher(sessionApi.endpoints.getCustomer.matchFulfilled, (state, action) =>
        become(state, authStateOfCustomer(action.payload)),
      )
      .addMatcher(sessionApi.endpoints.getCustomer.matchRejected, (state, action) => {
        if (isUnauthorised(action.payload)) become(state, LOGGED_OUT_AUTH_STATE);
      })
      // §7 logout: any status is accepted, the visitor is out either way.
      .addMatcher(
        isAnyOf(
          sessionApi.endpoints.logout.matchFulfilled,
          sessionApi.endpoints.logout.matchRejected,
        ),
        (state) => become(state, LOGGED_OUT_AUTH_STATE),
      );
  },
  selectors: {
    selectAuthState: (state) => state,
  },
});

export const { selectAuthState } = accountStateSlice.selectors;
