import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { colorSchemeListener, type ColorSchemeEnvironment } from './colorSchemeListener.ts';
import { preferencesSlice, type PreferencesState } from './preferencesSlice.ts';
import { productApi, type PortalExtra } from './productApi.ts';
import { sessionSlice, type SessionState } from './sessionSlice.ts';

const rootReducer = combineSlices(productApi, sessionSlice, preferencesSlice);

/** Client state a portal starts with (read from the browser by `createPortal`). */
export interface InitialClientState {
  session?: SessionState;
  preferences?: PreferencesState;
}

/**
 * Builds the Redux store of one portal instance (DESIGN.md: stores come from factories).
 * Reactions to actions that touch the page (the colour scheme) run in listener middleware.
 * @example const store = makeStore({ apiClient: createApiClient() });
 */
export function makeStore(
  extra: PortalExtra,
  initial: InitialClientState = {},
  environment?: ColorSchemeEnvironment,
) {
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      ...(initial.session ? { [sessionSlice.reducerPath]: initial.session } : {}),
      ...(initial.preferences ? { [preferencesSlice.reducerPath]: initial.preferences } : {}),
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listeners.middleware)
        .concat(productApi.middleware),
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
