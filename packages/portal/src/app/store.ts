import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { productApi, type PortalExtra } from './productApi.ts';
import { sessionSlice, type SessionState } from './sessionSlice.ts';

/**
 * Builds the Redux store of one portal instance (DESIGN.md: stores come from factories).
 * @example const store = makeStore({ apiClient: createApiClient() });
 */
export function makeStore(extra: PortalExtra, session?: SessionState) {
  const store = configureStore({
    reducer: {
      [productApi.reducerPath]: productApi.reducer,
      [sessionSlice.reducerPath]: sessionSlice.reducer,
    },
    preloadedState: session ? { [sessionSlice.reducerPath]: session } : undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(productApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

/** The store type of a portal. */
export type AppStore = ReturnType<typeof makeStore>;
/** Root state, inferred from the reducers. */
export type RootState = ReturnType<AppStore['getState']>;
/** Dispatch with thunks, inferred. */
export type AppDispatch = AppStore['dispatch'];
