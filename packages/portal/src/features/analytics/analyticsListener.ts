import type { AppStartListening } from '../../app/store.ts';
import { goalReached } from './goalReached.ts';

/**
 * Feeds the §7 analytics goals screens dispatch (`goalReached`) to the portal's adapter
 * (`extra.analytics`, chosen by the brand). An adapter that throws (a tag manager's queue
 * replaced by something odd) is logged and never breaks the screen that reached the goal.
 * @example startAnalytics(listeners.startListening);
 */
export function startAnalytics(startListening: AppStartListening): void {
  startListening({
    actionCreator: goalReached,
    effect: (action, api) => {
      try {
        api.extra.analytics.goal(action.payload);
      } catch (error) {
        console.warn('analytics adapter failed', error);
      }
    },
  });
}
