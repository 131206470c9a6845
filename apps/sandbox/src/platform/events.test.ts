import BetterSqlite3, { type Database } from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';
import { eventBus, type EventBus, type EventMeta, type SandboxEvents } from './events.ts';
import { countingIds } from './ids.ts';

const START = new Date('2026-01-01T00:00:00.000Z');

const deleted = (serverId: string): SandboxEvents['server.deleted'] => ({
  serverId,
  projectId: 'demo-project',
  region: 'eu-west2',
  deletedAt: START.toISOString(),
});

let db: Database;
let errors: { error: unknown; meta: EventMeta }[];
let events: EventBus;

beforeEach(() => {
  db = new BetterSqlite3(':memory:');
  db.exec('CREATE TABLE servers (id TEXT PRIMARY KEY)');
  errors = [];
  events = eventBus({
    clock: manualClock(START),
    ids: countingIds(),
    db,
    onHandlerError: (error, meta) => errors.push({ error, meta }),
  });
});

afterEach(() => {
  db.close();
});

describe('eventBus', () => {
  it('delivers after the publisher’s code has finished, not inside publish', async () => {
    const order: string[] = [];
    events.subscribe('server.deleted', ({ serverId }) => {
      order.push(`handler ${serverId}`);
    });

    events.publish('server.deleted', deleted('a'));
    order.push('publisher goes on');
    await events.drained();

    expect(order).toEqual(['publisher goes on', 'handler a']);
  });

  it('runs handlers in subscription order and events in publication order', async () => {
    const seen: string[] = [];
    events.subscribe('server.deleted', ({ serverId }) => void seen.push(`first ${serverId}`));
    events.subscribe('server.deleted', ({ serverId }) => void seen.push(`second ${serverId}`));
    events.subscribe('payment.applied', ({ paymentId }) => void seen.push(`payment ${paymentId}`));

    events.publish('server.deleted', deleted('a'));
    events.publish('payment.applied', {
      paymentId: 'p1',
      customerUuid: 'c1',
      amount: '10.00',
      currency: 'usd',
      appliedAt: START.toISOString(),
    });
    events.publish('server.deleted', deleted('b'));
    await events.drained();

    expect(seen).toEqual(['first a', 'second a', 'payment p1', 'first b', 'second b']);
  });

  it('queues an event published by a handler after the ones already waiting', async () => {
    const seen: string[] = [];
    events.subscribe('server.deleted', ({ serverId }) => {
      seen.push(serverId);
      if (serverId === 'a') events.publish('server.deleted', deleted('from-handler'));
    });
    events.publish('server.deleted', deleted('a'));
    events.publish('server.deleted', deleted('b'));
    await events.drained();
    expect(seen).toEqual(['a', 'b', 'from-handler']);
  });

  it('gives each publication an id and the sandbox time', async () => {
    const metas: EventMeta[] = [];
    events.subscribe('server.deleted', (_payload, meta) => void metas.push(meta));
    events.publish('server.deleted', deleted('a'));
    events.publish('server.deleted', deleted('b'));
    await events.drained();
    expect(metas).toEqual([
      { name: 'server.deleted', id: '00000000-0000-4000-8000-000000000001', publishedAt: START },
      { name: 'server.deleted', id: '00000000-0000-4000-8000-000000000002', publishedAt: START },
    ]);
  });

  it('stops delivering to a handler once unsubscribed (one subscription at a time)', async () => {
    const seen: string[] = [];
    const handler = ({ serverId }: { serverId: string }) => void seen.push(serverId);
    const unsubscribeFirst = events.subscribe('server.deleted', handler);
    events.subscribe('server.deleted', handler);

    events.publish('server.deleted', deleted('a'));
    await events.drained();
    unsubscribeFirst();
    events.publish('server.deleted', deleted('b'));
    await events.drained();

    expect(seen).toEqual(['a', 'a', 'b']);
  });

  it('logs a throwing or rejecting handler; the publisher and the other handlers go on', async () => {
    const seen: string[] = [];
    events.subscribe('server.deleted', () => {
      throw new Error('handler broke');
    });
    events.subscribe('server.deleted', async () => {
      await Promise.resolve();
      throw new Error('async handler broke');
    });
    events.subscribe('server.deleted', ({ serverId }) => void seen.push(serverId));

    expect(() => events.publish('server.deleted', deleted('a'))).not.toThrow();
    await events.drained();

    expect(seen).toEqual(['a']);
    expect(errors.map(({ error }) => (error as Error).message).sort()).toEqual([
      'async handler broke',
      'handler broke',
    ]);
    expect(errors[0]?.meta.name).toBe('server.deleted');
  });

  it('drained() waits for async handlers to finish', async () => {
    let finished = false;
    events.subscribe('server.deleted', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      finished = true;
    });
    events.publish('server.deleted', deleted('a'));
    await events.drained();
    expect(finished).toBe(true);
  });
});

