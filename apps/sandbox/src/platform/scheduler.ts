import type { Clock } from './clock.ts';
import type { Ids } from './ids.ts';

/** Work done at a scheduled time; it receives the time it was due (sandbox clock). */
export type ScheduledTask = (dueAt: Date) => void | Promise<void>;

/** A job waiting in the scheduler. */
export interface ScheduledJob {
  readonly id: string;
  /** What the job is for, in logs (`server 1f0c… BUILD → ACTIVE`). */
  readonly name: string;
  /** Removes the job; answers whether it was still waiting. */
  cancel(): boolean;
}

/** What {@link Scheduler.pending} lists. */
export interface PendingJob {
  id: string;
  name: string;
  /** When it runs next (sandbox time). */
  dueAt: Date;
  /** For repeating jobs: the interval in sandbox milliseconds. */
  intervalMs?: number;
}

/** Called with a task's error (thrown or rejected). */
export type TaskErrorLogger = (error: unknown, job: { id: string; name: string }) => void;

/** Timed transitions on the sandbox clock (a server BUILD → ACTIVE, hourly charges). */
export interface Scheduler {
  /** Runs `task` once at `at`: a sandbox time, or a delay in sandbox milliseconds from now. */
  schedule(at: Date | number, task: ScheduledTask, options?: { name?: string }): ScheduledJob;
  /**
   * Runs `task` every `intervalMs` sandbox milliseconds, first at `firstAt` (default: one
   * interval from now). Occurrences keep to the grid (no drift); missed ones (the process was
   * paused) all run, late, in order.
   */
  every(
    intervalMs: number,
    task: ScheduledTask,
    options?: { name?: string; firstAt?: Date },
  ): ScheduledJob;
  /** Removes a job by id; answers whether it was still waiting. */
  cancel(id: string): boolean;
  /** The waiting jobs, in the order they will run. */
  pending(): PendingJob[];
  /** Stops the timer and drops every job (app close). Scheduling afterwards throws. */
  close(): void;
}

interface Job {
  id: string;
  name: string;
  dueAt: number;
  /** Creation order: jobs due at the same time run in the order they were scheduled. */
  sequence: number;
  intervalMs?: number;
  task: ScheduledTask;
}

// setTimeout's longest delay (about 24.8 days); a later job is re-armed when this one fires.
const MAX_TIMER_DELAY = 2 ** 31 - 1;

/**
 * Creates the scheduler over the sandbox clock. With a running clock one unref'd timer waits for
 * the earliest job (wall delay = sandbox delay / clock speed), so it never keeps the process
 * alive. With a manual clock there is no timer: `clock.advance()` runs the jobs that fall due,
 * in order, each seeing `clock.now()` equal to its due time. Jobs live in memory only: a restart
 * forgets them, so a module keeps what must survive (a server's BUILD start time) in its own
 * tables and schedules again from them when it is created.
 *
 * @example
 * const scheduler = createScheduler({ clock, ids, onTaskError: (error) => log.error(error) });
 * scheduler.schedule(5_000, () => servers.markActive(id), { name: `server ${id} BUILD → ACTIVE` });
 * scheduler.every(3_600_000, (dueAt) => billing.chargeHour(dueAt), { name: 'hourly charges' });
 */
export function createScheduler(options: {
  clock: Clock;
  ids: Ids;
  onTaskError: TaskErrorLogger;
}): Scheduler {
  const { clock, ids, onTaskError } = options;
  const jobs = new Map<string, Job>();
  let sequence = 0;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const report = (error: unknown, job: Job) => {
    try {
      onTaskError(error, { id: job.id, name: job.name });
    } catch {
      // A failing logger must not stop the other jobs.
    }
  };

  const earliest = (): Job | undefined => {
    let first: Job | undefined;
    for (const job of jobs.values()) {
      if (
        first === undefined ||
        job.dueAt < first.dueAt ||
        (job.dueAt === first.dueAt && job.sequence < first.sequence)
      )
        first = job;
    }
    return first;
  };

  const run = (job: Job) => {
    const dueAt = new Date(job.dueAt);
    if (job.intervalMs === undefined) jobs.delete(job.id);
    else job.dueAt += job.intervalMs;
    try {
      const result = job.task(dueAt);
      if (result instanceof Promise) result.catch((error: unknown) => report(error, job));
    } catch (error) {
      report(error, job);
    }
  };

  const runDue = () => {
    // One reading of the clock per pass: a running clock moves on while tasks run, and a fast one
    // could otherwise keep a short repeating job due forever.
    const now = clock.now().getTime();
    for (let job = earliest(); job !== undefined; job = earliest()) {
      if (closed || job.dueAt > now) break;
      run(job);
    }
  };

  const arm = () => {
    if (clock.kind !== 'running' || closed) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const next = earliest();
    if (next === undefined) return;
    const wallDelay = Math.max(0, (next.dueAt - clock.now().getTime()) / clock.speed);
    timer = setTimeout(
      () => {
        timer = undefined;
        runDue();
        arm();
      },
      Math.min(Math.ceil(wallDelay), MAX_TIMER_DELAY),
    );
    timer.unref();
  };

  // A running clock that jumps ahead: the armed timer was for the old distance; re-arm, so what
  // fell due runs at once (each job sees its own due time, as after a pause).
  const detach =
    clock.kind === 'manual'
      ? clock.attach({ nextDueAt: () => (closed ? undefined : earliest()?.dueAt), runDue })
      : clock.onJump(arm);

  const add = (job: Omit<Job, 'id' | 'sequence'>): ScheduledJob => {
    if (closed) throw new Error('The scheduler is closed (the sandbox is stopping).');
    if (!Number.isFinite(job.dueAt)) throw new RangeError('A job needs a valid time.');
    const id = ids.uuid();
    sequence += 1;
    jobs.set(id, { ...job, id, sequence });
    arm();
    return { id, name: job.name, cancel: () => cancel(id) };
  };

  const cancel = (id: string): boolean => {
    const removed = jobs.delete(id);
    if (removed) arm();
    return removed;
  };

  return {
    schedule(at, task, options = {}) {
      const dueAt = at instanceof Date ? at.getTime() : clock.now().getTime() + at;
      return add({ name: options.name ?? 'scheduled task', dueAt, task });
    },
    every(intervalMs, task, options = {}) {
      if (!Number.isFinite(intervalMs) || intervalMs < 1) {
        throw new RangeError(`every() takes an interval of 1 ms or more, got ${intervalMs}.`);
      }
      const dueAt = options.firstAt?.getTime() ?? clock.now().getTime() + intervalMs;
      return add({ name: options.name ?? 'repeating task', dueAt, intervalMs, task });
    },
    cancel,
    pending() {
      return [...jobs.values()]
        .sort((a, b) => a.dueAt - b.dueAt || a.sequence - b.sequence)
        .map((job) => ({
          id: job.id,
          name: job.name,
          dueAt: new Date(job.dueAt),
          ...(job.intervalMs === undefined ? {} : { intervalMs: job.intervalMs }),
        }));
    },
    close() {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      jobs.clear();
      detach();
    },
  };
}
