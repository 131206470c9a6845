// Loaded on demand (storeLoader.ts): Redux Toolkit, RTK Query and react-redux stay out of the
// public home's first load (issue 5, DESIGN.md Performance), and arrive right after hydration.
export { Provider } from 'react-redux';
export { makeStore } from './store.ts';
export { sessionRegionBucket } from './regionBucket.ts';
export { i18nTranslator } from './portalExtra.ts';
export { createCloudConnection } from '../features/cloud/cloudConnection.ts';
export { createAnalyticsAdapter } from '../features/analytics/analyticsAdapter.ts';
export { readDebugSetting } from '../features/debug/debugSetting.ts';
