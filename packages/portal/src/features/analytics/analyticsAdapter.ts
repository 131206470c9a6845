import type { AnalyticsGoal } from './goalReached.ts';

/**
 * Which analytics service a brand reports the §7 goals to (`BrandConfig.analytics`):
 * - `none` (the default): goals go nowhere;
 * - `debug`: each goal is logged to the console (`[analytics] goal sign_up`), also switched on for
 *   one browser by the debug setting (`?debug=1`) on top of the brand's own adapter;
 * - `dataLayer`: each goal is pushed to `window.dataLayer` as `{ event: goal }`, the queue a tag
 *   manager the brand loads reads (the portal loads no third-party script itself).
 */
export type AnalyticsChoice = 'none' | 'debug' | 'dataLayer';

/** Every adapter a brand can choose, in a stable order (brand config validation). */
export const ANALYTICS_CHOICES: readonly AnalyticsChoice[] = ['none', 'debug', 'dataLayer'];

/** Where a goal is reported: the one place that knows the analytics service. */
export interface AnalyticsAdapter {
  goal(goal: AnalyticsGoal): void;
}

/** What the adapters write to: the browser's console and window, or fakes in tests. */
export interface AnalyticsEnvironment {
  console: Pick<Console, 'info'>;
  /** The window's `dataLayer` holder (created on the first push when missing). */
  window: { dataLayer?: unknown[] } | undefined;
}

declare global {
  interface Window {
    /** A tag manager's event queue (the `dataLayer` adapter). */
    dataLayer?: unknown[];
  }
}

const silent: AnalyticsAdapter = { goal: () => undefined };

/**
 * The adapter of a choice; `debug` true adds the console log to it (the debug setting).
 * @example createAnalyticsAdapter('dataLayer', { console, window }).goal('sign_up');
 */
export function createAnalyticsAdapter(
  choice: AnalyticsChoice,
  environment: AnalyticsEnvironment,
  debug = false,
): AnalyticsAdapter {
  const log: AnalyticsAdapter = {
    goal: (goal) => environment.console.info('[analytics] goal', goal),
  };
  let adapter = silent;
  if (choice === 'debug') adapter = log;
  if (choice === 'dataLayer') {
    adapter = {
      goal(goal) {
        const holder = environment.window;
        if (holder === undefined) return;
        if (!Array.isArray(holder.dataLayer)) holder.dataLayer = [];
        holder.dataLayer.push({ event: goal });
      },
    };
  }
  if (!debug || choice === 'debug') return adapter;
  return {
    goal(goal) {
      log.goal(goal);
      adapter.goal(goal);
    },
  };
}
