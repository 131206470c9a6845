import type { Currency } from '@cloud-portal/api-client';
import type { Database } from 'better-sqlite3';
import type { Clock } from './clock.ts';
import type { Ids } from './ids.ts';

/**
 * Every event of the sandbox: name → payload. A module that publishes a new event adds it here,
 * so that publishers and subscribers agree on its shape at compile time. Times are ISO 8601
 * strings of the sandbox clock (payloads stay plain, serialisable data).
 */
export interface SandboxEvents {
  /** A customer account was created (sign-up form or a first social login). */
  'customer.signed_up': { customerUuid: string; email: string; socialProvider: string | null };
  /** A session was opened for a customer. */
  'session.opened': {
    customerUuid: string;
    sessionId: string;
    via: 'password' | 'totp' | 'social' | 'impersonation';
  };
  /** The compute emulator accepted a server (status BUILD). */
  'server.created': {
    serverId: string;
    projectId: string;
    region: string;
    flavorId: string;
    createdAt: string;
  };
  /** A server is gone (billing stops charging it). */
  'server.deleted': { serverId: string; projectId: string; region: string; deletedAt: string };
  /**
   * The volume emulator accepted a volume (billing charges its storage from `createdAt`, §9
   * "Volume storage: $1.00 per 10 GB monthly").
   */
  'volume.created': {
    volumeId: string;
    projectId: string;
    region: string;
    name: string | null;
    sizeGb: number;
    createdAt: string;
  };
  /** A volume's delete was accepted (billing stops charging it at `deletedAt`). */
  'volume.deleted': { volumeId: string; projectId: string; region: string; deletedAt: string };
  /** Neutron allocated a floating IP to a project (an extra IPv4 address, §9). */
  'floating_ip.allocated': {
    floatingIpId: string;
    projectId: string;
    region: string;
    address: string;
    allocatedAt: string;
  };
  /** A floating IP was released (billing stops charging it at `releasedAt`). */
  'floating_ip.released': {
    floatingIpId: string;
    projectId: string;
    region: string;
    releasedAt: string;
  };
  /** Nova's createBackup made a backup image of a server (§9 auto backups, priced monthly). */
  'backup.created': {
    imageId: string;
    projectId: string;
    region: string;
    serverId: string;
    name: string;
    backupType: string;
    /** The image's data, in bytes. */
    sizeBytes: number;
    createdAt: string;
  };
  /** A backup image was deleted (by Glance's DELETE or by createBackup's rotation). */
  'backup.deleted': { imageId: string; projectId: string; region: string; deletedAt: string };
  /** A payment was settled and its amount credited to the customer's balance. */
  'payment.applied': {
    paymentId: string;
    customerUuid: string;
    /** Decimal string, as the product API writes money (`"10.00"`). */
    amount: string;
    currency: Currency;
    appliedAt: string;
  };
}

/** What a handler learns besides the payload. */
export interface EventMeta<Name extends string = string> {
  name: Name;
  /** A UUID of this publication (for logs, and for handlers that must not apply one twice). */
  id: string;
  /** The sandbox time of the publication. */
  publishedAt: Date;
}

/** A subscriber. It may be async; its errors are logged, never thrown at the publisher. */
export type EventHandler<Payload, Name extends string = string> = (
  payload: Readonly<Payload>,
  meta: EventMeta<Name>,
) => void | Promise<void>;

/** An in-process publish/subscribe bus over a map of event names to payload types. */
export interface EventBus<Events extends object = SandboxEvents> {
  /**
   * Queues the event for its subscribers. They run after the publisher's synchronous code, so
   * never inside its database transaction; an event published inside a transaction that rolls
   * back is not delivered.
   */
  publish<Name extends keyof Events & string>(name: Name, payload: Events[Name]): void;
  /** Adds a handler; answers a function that removes it. */
  subscribe<Name extends keyof Events & string>(
    name: Name,
    handler: EventHandler<Events[Name], Name>,
  ): () => void;
  /** Resolves once every queued event was delivered and every async handler has settled. */
  drained(): Promise<void>;
}

/** Called with a handler's error (thrown or rejected). */
export type HandlerErrorLogger = (error: unknown, meta: EventMeta) => void;

