import type { ApiClient } from '@cloud-portal/api-client';
import type { CloudClient, FetchFunction } from '@cloud-portal/cloud-sdk/core';
import { DEFAULT_REGION, nextRefreshDelay, REGIONS_REFRESH } from '@cloud-portal/domain/regions';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  cloudSessionEnded,
  cloudTokenFailed,
  cloudTokenReceived,
  cloudTokenRejected,
  cloudTokenRequested,
  usableCloudToken,
  type CloudTokenRootState,
} from './cloudTokenSlice.ts';
import type { ConsumerCredentials } from './consumer.ts';
import { tokenTimes } from './tokenTimes.ts';
import { waitForCloudToken, type TokenWaitOptions } from './tokenWait.ts';
import type * as CloudSdkModule from './cloudSdk.ts';

/** The lazily loaded part of the SDK (cloudSdk.ts). */
export type CloudSdk = Pick<
  typeof CloudSdkModule,
  'createToken' | 'createPortalCloudClient' | 'ensureConsumer'
>;

/** Options of {@link createCloudConnection}. */
export interface CloudConnectionOptions {
  /** The brand's cloud base (`brand.endpoints.cloud`, '' for the same origin). */
  baseUrl: string;
  /** Region whose Keystone issues the token (one Keystone serves every region). Default eu-west2. */
  identityRegion?: string;
  /** `fetch` of the cloud client. Default: the global one. */
  fetch?: FetchFunction;
  /** Local clock in ms. Default `Date.now`. */
  now?: () => number;
  /** Timing of the token wait (§9 defaults). */
  tokenWait?: Omit<TokenWaitOptions, 'signal'>;
  /** Loads the SDK part. Default: `import('./cloudSdk.ts')` (its own chunk). */
  loadSdk?: () => Promise<CloudSdk>;
}

/** What the connection needs of the store (bound by `makeStore` once the store exists). */
export interface CloudConnectionBinding {
  getState: () => CloudTokenRootState;
  dispatch: (action: UnknownAction) => unknown;
  apiClient: ApiClient;
}

/**
 * The cloud side of one portal (PortalExtra's `cloud`): its SDK client and the infrastructure
 * token's life (§4 Startup, Request layer). Token state lives in the `cloudToken` slice; the
 * consumer's credentials stay in here, in memory, never in the store.
 */
export interface CloudConnection {
  /** Binds the connection to its store (once). */
  connect(binding: CloudConnectionBinding): void;
  /**
   * The portal's cloud client (the SDK loads on first use): every request waits for a token
   * (10 s, polling every 200 ms) and on 401 renews it and repeats.
   */
  client(): Promise<CloudClient>;
  /**
   * Starts the cloud session (§4 Startup): consumer (read, or created and read), then a token,
   * renewed before it expires. Resolves true once a token is there. Idempotent.
   */
  start(): Promise<boolean>;
  /**
   * Fetches a new token now (one fetch at a time: callers share it), while the session runs. With
   * `rejected`, only when that token is still the current one (a 401 for a token someone already
   * replaced renews nothing).
   */
  renewToken(options?: { rejected?: string }): Promise<boolean>;
  /** Ends the cloud session: stops the timers, forgets the credentials, clears the token state. */
  stop(): void;
}

const messageOf = (error: unknown) =>
  error instanceof Error
    ? error.message
    : typeof error === 'object' && error !== null && 'message' in error
      ? String((error as { message: unknown }).message)
      : String(error);

const isUnauthorizedCloudError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'CloudError' &&
  (error as { status?: unknown }).status === 401;

/**
 * Builds a portal's cloud connection. Token renewal: before expiry at `renewAt` (tokenTimes.ts
 * says why 5 minutes), on demand when a request finds no token or gets a 401, and after a failed
 * fetch again in 30 s, then every 60 s (the regions refresh cadence, §4) while the session runs.
 * @example
 * const cloud = createCloudConnection({ baseUrl: brand.endpoints.cloud });
 * cloud.connect({ getState: store.getState, dispatch: store.dispatch, apiClient });
 * await cloud.start();
 */
