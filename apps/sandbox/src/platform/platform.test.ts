import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { composeSandbox } from '../server.ts';
import { makeTempDir, startTestServer } from '../test-support/server.ts';
import { manualClock } from './clock.ts';

const START = new Date('2026-01-01T00:00:00.000Z');

let temp: ReturnType<typeof makeTempDir> | undefined;
afterEach(() => {
  temp?.cleanup();
  temp = undefined;
});

/** A sandbox whose platform the test can reach (startTestServer hides it). */
async function sandboxWith(options: Partial<Parameters<typeof composeSandbox>[0]> = {}) {
  temp = makeTempDir();
  return composeSandbox({
    dataDir: join(temp.path, 'data'),
    staticDir: join(temp.path, 'dist'),
    ...options,
  });
}

describe('the platform in the sandbox', () => {
  it('runs on the clock the server was given, which the modules read too', async () => {
    const clock = manualClock(START);
    const server = await startTestServer({ clock });
    try {
      const time = await server.app.inject({ method: 'GET', url: '/api/time/' });
      expect(time.json()).toEqual({ time: START.toISOString(), timestamp: START.getTime() });
      clock.advance(86_400_000);
      const later = await server.app.inject({ method: 'GET', url: '/api/time/' });
      expect(later.json()).toMatchObject({ time: '2026-01-02T00:00:00.000Z' });
    } finally {
      await server.close();
    }
  });

  it('keeps the `now` option working (tests that set the time by hand)', async () => {
    let time = START;
    const { app, platform } = await sandboxWith({ now: () => time });
    try {
      expect(platform.now()).toEqual(START);
      time = new Date('2027-05-05T05:05:05.000Z');
      expect(platform.clock.now()).toEqual(time);
      const answer = await app.inject({ method: 'GET', url: '/api/time/' });
      expect(answer.json()).toMatchObject({ time: '2027-05-05T05:05:05.000Z' });
    } finally {
      await app.close();
    }
  });

  it('closes the scheduler with the app: its jobs are dropped and no new ones are taken', async () => {
    const clock = manualClock(START);
    const { app, platform } = await sandboxWith({ clock });
    const runs: string[] = [];
    // The modules' own jobs (billing's deduction run) are waiting too.
    const modulesJobs = platform.scheduler.pending().length;
    platform.scheduler.schedule(1_000, () => void runs.push('ran'));
    expect(platform.scheduler.pending()).toHaveLength(modulesJobs + 1);

    await app.close();

    expect(platform.scheduler.pending()).toEqual([]);
    clock.advance(5_000);
    expect(runs).toEqual([]);
    expect(() => platform.scheduler.schedule(1, () => {})).toThrow(/closed/);
    expect(platform.db.open).toBe(false);
  });

  it('delivers the queued events before the database closes', async () => {
    const { app, platform } = await sandboxWith();
    const seen: number[] = [];
    platform.events.subscribe('server.deleted', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      // Still open: the handler can record what it must.
      seen.push((platform.db.prepare('SELECT 1 AS one').get() as { one: number }).one);
    });
    platform.events.publish('server.deleted', {
      serverId: 's1',
      projectId: 'demo-project',
      region: 'eu-west2',
      deletedAt: START.toISOString(),
    });

    await app.close();

    expect(seen).toEqual([1]);
    expect(platform.db.open).toBe(false);
  });

  it('gives every request an OpenStack-style id, req-<uuid>', async () => {
    const { app } = await sandboxWith();
    const ids: string[] = [];
    app.addHook('onRequest', async (request) => {
      ids.push(request.id);
    });
    try {
      await app.inject({ method: 'GET', url: '/api/regions/' });
      await app.inject({ method: 'GET', url: '/api/regions/' });
    } finally {
      await app.close();
    }
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(/^req-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