interface Queued {
  name: string;
  payload: object;
  meta: EventMeta;
  /** Row of `temp.sandbox_event_marks` written by a publish inside a transaction. */
  mark?: number;
}

/**
 * Creates the event bus. Delivery is queued: `publish` returns at once and the subscribers run
 * in a microtask, in publication order and, per event, in subscription order (an event published
 * by a handler goes to the end of the queue). With `db`, an event published inside a transaction
 * leaves a mark in a connection-local temporary table; SQLite removes it if the transaction (or
 * the savepoint around the publish) rolls back, and the bus then drops the event.
 *
 * @example
 * const events = eventBus({ clock, ids, db, onHandlerError: (error) => log.error(error) });
 * const unsubscribe = events.subscribe('server.deleted', ({ serverId }) => stopCharging(serverId));
 * events.publish('server.deleted', { serverId, projectId, region, deletedAt });
 */
export function eventBus<Events extends object = SandboxEvents>(options: {
  clock: Pick<Clock, 'now'>;
  ids: Ids;
  db?: Database | undefined;
  onHandlerError: HandlerErrorLogger;
}): EventBus<Events> {
  const { clock, ids, db, onHandlerError } = options;
  // Each subscription is its own entry, so subscribing one function twice and unsubscribing once
  // removes one of them.
  const handlers = new Map<string, { handler: EventHandler<object> }[]>();
  const queue: Queued[] = [];
  const inFlight = new Set<Promise<void>>();
  let drainScheduled = false;

  if (db !== undefined) {
    db.exec('CREATE TEMP TABLE IF NOT EXISTS sandbox_event_marks (id INTEGER PRIMARY KEY)');
  }
  // Mark ids come from this counter, not from SQLite: a rolled-back row's rowid would be handed
  // out again to the next insert, and its event would then pass for committed.
  let lastMark = 0;
  const markStatement = db?.prepare('INSERT INTO temp.sandbox_event_marks (id) VALUES (?)');
  const unmarkStatement = db?.prepare('DELETE FROM temp.sandbox_event_marks WHERE id = ?');

  const report = (error: unknown, meta: EventMeta) => {
    try {
      onHandlerError(error, meta);
    } catch {
      // A failing logger must not stop the delivery of the other events.
    }
  };

  const deliver = (event: Queued) => {
    for (const { handler } of [...(handlers.get(event.name) ?? [])]) {
      try {
        const result = handler(event.payload, event.meta);
        if (result instanceof Promise) {
          const settled: Promise<void> = result.then(
            () => undefined,
            (error: unknown) => report(error, event.meta),
          );
          inFlight.add(settled);
          void settled.finally(() => inFlight.delete(settled));
        }
      } catch (error) {
        report(error, event.meta);
      }
    }
  };

  const drain = () => {
    // Still inside a transaction (one opened with a bare BEGIN across an await): wait for its end.
    if (db?.inTransaction === true) {
      setImmediate(drain);
      return;
    }
    drainScheduled = false;
    for (let event = queue.shift(); event !== undefined; event = queue.shift()) {
      if (event.mark !== undefined && unmarkStatement?.run(event.mark).changes !== 1) continue;
      deliver(event);
    }
  };

  return {
    publish(name, payload) {
      const meta: EventMeta = { name, id: ids.uuid(), publishedAt: clock.now() };
      const event: Queued = { name, payload: payload as object, meta };
      if (db?.inTransaction === true && markStatement !== undefined) {
        lastMark += 1;
        markStatement.run(lastMark);
        event.mark = lastMark;
      }
      queue.push(event);
      if (!drainScheduled) {
        drainScheduled = true;
        queueMicrotask(drain);
      }
    },
    subscribe(name, handler) {
      const entry = { handler: handler as EventHandler<object> };
      handlers.set(name, [...(handlers.get(name) ?? []), entry]);
      return () => {
        handlers.set(
          name,
          (handlers.get(name) ?? []).filter((candidate) => candidate !== entry),
        );
      };
    },
    async drained() {
      for (;;) {
        if (inFlight.size > 0) await Promise.allSettled([...inFlight]);
        else if (drainScheduled || queue.length > 0)
          await new Promise<void>((resolve) => setImmediate(resolve));
        else return;
      }
    },
  };
}
