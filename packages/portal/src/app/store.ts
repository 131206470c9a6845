import { LOGIN_PATH } from '@cloud-portal/domain/account';
import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type TypedStartListening,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { colorSchemeListener, type ColorSchemeEnvironment } from './colorSchemeListener.ts';
import { preferencesSlice, type PreferencesState } from './preferencesSlice.ts';
import { createToaster } from '@cloud-portal/ui';
import { accountStateSlice } from '../features/account-state/accountStateSlice.ts';
import { startAccountStateReactions } from '../features/account-state/accountStateReactions.ts';
import {
  startJwtRefresh,
  type JwtRefreshEnvironment,
} from '../features/session/jwtRefreshListener.ts';
import { startAnalytics } from '../features/analytics/analyticsListener.ts';
import { startProductApiToasts } from './listeners/productApiToasts.ts';
import { keyTranslator, stillNavigation, type PortalExtra } from './portalExtra.ts';
import { productApi } from './productApi.ts';
import { sessionSlice, type SessionState } from './sessionSlice.ts';
import { cloudApi } from '../features/cloud/cloudApi.ts';
import { createCloudConnection } from '../features/cloud/cloudConnection.ts';
import { cloudTokenSlice } from '../features/cloud/cloudTokenSlice.ts';
import { regionLoadsSlice } from '../features/cloud/regionLoadsSlice.ts';
import { formStoreSlice } from '../features/forms/formStore.ts';

const rootReducer = combineSlices(
  productApi,
  sessionSlice,
  preferencesSlice,
  accountStateSlice,
  cloudApi,
  cloudTokenSlice,
  regionLoadsSlice,
  formStoreSlice,
);

/** Client state a portal starts with (read from the browser by `createPortal`). */
export interface InitialClientState {
  session?: SessionState;
  preferences?: PreferencesState;
}

/**
 * Builds the Redux store of one portal instance (DESIGN.md: stores come from factories).
 * Reactions run in listener middleware, which gets the same `extra`: the colour scheme, the §8
 * toasts of failed product-API calls, the §4 reactions to account state, the 8-hour jwt
 * refresh and the §7 analytics goals. Without a toaster, navigation or translator (tests) it makes a queue of its own, stays
 * put and shows keys; the login path defaults to `/login`.
 * @example const store = makeStore({ apiClient: createApiClient() });
 */
export function makeStore(
  parts: Pick<PortalExtra, 'apiClient'> & Partial<PortalExtra>,
  initial: InitialClientState = {},
  environment?: ColorSchemeEnvironment,
  jwtRefreshEnvironment?: JwtRefreshEnvironment,
) {
  const extra: PortalExtra = {
    toaster: parts.toaster ?? createToaster(),
    navigation: parts.navigation ?? stillNavigation,
    translator: parts.translator ?? keyTranslator,
    loginPath: parts.loginPath ?? LOGIN_PATH,
    cloud: parts.cloud ?? createCloudConnection({ baseUrl: '' }),
    analytics: parts.analytics ?? { goal: () => undefined },
    ...parts,
  };
  const listeners = createListenerMiddleware({ extra });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      ...(initial.session ? { [sessionSlice.reducerPath]: initial.session } : {}),
      ...(initial.preferences ? { [preferencesSlice.reducerPath]: initial.preferences } : {}),
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listeners.middleware)
        .concat(productApi.middleware, cloudApi.middleware),
  });
  extra.cloud.connect({
    getState: store.getState,
    dispatch: store.dispatch,
    apiClient: extra.apiClient,
  });
  if (environment) {
    colorSchemeListener(listeners, environment, store.getState().preferences.colorScheme);
  }
  const startListening = listeners.startListening as AppStartListening;
  startProductApiToasts(startListening);
  startAccountStateReactions(startListening);
  startJwtRefresh(startListening, jwtRefreshEnvironment);
  startAnalytics(startListening);
  setupListeners(store.dispatch);
  return store;
}

/** The store type of a portal. */
export type AppStore = ReturnType<typeof makeStore>;
/** Root state, inferred from the reducers. */
export type RootState = ReturnType<typeof rootReducer>;
/** Dispatch with thunks, inferred. */
export type AppDispatch = AppStore['dispatch'];
/** `startListening` of the store's listener middleware, typed with its state and `extra`. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch, PortalExtra>;
