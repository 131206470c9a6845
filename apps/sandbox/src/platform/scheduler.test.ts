import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualClock, runningClock } from './clock.ts';
import { countingIds } from './ids.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';

const START = new Date('2026-01-01T00:00:00.000Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000).toISOString();

let errors: { error: unknown; job: { id: string; name: string } }[] = [];
let scheduler: Scheduler | undefined;

function withManualClock() {
  const clock = manualClock(START);
  errors = [];
  scheduler = createScheduler({
    clock,
    ids: countingIds(),
    onTaskError: (error, job) => errors.push({ error, job }),
  });
  return { clock, scheduler };
}

afterEach(() => {
  scheduler?.close();
  scheduler = undefined;
  vi.useRealTimers();
});

describe('scheduler on a manual clock', () => {
  it('runs a job when the clock reaches its time, seeing the clock at that time', () => {
    const { clock, scheduler } = withManualClock();
    const runs: string[] = [];
    scheduler.schedule(
      5_000,
      (dueAt) => void runs.push(`${dueAt.toISOString()} ${clock.now().toISOString()}`),
    );

    clock.advance(4_999);
    expect(runs).toEqual([]);
    clock.advance(1);
    expect(runs).toEqual([`${at(5)} ${at(5)}`]);
    clock.advance(60_000);
    expect(runs).toHaveLength(1);
    expect(scheduler.pending()).toEqual([]);
  });

  it('runs the jobs that fall due during one advance in time order, ties in scheduling order', () => {
    const { clock, scheduler } = withManualClock();
    const runs: string[] = [];
    const note = (label: string) => () => void runs.push(`${clock.now().toISOString()} ${label}`);
    scheduler.schedule(new Date(START.getTime() + 30_000), note('c at 30 s'));
    scheduler.schedule(10_000, note('a at 10 s'));
    scheduler.schedule(10_000, note('b at 10 s'));
    scheduler.schedule(90_000, note('d at 90 s'));

    clock.advance(60_000);

    expect(runs).toEqual([`${at(10)} a at 10 s`, `${at(10)} b at 10 s`, `${at(30)} c at 30 s`]);
    expect(scheduler.pending().map((job) => job.dueAt.toISOString())).toEqual([at(90)]);
  });

  it('repeats on a fixed grid: an hour of a 10-minute job is 6 runs', () => {
    const { clock, scheduler } = withManualClock();
    const runs: string[] = [];
    const job = scheduler.every(600_000, (dueAt) => void runs.push(dueAt.toISOString()), {
      name: 'charges',
    });

    clock.advance(3_600_000);

    expect(runs).toEqual([600, 1200, 1800, 2400, 3000, 3600].map(at));
    expect(scheduler.pending()).toEqual([
      { id: job.id, name: 'charges', dueAt: new Date(at(4200)), intervalMs: 600_000 },
    ]);
    expect(job.cancel()).toBe(true);
    clock.advance(3_600_000);
    expect(runs).toHaveLength(6);
    expect(job.cancel()).toBe(false);
  });

  it('starts a repeating job at firstAt when given', () => {
    const { clock, scheduler } = withManualClock();
    const runs: string[] = [];
    scheduler.every(60_000, (dueAt) => void runs.push(dueAt.toISOString()), {
      firstAt: new Date(START.getTime() + 5_000),
    });
    clock.advance(130_000);
    expect(runs).toEqual([at(5), at(65), at(125)]);
  });

  it('runs a job scheduled in the past at the next move of the clock', () => {
    const { clock, scheduler } = withManualClock();
    const runs: string[] = [];
    scheduler.schedule(
      new Date(START.getTime() - 60_000),
      () => void runs.push(clock.now().toISOString()),
    );
    expect(runs).toEqual([]);
    clock.advance(0);
    expect(runs).toEqual([at(0)]);
  });

  it('runs a job that a task schedules within the same advance, at its own time', () => {
    const { clock, scheduler } = withManualClock();
    const runs: string[] = [];
    scheduler.schedule(10_000, () => {
      runs.push(`BUILD ${clock.now().toISOString()}`);
      scheduler.schedule(5_000, () => void runs.push(`ACTIVE ${clock.now().toISOString()}`));
    });
    clock.advance(60_000);
    expect(runs).toEqual([`BUILD ${at(10)}`, `ACTIVE ${at(15)}`]);
  });

  it('cancels by id, before the job runs', () => {
    const { clock, scheduler } = withManualClock();
    const runs: string[] = [];
    const job = scheduler.schedule(1_000, () => void runs.push('ran'));
    expect(scheduler.cancel(job.id)).toBe(true);
    expect(scheduler.cancel(job.id)).toBe(false);
    clock.advance(5_000);
    expect(runs).toEqual([]);
  });

  it('logs a failing task and goes on with the others and with the repetitions', async () => {
    const { clock, scheduler } = withManualClock();
    const runs: string[] = [];
    scheduler.every(
      1_000,
      () => {
        throw new Error('charge failed');
      },
      { name: 'failing charge' },
    );
    scheduler.schedule(1_500, async () => {
      await Promise.resolve();
      throw new Error('async task failed');
    });
    scheduler.schedule(1_500, () => void runs.push('other'));

    clock.advance(2_000);
    await new Promise((resolve) => setImmediate(resolve));

    expect(runs).toEqual(['other']);
    expect(errors.map(({ error, job }) => `${job.name}: ${(error as Error).message}`)).toEqual([
      'failing charge: charge failed',
      'failing charge: charge failed',
      'scheduled task: async task failed',
    ]);
  });

  it('after close: drops every job, no longer follows the clock, refuses new jobs', () => {
    const { clock, scheduler } = withManualClock();
    const runs: string[] = [];
    scheduler.every(1_000, () => void runs.push('ran'));
    scheduler.close();
    clock.advance(10_000);
    expect(runs).toEqual([]);
    expect(scheduler.pending()).toEqual([]);
    expect(() => scheduler.schedule(1, () => {})).toThrow(/closed/);
  });

  it('refuses an interval under 1 ms and an invalid date', () => {
    const { scheduler } = withManualClock();
    expect(() => scheduler.every(0, () => {})).toThrow(RangeError);
    expect(() => scheduler.schedule(new Date('nonsense'), () => {})).toThrow(RangeError);
  });
});

describe('scheduler on a running clock', () => {
  it('arms a timer for the wall delay: sandbox delay / speed', () => {
    vi.useFakeTimers({ now: START });
    const clock = runningClock({ speed: 60 });
    scheduler = createScheduler({ clock, ids: countingIds(), onTaskError: () => {} });
    const runs: string[] = [];
    // An hour of sandbox time at 60×: a wall minute.
    scheduler.schedule(
      3_600_000,
      (dueAt) => void runs.push(`${dueAt.toISOString()} ${clock.now().toISOString()}`),
    );

    vi.advanceTimersByTime(59_999);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual([`${at(3600)} ${at(3600)}`]);
  });

  it('runs a repeating job at each interval of sandbox time', () => {
    vi.useFakeTimers({ now: START });
    const clock = runningClock({ speed: 3_600 });
    scheduler = createScheduler({ clock, ids: countingIds(), onTaskError: () => {} });
    const runs: string[] = [];
    // Hourly charges at 3600×: one a wall second.
    scheduler.every(3_600_000, (dueAt) => void runs.push(dueAt.toISOString()));
    vi.advanceTimersByTime(3_000);
    expect(runs).toEqual([at(3600), at(7200), at(10800)]);
  });

  it('re-arms for an earlier job and stops its timer on close', () => {
    vi.useFakeTimers({ now: START });
    const clock = runningClock();
    scheduler = createScheduler({ clock, ids: countingIds(), onTaskError: () => {} });
    const runs: string[] = [];
    scheduler.schedule(10_000, () => void runs.push('late'));
    scheduler.schedule(1_000, () => void runs.push('early'));
    vi.advanceTimersByTime(1_000);
    expect(runs).toEqual(['early']);
    expect(vi.getTimerCount()).toBe(1);
    scheduler.close();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(runs).toEqual(['early']);
  });

  it('runs what a jump of the clock made due at once, each at its own time, in order', () => {
    vi.useFakeTimers({ now: START });
    const clock = runningClock();
    scheduler = createScheduler({ clock, ids: countingIds(), onTaskError: () => {} });
    const runs: string[] = [];
    scheduler.every(86_400_000, (dueAt) => void runs.push(dueAt.toISOString()));
    scheduler.schedule(40 * 86_400_000, () => void runs.push('day 40'));

    clock.jump(3 * 86_400_000);
    expect(runs).toEqual([]); // the timer runs them, not the jump itself
    vi.advanceTimersByTime(0);
    expect(runs).toEqual([
      '2026-01-02T00:00:00.000Z',
      '2026-01-03T00:00:00.000Z',
      '2026-01-04T00:00:00.000Z',
    ]);
    // The next day is a wall day away again, not the 4 days the first timer was armed for.
    vi.advanceTimersByTime(86_400_000 - 1);
    expect(runs).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(runs.at(-1)).toBe('2026-01-05T00:00:00.000Z');
    expect(runs).not.toContain('day 40');
  });

  it('does not keep the process alive (its timer is unref’d)', () => {
    const clock = runningClock();
    scheduler = createScheduler({ clock, ids: countingIds(), onTaskError: () => {} });
    const timeouts = () =>
      process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
    const before = timeouts();
    scheduler.schedule(3_600_000, () => {});
    expect(scheduler.pending()).toHaveLength(1);
    expect(timeouts()).toBe(before);
  });
});
