import { test } from './fixtures.ts';
import { ownSandbox, type OwnSandbox } from './ownSandbox.ts';

/** Sandbox time per wall time of {@link fastClockTest}'s sandbox: a minute per second. */
export const FAST_CLOCK_SPEED = 60;

/** A default-brand sandbox of one worker whose clock runs {@link FAST_CLOCK_SPEED} times as fast. */
export type FastClockSandbox = OwnSandbox;

/**
 * `test` with a second sandbox per worker, on the default brand's build, whose clock runs 60×
 * (`SANDBOX_CLOCK_SPEED`): charges and traffic grow by a minute per second. Its clock would also
 * end the normal sandboxes' sessions and tokens 60× sooner, which is why it is not the run's
 * sandbox. Ports: the run's base + 10 + the worker's index (see `ownSandbox`).
 *
 * @example
 * fastClockTest('charges grow', async ({ page, fastSandbox }) => {
 *   await page.goto(`${fastSandbox.origin}/control`);
 * });
 */
export const fastClockTest = test.extend<object, { fastSandbox: FastClockSandbox }>({
  fastSandbox: ownSandbox('fast-clock', 10, () => ({
    SANDBOX_CLOCK_SPEED: String(FAST_CLOCK_SPEED),
  })),
});
