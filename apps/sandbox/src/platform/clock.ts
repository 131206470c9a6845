/**
 * The sandbox clock: every module reads the time through it (`platform.clock.now()`, or its alias
 * `platform.now()`), so tests can set and advance it and `SANDBOX_CLOCK_SPEED` can run the whole
 * sandbox faster than wall time (a server is ACTIVE sooner, an hourly charge comes every few
 * seconds).
 *
 * Two kinds: a running clock (wall time, possibly accelerated: timers drive the scheduler) and a
 * manual clock (moves only when a test says so, and then runs what fell due on the way).
 */
export type Clock = RunningClock | ManualClock;

/** A clock that moves with wall time, `speed` times as fast. */
export interface RunningClock {
  readonly kind: 'running';
  /** The sandbox time now. */
  now(): Date;
  /** Sandbox milliseconds per wall-clock millisecond: 1 is real time, 60 a minute per second. */
  readonly speed: number;
  /**
   * Moves the clock forward by `milliseconds` at once (the staff page's "advance the clock": a
   * month of charges in one press); it keeps running from there. Never backward: what was
   * recorded at a time stays in the past. The scheduler re-arms, so what fell due runs at once.
   */
  jump(milliseconds: number): void;
  /** Calls `listener` after each jump; answers a function that stops it. */
  onJump(listener: () => void): () => void;
}

/**
 * What a manual clock drives when it moves: the scheduler attaches itself, so that advancing the
 * clock runs the tasks that fell due on the way, each at its own time.
 */
export interface ManualClockDriver {
  /** The earliest time (ms since the epoch) something is due, or `undefined` when nothing is. */
  nextDueAt(): number | undefined;
  /** Runs whatever is due at the clock's current time. */
  runDue(): void;
}

/** A clock that moves only when told: `set` and `advance`. For tests. */
export interface ManualClock {
  readonly kind: 'manual';
  /** The sandbox time now. */
  now(): Date;
  /**
   * Moves the clock forward by `milliseconds`, stopping at each due time on the way to run what
   * is due then (so a task sees `now()` equal to the time it was scheduled for).
   */
  advance(milliseconds: number): void;
  /** Moves the clock to `time`: forward as `advance` does; backward without running anything. */
  set(time: Date): void;
  /** Attaches a driver (the scheduler); answers a function that detaches it. */
  attach(driver: ManualClockDriver): () => void;
}

/**
 * The wall clock, or an accelerated one: sandbox time = `start` + wall time elapsed since the
 * clock was made × `speed`. `start` defaults to the wall time at creation, so sandbox time begins
 * at the real time and then runs ahead of it.
 *
 * @example
 * const clock = runningClock({ speed: 60 }); // a minute of sandbox time per wall second
 * clock.now();
 */
export function runningClock(
  options: { speed?: number; start?: Date; wallNow?: () => number } = {},
): RunningClock {
  const speed = options.speed ?? 1;
  if (!Number.isFinite(speed) || speed <= 0) {
    throw new RangeError(`The clock speed must be a positive number, got ${speed}.`);
  }
  const wallNow = options.wallNow ?? Date.now;
  const wallStart = wallNow();
  const start = options.start?.getTime() ?? wallStart;
  return jumpable(speed, () => start + (wallNow() - wallStart) * speed);
}

/** A running clock over `read` (ms since the epoch) plus the jumps made so far. */
function jumpable(speed: number, read: () => number): RunningClock {
  let offset = 0;
  const listeners = new Set<() => void>();
  return {
    kind: 'running',
    speed,
    now: () => new Date(read() + offset),
    jump(milliseconds) {
      if (!Number.isFinite(milliseconds) || milliseconds < 0) {
        throw new RangeError(`jump() takes a duration of 0 ms or more, got ${milliseconds}.`);
      }
      offset += milliseconds;
      for (const listener of [...listeners]) listener();
    },
    onJump(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A running clock (speed 1) that reads the given function: what `buildServer`'s `now` option
 * becomes, for tests that set the time by hand. Scheduled tasks still run on wall-time timers
 * here; a test of timed behaviour passes a {@link manualClock} as `clock` instead.
 *
 * @example
 * let time = new Date('2026-01-01T00:00:00Z');
 * const clock = clockFromFunction(() => time);
 */
export function clockFromFunction(now: () => Date): RunningClock {
  return jumpable(1, () => now().getTime());
}

/**
 * A clock for tests: it stands still until `advance` or `set` moves it, and then runs the due
 * tasks of the attached scheduler in order, each at its due time.
 *
 * @example
 * const clock = manualClock(new Date('2026-01-01T00:00:00Z'));
 * clock.advance(30_000);
 * clock.now(); // 2026-01-01T00:00:30.000Z
 */
export function manualClock(start: Date = new Date()): ManualClock {
  let current = start.getTime();
  const drivers = new Set<ManualClockDriver>();
  let moving = false;

  const nextDue = (): number | undefined => {
    let earliest: number | undefined;
    for (const driver of drivers) {
      const due = driver.nextDueAt();
      if (due !== undefined && (earliest === undefined || due < earliest)) earliest = due;
    }
    return earliest;
  };

  const moveTo = (target: number) => {
    // A task that advances the clock itself would re-enter here mid-walk: refuse it plainly.
    if (moving) throw new Error('The manual clock cannot be moved from inside a scheduled task.');
    moving = true;
    try {
      for (;;) {
        const due = nextDue();
        if (due === undefined || due > target) break;
        // A task scheduled in the past (before `current`) runs now, not back in time.
        current = Math.max(current, due);
        for (const driver of [...drivers]) driver.runDue();
      }
      current = Math.max(current, target);
    } finally {
      moving = false;
    }
  };

  return {
    kind: 'manual',
    now: () => new Date(current),
    advance(milliseconds) {
      if (!Number.isFinite(milliseconds) || milliseconds < 0) {
        throw new RangeError(`advance() takes a duration of 0 ms or more, got ${milliseconds}.`);
      }
      moveTo(current + milliseconds);
    },
    set(time) {
      const target = time.getTime();
      if (Number.isNaN(target)) throw new RangeError('set() takes a valid date.');
      if (target < current) current = target;
      else moveTo(target);
    },
    attach(driver) {
      drivers.add(driver);
      return () => drivers.delete(driver);
    },
  };
}