export function createCloudConnection(options: CloudConnectionOptions): CloudConnection {
  const now = options.now ?? Date.now;
  const identityRegion = options.identityRegion ?? DEFAULT_REGION;
  const loadSdk = options.loadSdk ?? (() => import('./cloudSdk.ts'));
  let binding: CloudConnectionBinding | undefined;
  let credentials: ConsumerCredentials | undefined;
  let clientPromise: Promise<CloudClient> | undefined;
  let inFlight: Promise<boolean> | undefined;
  let active = false;
  // Bumped by stop(): answers of an ended session are dropped.
  let generation = 0;
  let controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failedFetches = 0;
  let failuresInRow = 0;

  const bound = (): CloudConnectionBinding => {
    if (!binding)
      throw new Error('The cloud connection is not bound to a store (makeStore binds it).');
    return binding;
  };
  const tokenState = () => bound().getState().cloudToken;

  const schedule = (at: number) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(
      () => {
        timer = undefined;
        void connection.renewToken();
      },
      Math.max(0, at - now()),
    );
  };

  async function fetchToken(): Promise<boolean> {
    const { dispatch, apiClient } = bound();
    const session = generation;
    const { signal } = controller;
    dispatch(cloudTokenRequested());
    try {
      const [sdk, client] = await Promise.all([loadSdk(), connection.client()]);
      credentials ??= await sdk.ensureConsumer(apiClient, signal);
      const token = await sdk.createToken(
        client,
        {
          username: credentials.os_user,
          password: credentials.os_password,
          projectName: credentials.os_project,
          domain: credentials.os_domain || 'Default',
        },
        { region: identityRegion, signal },
      );
      if (session !== generation) return false;
      const times = tokenTimes(token, now());
      dispatch(
        cloudTokenReceived({
          token: token.token,
          expiresAt: token.expiresAt,
          ...times,
          projectId: token.projectId ?? null,
          userId: token.userId,
        }),
      );
      failuresInRow = 0;
      if (active) schedule(times.renewAt);
      return true;
    } catch (error) {
      if (session !== generation) return false;
      // Wrong credentials: the consumer may have changed; read it again next time.
      if (isUnauthorizedCloudError(error)) credentials = undefined;
      failedFetches += 1;
      failuresInRow += 1;
      const message = messageOf(error);
      console.warn(`Cloud token fetch failed: ${message}`);
      dispatch(cloudTokenFailed({ message }));
      if (active) schedule(now() + nextRefreshDelay(REGIONS_REFRESH, failuresInRow - 1));
      return false;
    }
  }

  // The token provider of the client (§4 Request layer).
  const provideToken = () => {
    const failuresBefore = failedFetches;
    return waitForCloudToken(
      {
        read: () => {
          const state = tokenState();
          const token = usableCloudToken(state, now());
          // A renewal timer a hidden tab held back: renew now, keep using the token meanwhile.
          if (token !== undefined && state.renewAt !== null && now() >= state.renewAt) {
            void connection.renewToken();
          }
          return token;
        },
        requestRenewal: () => void connection.renewToken(),
        gaveUp: () => failedFetches > failuresBefore && !tokenState().fetching,
      },
      options.tokenWait,
    );
  };

  const connection: CloudConnection = {
    connect(next) {
      binding = next;
    },
    client() {
      clientPromise ??= loadSdk().then(
        (sdk) =>
          sdk.createPortalCloudClient({
            baseUrl: options.baseUrl,
            fetch: options.fetch,
            projectId: () => tokenState().projectId ?? undefined,
            token: provideToken,
            rejected: (token) => connection.renewToken({ rejected: token }),
          }),
        (error: unknown) => {
          clientPromise = undefined; // a chunk that failed to load is asked for again next time
          throw error;
        },
      );
      return clientPromise;
    },
    start() {
      active = true;
      if (usableCloudToken(tokenState(), now()) !== undefined) return Promise.resolve(true);
      return connection.renewToken();
    },
    renewToken(renewal = {}) {
      if (renewal.rejected !== undefined) {
        bound().dispatch(cloudTokenRejected({ token: renewal.rejected }));
      }
      if (inFlight) return inFlight;
      // Outside a session (before start, after stop) nothing is fetched: a request waits for start.
      if (!active) return Promise.resolve(false);
      // A 401 for a token that was replaced meanwhile: the new one is there, nothing to renew.
      if (renewal.rejected !== undefined && usableCloudToken(tokenState(), now()) !== undefined) {
        return Promise.resolve(true);
      }
      inFlight = fetchToken().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    stop() {
      if (!binding) return;
      active = false;
      generation += 1;
      controller.abort();
      controller = new AbortController();
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      inFlight = undefined;
      credentials = undefined;
      failuresInRow = 0;
      binding.dispatch(cloudSessionEnded());
    },
  };
  return connection;
}
