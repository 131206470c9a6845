import { createAction } from '@reduxjs/toolkit';

/** The analytics goals of §7. */
export type AnalyticsGoal =
  'sign_up' | 'try_payment' | 'success_payment' | 'add_service' | 'delete_service';

/**
 * A customer reached an analytics goal (§7 Analytics goals). Screens dispatch it where the goal
 * happens (a server created: `add_service`; deleted: `delete_service`); the brand's analytics
 * adapter, when it has one, is fed from the store, so screens never know which service counts.
 * @example dispatch(goalReached('add_service'))
 */
export const goalReached = createAction<AnalyticsGoal>('analytics/goalReached');
