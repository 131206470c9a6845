// The store's first stage (issue 15), loaded and run before `storeRuntime.ts`: Redux Toolkit,
// RTK Query and react-redux, and the two `createApi` calls that set RTK Query up. Running these
// with the rest of the store (its slices, listeners and every feature's injected endpoints) was
// one task of 55-75 ms on a phone (4x CPU); split, each stays under the 50 ms a long task starts at.
export { productApi } from './productApi.ts';
export { cloudApi } from '../features/cloud/cloudApi.ts';
