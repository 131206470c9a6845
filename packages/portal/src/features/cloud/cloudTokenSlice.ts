import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The infrastructure (Keystone) token of §4 Startup, as plain serialisable state. The consumer's
 * password never enters the store: the cloud connection keeps it in memory (cloudConnection.ts).
 */
export interface CloudTokenState {
  /** The token sent in `X-Auth-Token` / `X-Subject-Token`; null when there is none to send. */
  token: string | null;
  /** Keystone's `expires_at` (ISO, the cloud's clock), for display and logs. */
  expiresAt: string | null;
  /** Local clock (ms): from here on the token is renewed (see `tokenTimes`). */
  renewAt: number | null;
  /** Local clock (ms): after this the token is not sent any more. */
  validUntil: number | null;
  /** The project the token is scoped to (`volume/v3/{projectId}`, quota). Kept across renewals. */
  projectId: string | null;
  userId: string | null;
  /** §4: a token is there to send. */
  ready: boolean;
  /** §4, §8: the last token fetch failed. */
  failed: boolean;
  /** A token fetch is running. */
  fetching: boolean;
  /** Why the last fetch failed (for the console and support), or null. */
  error: string | null;
}

/** A token as the connection stores it: the answer of `createToken` with its local times. */
export interface CloudTokenReceived {
  token: string;
  expiresAt: string;
  renewAt: number;
  validUntil: number;
  projectId: string | null;
  userId: string;
}

const initialState = (): CloudTokenState => ({
  token: null,
  expiresAt: null,
  renewAt: null,
  validUntil: null,
  projectId: null,
  userId: null,
  ready: false,
  failed: false,
  fetching: false,
  error: null,
});

/** The cloud token slice (§4 Startup, Request layer). Actions are events. */
export const cloudTokenSlice = createSlice({
  name: 'cloudToken',
  initialState,
  reducers: {
    /** A token fetch started (start-up, renewal before expiry, or a request without a token). */
    cloudTokenRequested(state) {
      state.fetching = true;
      state.failed = false;
    },
    /** Keystone issued a token. */
    cloudTokenReceived(state, action: PayloadAction<CloudTokenReceived>) {
      Object.assign(state, action.payload, {
        ready: true,
        failed: false,
        fetching: false,
        error: null,
      });
    },
    /** The token fetch failed (§8: sets the failed flag). A token still valid stays usable. */
    cloudTokenFailed(state, action: PayloadAction<{ message: string }>) {
      state.fetching = false;
      state.failed = true;
      state.error = action.payload.message;
    },
    /** The cloud answered 401 to this token: it is not sent again. Another token is left alone. */
    cloudTokenRejected(state, action: PayloadAction<{ token: string }>) {
      if (state.token !== action.payload.token) return;
      state.token = null;
      state.ready = false;
      state.renewAt = null;
      state.validUntil = null;
    },
    /** The control area was left or the customer logged out: nothing of the cloud session stays. */
    cloudSessionEnded: () => initialState(),
  },
  selectors: {
    selectCloudToken: (state) => state,
    selectCloudTokenReady: (state) => state.ready,
    selectCloudTokenFailed: (state) => state.failed,
    selectCloudProjectId: (state) => state.projectId,
  },
});

export const {
  cloudTokenRequested,
  cloudTokenReceived,
  cloudTokenFailed,
  cloudTokenRejected,
  cloudSessionEnded,
} = cloudTokenSlice.actions;

export const {
  selectCloudToken,
  selectCloudTokenReady,
  selectCloudTokenFailed,
  selectCloudProjectId,
} = cloudTokenSlice.selectors;

/** The part of the root state the cloud connection reads (it does not know the whole store). */
export interface CloudTokenRootState {
  cloudToken: CloudTokenState;
}

/**
 * The token to send now: ready and, by the local clock, not past `validUntil`; else undefined.
 * @example usableCloudToken(state.cloudToken, Date.now()) // 'gAAAA…' or undefined
 */
export function usableCloudToken(state: CloudTokenState, now: number): string | undefined {
  if (!state.ready || state.token === null) return undefined;
  if (state.validUntil !== null && now >= state.validUntil) return undefined;
  return state.token;
}
