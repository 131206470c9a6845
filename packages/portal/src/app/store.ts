import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { colorSchemeListener, type ColorSchemeEnvironment } from './colorSchemeListener.ts';
import { preferencesSlice, type PreferencesState } from './preferencesSlice.ts';
import { createToaster } from '@cloud-portal/ui';
import { stillNavigation, type PortalExtra } from './portalExtra.ts';
import { productApi } from './productApi.ts';
import { sessionSlice, type SessionState } from './sessionSlice.ts';
import { cloudApi } from '../features/cloud/cloudApi.ts';
import { createCloudConnection } from '../features/cloud/cloudConnection.ts';
import { cloudTokenSlice } from '../features/cloud/cloudTokenSlice.ts';
import { regionLoadsSlice } from '../features/cloud/regionLoadsSlice.ts';

const rootReducer = combineSlices(
  productApi,
  sessionSlice,
  preferencesSlice,
  cloudApi,
  cloudTokenSlice,
  regionLoadsSlice,
);

/** Client state a portal starts with (read from the browser by `createPortal`). */
export interface InitialClientState {
  session?: SessionState;
  preferences?: PreferencesState;
}

/**
 * Builds the Redux store of one portal instance (DESIGN.md: stores come from factories).
 * Reactions to actions that touch the page (the colour scheme) run in listener middleware, which
 * gets the same `extra`. Without a toaster or navigation (tests) it makes a queue of its own and
 * stays put.
 * @example const store = makeStore({ apiClient: createApiClient() });
 */
export function makeStore(
  parts: Pick<PortalExtra, 'apiClient'> & Partial<PortalExtra>,
  initial: InitialClientState = {},
  environment?: ColorSchemeEnvironment,
) {
  const extra: PortalExtra = {
    toaster: parts.toaster ?? createToaster(),
    navigation: parts.navigation ?? stillNavigation,
    cloud: parts.cloud ?? createCloudConnection({ baseUrl: '' }),
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
  setupListeners(store.dispatch);
  return store;
}

/** The store type of a portal. */
export type AppStore = ReturnType<typeof makeStore>;
/** Root state, inferred from the reducers. */
export type RootState = ReturnType<typeof rootReducer>;
/** Dispatch with thunks, inferred. */
export type AppDispatch = AppStore['dispatch'];
