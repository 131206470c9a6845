import { describe, expect, it } from 'vitest';
import { clockFromFunction, manualClock, runningClock } from './clock.ts';

const START = new Date('2026-01-01T00:00:00.000Z');

describe('runningClock', () => {
  it('runs `speed` times as fast as wall time from its start', () => {
    let wall = 1_000_000;
    const clock = runningClock({ speed: 60, start: START, wallNow: () => wall });

    expect(clock.now()).toEqual(START);
    wall += 1_000;
    expect(clock.now()).toEqual(new Date('2026-01-01T00:01:00.000Z'));
    wall += 500;
    expect(clock.now()).toEqual(new Date('2026-01-01T00:01:30.000Z'));
    expect(clock.speed).toBe(60);
  });

  it('starts at the wall time by default, and at speed 1 stays with it', () => {
    let wall = Date.parse('2026-03-01T12:00:00.000Z');
    const clock = runningClock({ wallNow: () => wall });

    expect(clock.now().toISOString()).toBe('2026-03-01T12:00:00.000Z');
    wall += 2_500;
    expect(clock.now().toISOString()).toBe('2026-03-01T12:00:02.500Z');
  });

  it('refuses a speed that is not a positive number', () => {
    for (const speed of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => runningClock({ speed }), String(speed)).toThrow(/positive number/);
    }
  });

  it('jumps ahead at once and keeps running from there; never back', () => {
    let wall = 0;
    const clock = runningClock({ speed: 2, start: START, wallNow: () => wall });
    const jumps: string[] = [];
    const stop = clock.onJump(() => jumps.push(clock.now().toISOString()));

    clock.jump(31 * 86_400_000);
    expect(clock.now().toISOString()).toBe('2026-02-01T00:00:00.000Z');
    wall += 1_000;
    expect(clock.now().toISOString()).toBe('2026-02-01T00:00:02.000Z');
    expect(jumps).toEqual(['2026-02-01T00:00:00.000Z']);
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => clock.jump(bad), String(bad)).toThrow(/0 ms or more/);
    stop();
    clock.jump(1_000);
    expect(jumps).toHaveLength(1);
    expect(clock.now().toISOString()).toBe('2026-02-01T00:00:03.000Z');
  });

  it('answers a new Date each time (a caller changing it does not move the clock)', () => {
    const clock = runningClock({ start: START, wallNow: () => 0 });
    clock.now().setFullYear(1999);
    expect(clock.now()).toEqual(START);
  });
});

describe('clockFromFunction', () => {
  it('reads the function on every call (tests that set the time by hand)', () => {
    let time = START;
    const clock = clockFromFunction(() => time);
    expect(clock.now()).toEqual(START);
    time = new Date('2026-06-01T00:00:00.000Z');
    expect(clock.now()).toEqual(time);
    clock.now().setFullYear(1999);
    expect(time.getUTCFullYear()).toBe(2026);
  });
});

describe('manualClock', () => {
  it('stands still until advanced or set', () => {
    const clock = manualClock(START);
    expect(clock.now()).toEqual(START);
    clock.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:01:30.000Z');
    clock.set(new Date('2026-02-01T00:00:00.000Z'));
    expect(clock.now().toISOString()).toBe('2026-02-01T00:00:00.000Z');
    clock.set(START);
    expect(clock.now()).toEqual(START);
  });

  it('refuses negative or invalid moves', () => {
    const clock = manualClock(START);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
    expect(() => clock.set(new Date('nonsense'))).toThrow(RangeError);
    expect(clock.now()).toEqual(START);
  });

  it('stops at each due time of its drivers on the way, in order', () => {
    const clock = manualClock(START);
    const due = [START.getTime() + 3_000, START.getTime() + 1_000, START.getTime() + 9_000];
    const seen: string[] = [];
    clock.attach({
      nextDueAt: () => (due.length === 0 ? undefined : Math.min(...due)),
      runDue: () => {
        const now = clock.now().getTime();
        for (const time of due.filter((time) => time <= now).sort((a, b) => a - b)) {
          seen.push(clock.now().toISOString());
          due.splice(due.indexOf(time), 1);
        }
      },
    });

    clock.advance(5_000);

    expect(seen).toEqual(['2026-01-01T00:00:01.000Z', '2026-01-01T00:00:03.000Z']);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:05.000Z');
    expect(due).toEqual([START.getTime() + 9_000]);
  });

  it('does not run anything when set back in time, and a detached driver is left alone', () => {
    const clock = manualClock(START);
    let runs = 0;
    const detach = clock.attach({ nextDueAt: () => START.getTime(), runDue: () => (runs += 1) });
    clock.set(new Date(START.getTime() - 60_000));
    expect(runs).toBe(0);
    detach();
    clock.advance(120_000);
    expect(runs).toBe(0);
  });

  it('cannot be moved from inside a task it is running', () => {
    const clock = manualClock(START);
    let due: number | undefined = START.getTime() + 1_000;
    let error: unknown;
    clock.attach({
      nextDueAt: () => due,
      runDue: () => {
        due = undefined;
        try {
          clock.advance(1_000);
        } catch (caught) {
          error = caught;
        }
      },
    });
    clock.advance(2_000);
    expect(String(error)).toMatch(/cannot be moved from inside a scheduled task/);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:02.000Z');
  });
});