describe('eventBus and transactions', () => {
  it('delivers an event published in a transaction after the commit, outside it', async () => {
    const seen: { inTransaction: boolean; rows: number }[] = [];
    events.subscribe('server.deleted', () => {
      seen.push({
        inTransaction: db.inTransaction,
        rows: (db.prepare('SELECT count(*) AS n FROM servers').get() as { n: number }).n,
      });
    });

    db.transaction(() => {
      db.prepare('INSERT INTO servers (id) VALUES (?)').run('a');
      events.publish('server.deleted', deleted('a'));
    })();
    await events.drained();

    expect(seen).toEqual([{ inTransaction: false, rows: 1 }]);
  });

  it('drops an event whose transaction rolled back', async () => {
    const seen: string[] = [];
    events.subscribe('server.deleted', ({ serverId }) => void seen.push(serverId));

    expect(() =>
      db.transaction(() => {
        events.publish('server.deleted', deleted('rolled-back'));
        throw new Error('the write failed');
      })(),
    ).toThrow('the write failed');
    events.publish('server.deleted', deleted('outside'));
    await events.drained();

    expect(seen).toEqual(['outside']);
  });

  it('drops only the events of a nested transaction (savepoint) that rolled back', async () => {
    const seen: string[] = [];
    events.subscribe('server.deleted', ({ serverId }) => void seen.push(serverId));

    db.transaction(() => {
      events.publish('server.deleted', deleted('outer-before'));
      try {
        db.transaction(() => {
          events.publish('server.deleted', deleted('inner'));
          throw new Error('inner failed');
        })();
      } catch {
        // The outer transaction goes on without the inner one's writes.
      }
      events.publish('server.deleted', deleted('outer-after'));
    })();
    await events.drained();

    expect(seen).toEqual(['outer-before', 'outer-after']);
  });

  it('works without a database (every event is delivered)', async () => {
    const bus = eventBus({
      clock: manualClock(START),
      ids: countingIds(),
      onHandlerError: () => {},
    });
    const seen: string[] = [];
    bus.subscribe('server.deleted', ({ serverId }) => void seen.push(serverId));
    bus.publish('server.deleted', deleted('a'));
    await bus.drained();
    expect(seen).toEqual(['a']);
  });
});

// Checked by `tsc --noEmit` (pnpm typecheck): each @ts-expect-error fails the build if the line
// below it compiles, i.e. if the bus stopped rejecting that mistake. Never called.
function typeMistakes(bus: EventBus): void {
  bus.subscribe('server.created', (payload) => {
    // @ts-expect-error: a server.created payload has no amount.
    void payload.amount;
  });
  bus.subscribe('payment.applied', (payload) => {
    // @ts-expect-error: payloads are read-only for handlers (other handlers get the same object).
    payload.amount = '0.00';
  });
  // @ts-expect-error: no such event.
  bus.publish('server.exploded', { serverId: 'a' });
  // @ts-expect-error: serverId is missing.
  bus.publish('server.created', {
    projectId: 'p',
    region: 'eu-west2',
    flavorId: 'f',
    createdAt: '',
  });
  bus.publish('payment.applied', {
    paymentId: 'p1',
    customerUuid: 'c1',
    amount: '1.00',
    // @ts-expect-error: not a currency of the product API.
    currency: 'gbp',
    appliedAt: '',
  });
  // @ts-expect-error: the payload of another event.
  bus.publish('server.deleted', { customerUuid: 'c1', email: 'a@b.test', socialProvider: null });
}

describe('eventBus types', () => {
  it('has compile-time checks of names and payloads (see typeMistakes, run by tsc)', () => {
    expect(typeMistakes).toBeTypeOf('function');
  });
});
